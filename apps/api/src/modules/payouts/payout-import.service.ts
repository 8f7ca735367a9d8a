import { transactionNumber } from '@corridor/domain/payouts/references';
import type { PayoutStatus } from '@corridor/domain/payouts/statuses';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findOwnAccount } from '../accounts/accounts.service.ts';
import { findOwnBeneficiary } from '../beneficiaries/beneficiaries.service.ts';
import * as eventsRepo from './payout-events.repository.ts';
import * as repo from './payouts.repository.ts';

export type HistoricPayout = {
  id: string;
  beneficiaryId: string;
  sourceAccountId: string;
  /** Paid in the account's own currency: what the recipient got, and the fee on top. */
  amount: bigint;
  fee: bigint;
  at: Date;
  narrative: string;
};

// The usual path of a paid payout, a few minutes apart (the rail's course in the sandbox, compressed).
const COURSE: readonly PayoutStatus[] = ['PENDING', 'PROCESSING', 'SENT_TO_BANK', 'PAID'];

/**
 * Records a payout that was paid before Corridor kept payouts (the demo's history): the payout row, as paid, and its
 * status history. Its money was booked by whoever imports it, with the payout's transaction number (returned) as the
 * ledger transfers' business id, so the statement, the transactions list and the payout's page name the same thing.
 * No hold and no rail: it is over. Same currency only (no FX legs to account for).
 */
export async function importPaidPayoutInTx(
  tx: Queryable,
  owner: Pick<Caller, 'clientId' | 'userId'>,
  p: HistoricPayout,
): Promise<string> {
  const account = await findOwnAccount(tx, owner, p.sourceAccountId);
  const b = await findOwnBeneficiary(tx, owner, p.beneficiaryId);
  if (b.corridor.destinationCurrency !== account.currency) {
    throw new AppError('VALIDATION_ERROR', { message: 'A historic payout is paid in its account’s currency.' });
  }
  const number = transactionNumber(account.account_number, p.at);
  const at = (step: number) => new Date(p.at.getTime() + step * 5 * 60_000);
  const maker = await repo.insertPayout(
    tx,
    owner.clientId,
    {
      id: p.id,
      transaction_number: number,
      idempotency_key: null,
      beneficiary_id: b.id,
      beneficiary_name: b.name,
      beneficiary_email: b.email,
      beneficiary_account_type: b.accountType,
      beneficiary_country_code: b.countryCode,
      destination_country: b.corridor.destinationCountry,
      beneficiary_bank_name: b.fields.beneficiary_bank_name,
      beneficiary_account_number: b.fields.beneficiary_account_number,
      beneficiary_details: b.fields,
      payout_method: b.corridor.payoutMethod,
      source_account_id: account.id,
      source_currency: account.currency,
      destination_currency: account.currency,
      fixed_side: 'destination',
      fee_payer: 'OUR',
      swift_fee_payer: 'SHA',
      base_fx_rate: '1',
      fx_rate: '1',
      margin: '0',
      fx_hold_id: null,
      fx_lock_expiry_at: null,
      source_amount: p.amount + p.fee,
      converted_amount: p.amount,
      destination_amount: p.amount,
      fee_amount: p.fee,
      swift_fee_amount: 0n,
      supplier_payments_fee: 0n,
      daily_limit_myr: null,
      funding: 'WALLET',
      deposit_method: 'account',
      funding_id: null,
      card_id: null,
      ach_account_id: null,
      funding_group: null,
      purpose_code: 'GOODS_PURCHASE',
      statement_narrative: p.narrative,
      external_reference_id: null,
      client_preferences: null,
      status: 'PAID',
      event_count: COURSE.length,
      hold_transfer_id: null,
      is_approval_required: false,
      created_by: owner.userId,
      created_at: p.at,
      updated_at: at(COURSE.length - 1),
    },
    {
      seq: 1,
      fromStatus: null,
      status: 'PENDING',
      at: p.at,
      actorType: 'user',
      actorUserId: owner.userId,
      reason: null,
    },
  );
  if (!maker) throw new AppError('CONFLICT', { message: `Payout ${number} exists already.` });
  for (let seq = 2; seq <= COURSE.length; seq += 1) {
    await eventsRepo.insertEvent(tx, owner.clientId, {
      payoutId: p.id,
      seq,
      fromStatus: COURSE[seq - 2]!,
      status: COURSE[seq - 1]!,
      at: at(seq - 1),
      actorType: 'rail',
      actorUserId: null,
      reason: null,
    });
  }
  return number;
}
