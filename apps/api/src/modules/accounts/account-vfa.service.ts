import type { TVfa } from '@corridor/contracts/accounts/currency-account';
import { canTransitionVfa, type VfaStatus } from '@corridor/domain/vfa-status';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { vfaView } from './account-view.ts';
import { insertVfa, setVfaStatus } from './accounts.repository.ts';
import type { OwnAccount } from './accounts.service.ts';

/**
 * An account's receiving details (its VFA) are kept with the account, so listing, closing and re-opening see them
 * in the same rows. The receiving module asks the bank for them and records the answer here; every status change
 * is one the VFA state machine (packages/domain/vfa-status) allows.
 */

export function vfaOf(account: OwnAccount): TVfa | null {
  return vfaView(account);
}

/**
 * Records what the bank answered when asked for the account's receiving details: a first VFA starts PENDING, a
 * dead one goes back to PENDING with the bank's number; then on to the bank's status. Runs in the caller's
 * transaction, with the account locked.
 */
export async function recordProvisionedVfa(
  tx: Queryable,
  account: OwnAccount,
  result: { status: VfaStatus; accountNumber: string },
  at: Date,
): Promise<void> {
  const clientId = account.client_id;
  if (!account.vfa_id) {
    const id = await insertVfa(tx, clientId, {
      accountId: account.id,
      currency: account.currency,
      status: 'PENDING',
      accountNumber: result.accountNumber,
      at,
    });
    await moveTo(tx, clientId, id, 'PENDING', result.status, at);
    return;
  }
  await moveTo(tx, clientId, account.vfa_id, account.vfa_status as VfaStatus, 'PENDING', at, result.accountNumber);
  await moveTo(tx, clientId, account.vfa_id, 'PENDING', result.status, at);
}

/**
 * Records receiving details issued earlier, as they stand (demo data, an import from another system): no bank is
 * asked and any status may be given. Returns the VFA's id.
 */
export function importVfa(
  tx: Queryable,
  owner: Pick<Caller, 'clientId'>,
  vfa: { accountId: string; currency: string; status: VfaStatus; accountNumber: string; at: Date },
): Promise<string> {
  return insertVfa(tx, owner.clientId, vfa);
}

async function moveTo(
  tx: Queryable,
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
