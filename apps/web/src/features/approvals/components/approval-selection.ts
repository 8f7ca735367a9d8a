import type { TPayoutActionResponse } from '@corridor/contracts/payouts/payout-action';
import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import { ERRORS } from '@corridor/domain/errors';
import { formatMoney } from '@corridor/domain/money';
import { MAX_PAYOUTS_PER_DECISION } from '@corridor/domain/payouts/approvals';

/** Who is looking at the queue: the API's `actions` decide, this only explains a refusal. */
export type Viewer = { _id: string; isApprover: boolean };

type Row = Pick<TPayout, 'payment_id' | 'created_by' | 'actions'>;

/** Whether the viewer may approve or reject the payout: what the API says (`actions.can_approve`). */
export function isDecidable(row: Row): boolean {
  return row.actions.can_approve;
}

/** Why a payout shown in the queue cannot be chosen by this viewer, in words; null when it can. */
export function cannotDecideReason(row: Row, viewer: Viewer): string | null {
  if (isDecidable(row)) return null;
  if (row.created_by._id === viewer._id) return 'You created this payout: another approver decides on it.';
  if (!viewer.isApprover) return ERRORS.APPROVER_REQUIRED.message;
  return 'You cannot decide on this payout.';
}

/** The ids to decide on when the person ticks "select all": every decidable row shown, at most one decision's worth. */
export function selectAll(rows: readonly Row[]): string[] {
  return rows
    .filter(isDecidable)
    .slice(0, MAX_PAYOUTS_PER_DECISION)
    .map((r) => r.payment_id);
}

/** The select-all box: ticked when every decidable row is chosen, mixed when some are. */
export function selectAllState(selected: ReadonlySet<string>, rows: readonly Row[]): 'all' | 'some' | 'none' {
  const ids = selectAll(rows);
  const chosen = ids.filter((id) => selected.has(id)).length;
  if (chosen === 0) return 'none';
  return chosen === ids.length ? 'all' : 'some';
}

/** The selection kept to rows still shown and still decidable (a refresh may have taken some away). */
export function keepSelectable(selected: ReadonlySet<string>, rows: readonly Row[]): Set<string> {
  return new Set(selectAll(rows).filter((id) => selected.has(id)));
}

type Priced = Pick<TPayout, 'payment_id' | 'exchangeValue'>;

/** What the chosen payouts debit, per currency ("SGD 3,504.17 and USD 1,800.00"), for the confirmation. */
export function totalsText(rows: readonly Priced[], selected: ReadonlySet<string>): string {
  const totals = new Map<string, bigint>();
  for (const r of rows) {
    if (!selected.has(r.payment_id)) continue;
    const { currency, amountMinor } = r.exchangeValue.sourceAmountWithSupplierFee;
    totals.set(currency, (totals.get(currency) ?? 0n) + BigInt(amountMinor));
  }
  const parts = [...totals].map(([currency, minor]) => formatMoney(minor, currency, { withCode: true }));
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export type DecisionOutcome = {
  action: 'APPROVE' | 'REJECT';
  done: { id: string; name: string }[];
  failed: { id: string; name: string; reference: string; message: string }[];
};

/** The API's per-id results with the payouts' names, so the person reads which failed and why. */
export function outcomeOf(
  response: TPayoutActionResponse,
  rows: readonly Pick<TPayout, 'payment_id' | 'beneficiary' | 'transaction_number'>[],
): DecisionOutcome {
  const byId = new Map(rows.map((r) => [r.payment_id, r]));
  const outcome: DecisionOutcome = { action: response.action, done: [], failed: [] };
  for (const r of response.results) {
    const row = byId.get(r.payment_id);
    const name = row?.beneficiary.name ?? 'A payout';
    if (r.ok) outcome.done.push({ id: r.payment_id, name });
    else {
      const message = r.message ?? (r.code && r.code in ERRORS ? ERRORS[r.code as keyof typeof ERRORS].message : '');
      outcome.failed.push({ id: r.payment_id, name, reference: row?.transaction_number ?? r.payment_id, message });
    }
  }
  return outcome;
}
