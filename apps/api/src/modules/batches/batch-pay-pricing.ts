import type { TBatchPayoutRequest } from '@corridor/contracts/batches/batch-payout';
import { HOLD_DEFAULT_DAYS } from '@corridor/domain/fx';
import { FUNDING_BY_DEPOSIT_METHOD, initialPayoutStatus } from '@corridor/domain/payouts/funding';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { heldRatesOf } from '../fx/fx-batch-holds.service.ts';
import { usableHold } from '../fx/fx-holds.service.ts';
import {
  type BulkRate,
  type BulkSetting,
  bulkSetting,
  checkBulkDailyLimit,
  priceRows,
} from '../payouts/payout-bulk.service.ts';
import { rowToPrice } from './batch-fx.service.ts';
import * as payRepo from './batch-pay.repository.ts';
import type * as repo from './batches.repository.ts';

/**
 * A paid batch's prices: the rates held for it, what its payouts share (the way it is paid, how long each keeps its
 * rate), and its rows priced at those rates with a single payout's rules.
 */
export const RATES_EXPIRED =
  'The rates held for this batch have expired. Lock in new rates to review them before you pay.';

const ALL_ROWS = 1_000_000;
const DAY_MS = 86_400_000;

type PayWith = {
  depositMethod: TBatchPayoutRequest['depositMethod'];
  cardId?: string | null;
  achAccountId?: string | null;
};

/** The pay call's rates: each held rate locked and still usable (one expired: refused, hold again — never a stale rate). */
export async function usableRates(
  tx: Queryable,
  caller: Caller,
  b: repo.BatchRecord,
  now: Date,
): Promise<{ held: payRepo.HeldRate[]; rates: Map<string, BulkRate> }> {
  const held = await payRepo.findHeldRates(tx, caller.clientId, b.id);
  const rates = new Map<string, BulkRate>();
  for (const h of held) {
    try {
      const pair = { source: b.source_currency, destination: h.destination_currency };
      rates.set(h.destination_currency, await usableHold(tx, caller, h.fx_hold_id, pair, now, { lock: true }));
    } catch (err) {
      if (err instanceof AppError && (err.code === 'FX_HOLD_EXPIRED' || err.code === 'FX_HOLD_USED')) {
        throw new AppError('FX_HOLD_EXPIRED', { status: 409, message: RATES_EXPIRED });
      }
      throw err;
    }
  }
  return { held, rates };
}

/**
 * The pay call's pricing: every valid row priced at the held rates (one that no longer prices refuses the whole
 * batch), then the MYR daily limit on their total (what they count towards it is returned, for the batch to hold).
 */
export async function priceBatch(tx: Queryable, deps: AppDeps, caller: Caller, b: repo.BatchRecord, s: BulkSetting) {
  const rows = await payRepo.findValidRows(tx, caller.clientId, b.id, { unpaidOnly: false, limit: ALL_ROWS });
  const { priced, issues } = await priceRows(tx, deps, caller, s, rows.map(rowToPrice));
  if (issues.length > 0 || priced.length === 0) {
    const message = 'Some transactions can no longer be paid at the held rates. Lock in new rates to review them.';
    const errors = issues.map((i) => ({ field: `rows.${i.rowIndex}`, message: i.errors[0]?.message ?? message }));
    throw new AppError('VALIDATION_ERROR', { message, errors });
  }
  const dailyLimitMyr = await checkBulkDailyLimit(tx, deps, caller, priced);
  return { priced, dailyLimitMyr };
}

/** The job's setting: the batch's held rates as they are (the pay call used them up) and the way it was paid. */
export async function runSetting(
  tx: Queryable,
  deps: AppDeps,
  caller: Caller,
  b: repo.BatchRecord,
  payment: payRepo.Payment,
): Promise<BulkSetting> {
  const held = await payRepo.findHeldRates(tx, b.client_id, b.id);
  const holds = await heldRatesOf(
    tx,
    caller,
    held.map((h) => h.fx_hold_id),
  );
  const rates = new Map(holds.map((h) => [h.destination_currency, h]));
  const pay: PayWith = {
    depositMethod: payment.deposit_method as TBatchPayoutRequest['depositMethod'],
    cardId: payment.card_id,
    achAccountId: payment.ach_account_id,
  };
  return settingOf(tx, deps, caller, b, pay, rates);
}

/**
 * What every payout of the batch shares. A payout that waits (for a checker, or for its funds) keeps its rate for the
 * default hold time, as a single payout does; one sent at once, until the batch's hold ends.
 */
export async function settingOf(
  tx: Queryable,
  deps: AppDeps,
  caller: Caller,
  b: repo.BatchRecord,
  pay: PayWith,
  rates: Map<string, BulkRate & { lock_expiry_at?: Date }>,
): Promise<BulkSetting> {
  const now = deps.clock.now();
  const setting = await bulkSetting(tx, caller, {
    batchId: b.id,
    reference: b.reference,
    sourceCurrency: b.source_currency,
    depositMethod: pay.depositMethod,
    cardId: pay.cardId,
    achAccountId: pay.achAccountId,
    rates,
    lockExpiryAt: null,
  });
  const status = initialPayoutStatus(
    FUNDING_BY_DEPOSIT_METHOD[setting.depositMethod],
    setting.client.is_api_payout_approval_required,
  );
  const holdEnds = [...rates.values()].map((r) => r.lock_expiry_at?.getTime() ?? now.getTime());
  setting.lockExpiryAt =
    status === 'PENDING'
      ? new Date(holdEnds.length ? Math.min(...holdEnds) : now.getTime())
      : new Date(now.getTime() + HOLD_DEFAULT_DAYS * DAY_MS);
  return setting;
}
