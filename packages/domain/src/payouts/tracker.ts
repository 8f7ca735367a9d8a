import { isAwaitingApproval, type PayoutStatus } from './statuses.ts';

/**
 * The payout tracker (spec §4 "Tracker steps": initiated, approved, processing, sent to bank, sent to recipient,
 * payment complete, cancelled, returned, RFI raised and responded), worked out from the payout's status history
 * alone, so the web and the API (e.g. a receipt) draw the same steps.
 *
 * - A step is `done` once its event happened, with that event's time. Reaching a later step of the usual path
 *   marks any earlier one it skipped as done at the same time.
 * - While the payout is under way, the steps still to come follow: the first is `current` (what we are waiting
 *   for), the rest `upcoming`. "Approved" is shown only for a payout that waited for a checker.
 * - RFIs appear where they happened, as "RFI raised" then "RFI responded" (current while the business owes the
 *   answer); each round of questions adds its own pair.
 * - A transfer the collection bank could not reconcile adds its own "RFI raised"/"RFI responded" pair
 *   (PAYMENT_RECONCILIATION_RFI_*), then "Reconciled" once compliance accepted it and the payout went on.
 * - A payout that stopped ends with one `failed` step, "Returned" after RETURNED, "Cancelled" after any other
 *   stop (CANCELLED, USER_REJECTED, APPROVAL_REJECTED, RFI_REJECTED, FX_EXPIRED_CANCELLED); nothing follows it.
 */
export type PayoutEvent = { status: PayoutStatus; at: string };

export const TRACKER_STEP_LABELS = {
  initiated: 'Initiated',
  approved: 'Approved',
  processing: 'Processing',
  sent_to_bank: 'Sent to bank',
  sent_to_recipient: 'Sent to recipient',
  payment_complete: 'Payment complete',
  rfi_raised: 'RFI raised',
  rfi_responded: 'RFI responded',
  reconciled: 'Reconciled',
  cancelled: 'Cancelled',
  returned: 'Returned',
} as const;
export type TrackerStepKey = keyof typeof TRACKER_STEP_LABELS;
export type TrackerStepState = 'done' | 'current' | 'upcoming' | 'failed';
export type TrackerStep = { key: TrackerStepKey; label: string; state: TrackerStepState; at: string | null };

type PathKey = 'initiated' | 'approved' | 'processing' | 'sent_to_bank' | 'sent_to_recipient' | 'payment_complete';
const PATH: readonly PathKey[] = [
  'initiated',
  'approved',
  'processing',
  'sent_to_bank',
  'sent_to_recipient',
  'payment_complete',
];

/** The usual-path steps an event completes (PAID completes both of the last two). */
const COMPLETES: Partial<Record<PayoutStatus, readonly PathKey[]>> = {
  COMPLIANCE_VERIFICATION: ['processing'],
  PROCESSING: ['processing'],
  SENT_TO_BANK: ['sent_to_bank'],
  PAID: ['sent_to_recipient', 'payment_complete'],
};
const STOPS: Partial<Record<PayoutStatus, 'cancelled' | 'returned'>> = {
  RETURNED: 'returned',
  CANCELLED: 'cancelled',
  USER_REJECTED: 'cancelled',
  APPROVAL_REJECTED: 'cancelled',
  RFI_REJECTED: 'cancelled',
  FX_EXPIRED_CANCELLED: 'cancelled',
};

const step = (key: TrackerStepKey, state: TrackerStepState, at: string | null): TrackerStep => ({
  key,
  label: TRACKER_STEP_LABELS[key],
  state,
  at,
});

/** Events in time order; equal times keep the order given (a stable sort). */
function chronological(events: readonly PayoutEvent[]): PayoutEvent[] {
  return events
    .map((e, i) => ({ e, i, t: Date.parse(e.at) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map(({ e }) => e);
}

export function payoutTrackerSteps(history: readonly PayoutEvent[]): TrackerStep[] {
  const events = chronological(history);
  const first = events[0];
  if (!first) return [];
  const hadApproval = events.some((e) => isAwaitingApproval(e.status));
  const path = PATH.filter((k) => k !== 'approved' || hadApproval);
  const steps: TrackerStep[] = [step('initiated', 'done', first.at)];
  const reached = new Set<PathKey>(['initiated']);
  const reach = (key: PathKey, at: string) => {
    for (const k of path.slice(0, path.indexOf(key) + 1)) {
      if (!reached.has(k)) {
        reached.add(k);
        steps.push(step(k, 'done', at));
      }
    }
  };
  let awaitingRfiAnswer = false;
  let reconciling = false;
  let previous = first.status;
  for (const { status, at } of events.slice(1)) {
    const stop = STOPS[status];
    if (stop) {
      steps.push(step(stop, 'failed', at));
      return steps;
    }
    if (isAwaitingApproval(previous) && !isAwaitingApproval(status)) reach('approved', at);
    if (status === 'PAYMENT_RECONCILIATION_PENDING') reconciling = true;
    if (reconciling && status === 'PENDING') {
      steps.push(step('reconciled', 'done', at));
      reconciling = false;
    }
    if (status === 'RFI_REQUESTED' || status === 'PAYMENT_RECONCILIATION_RFI_RAISED') {
      steps.push(step('rfi_raised', 'done', at));
      awaitingRfiAnswer = true;
    } else if ((status === 'RFI_RESPONDED' || status === 'PAYMENT_RECONCILIATION_RFI_RESPONDED') && awaitingRfiAnswer) {
      steps.push(step('rfi_responded', 'done', at));
      awaitingRfiAnswer = false;
    }
    for (const key of COMPLETES[status] ?? []) reach(key, at);
    previous = status;
  }
  const toCome: TrackerStepKey[] = [
    ...(awaitingRfiAnswer ? (['rfi_responded'] as const) : []),
    ...(reconciling ? (['reconciled'] as const) : []),
    ...path.filter((k) => !reached.has(k)),
  ];
  toCome.forEach((key, i) => {
    steps.push(step(key, i === 0 ? 'current' : 'upcoming', null));
  });
  return steps;
}
