import { toMoney } from '@corridor/contracts/money';
import type { TDailyAmountResponse } from '@corridor/contracts/payouts/daily-amount';
import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import type { TPayoutsRequest, TPayoutsResponse } from '@corridor/contracts/payouts/payouts-list';
import type { TTransactionStatusResponse } from '@corridor/contracts/payouts/transaction-status';
import {
  countsTowardsDailyLimit,
  hasMyrDailyLimit,
  MYR_DAILY_LIMIT,
  myrLimitDay,
  myrLimitWindow,
} from '@corridor/domain/payouts/daily-limit';
import { isFinalStatus, PAYOUT_STATUSES, progressLabel } from '@corridor/domain/payouts/statuses';
import { isTerminal } from '@corridor/domain/payouts/transitions';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import { hasApproverRight } from '../auth/users.service.ts';
import { loadActiveClient } from '../clients/clients.service.ts';
import * as dailyLimitRepo from './payout-daily-limit.repository.ts';
import type { PayoutDeps } from './payout-deps.ts';
import { payoutsDocuments } from './payout-documents.service.ts';
import * as eventsRepo from './payout-events.repository.ts';
import { payoutView } from './payout-view.ts';
import * as repo from './payouts.repository.ts';
import { viewOf } from './payouts.service.ts';

const notFound = () => new AppError('NOT_FOUND', { message: 'Payout not found.' });

async function ownPayout(deps: PayoutDeps, caller: Caller, id: string): Promise<repo.PayoutRow> {
  const row = isUuid(id) ? await repo.findPayout(deps.db, caller.clientId, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** GET transactions/payouts/:id — one of the caller's payouts; unknown and another business's ids are one 404. */
export async function getPayout(deps: PayoutDeps, caller: Caller, id: string): Promise<TPayout> {
  return viewOf(deps.db, caller, await ownPayout(deps, caller, id));
}

/** GET clients/:clientId/beneficiaries/:id/payouts/:payoutId — the same, and it must be to that contact. */
export async function getBeneficiaryPayout(
  deps: PayoutDeps,
  caller: Caller,
  p: { clientId: string; id: string; payoutId: string },
): Promise<TPayout> {
  if (p.clientId !== caller.clientId) throw notFound();
  const row = await ownPayout(deps, caller, p.payoutId);
  if (row.beneficiary_id !== p.id) throw notFound();
  return viewOf(deps.db, caller, row);
}

/** POST transactions/payouts/pagination — the caller's payouts, newest first, by keyset; one events query per page. */
export async function listPayouts(
  deps: PayoutDeps,
  caller: Caller,
  req: TPayoutsRequest & { limit: number },
): Promise<TPayoutsResponse> {
  const afterId = req.cursor === undefined ? undefined : decodeCursor(req.cursor);
  if (req.beneficiary_id !== undefined && !isUuid(req.beneficiary_id)) return { rows: [], nextCursor: null };
  const rows = await repo.findPayouts(deps.db, caller.clientId, {
    statuses: req.status,
    beneficiaryId: req.beneficiary_id,
    awaitingApproval: req.awaiting_approval,
    afterId,
    limit: req.limit + 1,
  });
  // A cursor naming none of the caller's payouts would page nothing, silently: say so instead.
  if (rows.length === 0 && afterId !== undefined && !(await repo.payoutExists(deps.db, caller.clientId, afterId))) {
    throw invalidCursor();
  }
  const page = rows.slice(0, req.limit);
  const events = await eventsRepo.findEvents(
    deps.db,
    caller.clientId,
    page.map((r) => r.id),
  );
  const documents = await payoutsDocuments(
    deps.db,
    caller.clientId,
    page.map((r) => r.id),
  );
  const viewer = { userId: caller.userId, isApprover: await hasApproverRight(deps.db, caller) };
  return {
    rows: page.map((r) =>
      payoutView(
        r,
        events.filter((e) => e.payout_id === r.id),
        viewer,
        documents.get(r.id) ?? [],
      ),
    ),
    nextCursor: rows.length > req.limit ? encodeCursor(page.at(-1)!.id) : null,
  };
}

/** GET transaction/status — the caller's payouts among the ids or transaction numbers asked, in the order asked. */
export async function transactionStatuses(
  deps: PayoutDeps,
  caller: Caller,
  transactionIds: string,
): Promise<TTransactionStatusResponse> {
  const keys = [...new Set(transactionIds.split(',').map((k) => k.trim()))].filter(Boolean);
  const rows = await repo.findPayoutsByKeys(deps.db, caller.clientId, keys.filter(isUuid), keys);
  const byKey = new Map(rows.flatMap((r) => [[r.id, r] as const, [r.transaction_number, r] as const]));
  const seen = new Set<string>();
  const data: TTransactionStatusResponse['data'] = [];
  for (const key of keys) {
    const r = byKey.get(key);
    if (!r || seen.has(r.id)) continue;
    seen.add(r.id);
    data.push({
      payment_id: r.id,
      transaction_number: r.transaction_number,
      status: r.status,
      progress_label: progressLabel(r.status),
      is_final: isFinalStatus(r.status) || isTerminal(r.status),
      updated_at: r.updated_at.toISOString(),
    });
  }
  return { data };
}

const MYR_RELEASED = PAYOUT_STATUSES.filter((s) => !countsTowardsDailyLimit(s));

/** GET transaction/dailyAmount/:clientId — the MYR daily limit (spec §9): limit, total_amount, allowed_amount. */
export async function dailyAmount(deps: PayoutDeps, caller: Caller, clientId: string): Promise<TDailyAmountResponse> {
  if (clientId !== caller.clientId) throw new AppError('NOT_FOUND');
  const client = (await loadActiveClient(deps.db, caller.clientId))!;
  const hasLimit = hasMyrDailyLimit({
    legalEntity: client.client_legal_entity,
    institutionType: client.institution_type,
  });
  const now = deps.clock.now();
  const window = myrLimitWindow(now);
  const total = await dailyLimitRepo.sumDailyLimitMyr(deps.db, caller.clientId, window, MYR_RELEASED);
  const left = MYR_DAILY_LIMIT - total;
  return {
    currency: 'MYR',
    has_limit: hasLimit,
    limit: hasLimit ? toMoney(MYR_DAILY_LIMIT, 'MYR') : null,
    total_amount: toMoney(total, 'MYR'),
    allowed_amount: hasLimit ? toMoney(left > 0n ? left : 0n, 'MYR') : null,
    day: myrLimitDay(now),
    resets_at: window.to.toISOString(),
  };
}

// The cursor names the last payout of a page; opaque to the web.
const encodeCursor = (id: string) => Buffer.from(`p${id}`).toString('base64url');

/** The payout id in a cursor this API wrote; anything else (garbage, edited) is a 400. */
function decodeCursor(cursor: string): string {
  const id = Buffer.from(cursor, 'base64url').toString().slice(1);
  if (!isUuid(id) || encodeCursor(id) !== cursor) throw invalidCursor();
  return id;
}

function invalidCursor() {
  const message = 'This page cursor is not valid. Start again from the first page.';
  return new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'cursor', message }] });
}
