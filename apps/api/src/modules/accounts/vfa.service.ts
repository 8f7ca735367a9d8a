import type { TAccountDetailsResponse } from '@corridor/contracts/accounts/account-details';
import type { TCreateVfaRequest, TCreateVfaResponse } from '@corridor/contracts/accounts/create-vfa';
import { canReceiveIn, entityConfig } from '@corridor/domain/entities';
import { canTransitionVfa, canVfaReceive, type VfaStatus } from '@corridor/domain/vfa-status';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import type { IncomingPaymentsPartner } from '../../partners/incoming-payments/incoming-payments.ts';
import { vfaView } from './account-view.ts';
import { findOwnAccount } from './accounts.service.ts';
import type { Caller } from './caller.ts';
import { insertVfa, setVfaStatus } from './vfa.repository.ts';

// A VFA in one of these is live: asking again returns it rather than provisioning a second one.
const LIVE: readonly VfaStatus[] = ['PENDING', 'IN_PROGRESS', 'COMPLETED'];

/** Asks the bank for receiving details for an open account in a currency the entity can receive. */
export async function createVfa(
  deps: AppDeps,
  bank: IncomingPaymentsPartner,
  caller: Caller,
  req: TCreateVfaRequest,
): Promise<TCreateVfaResponse> {
  if (req.clientId !== caller.clientId) throw new AppError('NOT_FOUND', { message: 'Account not found.' });
  await deps.db.tx(async (tx) => {
    const row = await findOwnAccount(tx, caller.clientId, req.accountId, 'update');
    if (!row.is_active) throw new AppError('ACCOUNT_CLOSED');
    if (!canReceiveIn(caller.legalEntity, row.currency)) {
      throw new AppError('CURRENCY_NOT_OFFERED', {
        message: `Receiving ${row.currency} is not offered for your business.`,
      });
    }
    const current = row.vfa_status as VfaStatus | null;
    if (current && LIVE.includes(current)) return;
    const now = deps.clock.now();
    const result = await bank.provisionVirtualAccount({
      accountId: row.id,
      currency: row.currency,
      entity: caller.legalEntity,
    });
    if (!row.vfa_id) {
      const id = await insertVfa(tx, caller.clientId, {
        accountId: row.id,
        currency: row.currency,
        status: 'PENDING',
        accountNumber: result.accountNumber,
        at: now,
      });
      await moveTo(tx, caller.clientId, id, 'PENDING', result.status, now);
    } else {
      await moveTo(tx, caller.clientId, row.vfa_id, current!, 'PENDING', now, result.accountNumber);
      await moveTo(tx, caller.clientId, row.vfa_id, 'PENDING', result.status, now);
    }
  });
  const row = await findOwnAccount(deps.db, caller.clientId, req.accountId);
  return { vfa: vfaView(row)! };
}

/** The "Share account details" data of an account that can receive. */
export async function accountDetails(
  deps: AppDeps,
  bank: IncomingPaymentsPartner,
  caller: Caller,
  accountId: string,
): Promise<TAccountDetailsResponse> {
  const row = await findOwnAccount(deps.db, caller.clientId, accountId);
  if (!row.is_active || !canVfaReceive(row.vfa_status as VfaStatus | null) || !row.vfa_account_number) {
    throw new AppError('ACCOUNT_CANNOT_RECEIVE');
  }
  const option = entityConfig(caller.legalEntity)?.offeredReceivingCurrencies.find((o) => o.currency === row.currency);
  const details = bank.accountDetails({
    accountNumber: row.vfa_account_number,
    currency: row.currency,
    isLocal: option?.label === 'LOCAL',
  });
  const accountName = caller.clientName;
  return {
    accountId: row.id,
    currency: row.currency,
    local: details.local && { accountName, ...details.local },
    global: { accountName, ...details.global },
  };
}

async function moveTo(
  tx: Parameters<typeof setVfaStatus>[0],
  clientId: string,
  vfaId: string,
  from: VfaStatus,
  to: VfaStatus,
  at: Date,
  accountNumber?: string,
) {
  if (from === to) return;
  if (!canTransitionVfa(from, to)) throw new AppError('INVALID_TRANSITION');
  await setVfaStatus(tx, clientId, vfaId, to, at, accountNumber);
}
