import type { TrackerStep, TrackerStepState } from '../payouts/tracker.ts';
import type { AddMoneyMethod } from './methods.ts';
import type { FundingStatus, FundingType } from './statuses.ts';

/**
 * A funding's tracker, from its status history, in the payouts tracker's step shape so the web draws it alike:
 * initiated, then awaiting funds (a transfer), debiting funds (a card, an ACH debit) or both (FPX: paid at the bank,
 * then settled), then funds received and completed; a rejected card, a returned debit, a declined FPX payment or a
 * cancelled transfer ends it with one failed step.
 */
export type FundingEvent = { status: FundingStatus; at: string };

export const FUNDING_STEP_LABELS = {
  initiated: 'Initiated',
  awaiting_funds: 'Awaiting funds',
  debiting_funds: 'Debiting funds',
  funds_received: 'Funds received',
  completed: 'Completed',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
} as const;
export type FundingStepKey = keyof typeof FUNDING_STEP_LABELS;
export type FundingTrackerStep = Omit<TrackerStep, 'key'> & { key: FundingStepKey };

const step = (key: FundingStepKey, state: TrackerStepState, at: string | null): FundingTrackerStep => ({
  key,
  label: FUNDING_STEP_LABELS[key],
  state,
  at,
});

function waitingSteps(type: FundingType, method: AddMoneyMethod | undefined): FundingStepKey[] {
  if (method === 'fpxTransfer') return ['awaiting_funds', 'debiting_funds'];
  if (type === 'CARD_FUNDING' || method === 'ach') return ['debiting_funds'];
  return ['awaiting_funds'];
}

export function fundingTrackerSteps(
  type: FundingType,
  history: readonly FundingEvent[],
  method?: AddMoneyMethod,
): FundingTrackerStep[] {
  const events = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const first = events[0];
  if (!first) return [];
  const waiting = waitingSteps(type, method);
  const steps = [step('initiated', 'done', first.at)];
  const end = events.find((e) => e.status === 'COMPLETED' || e.status === 'FAILED' || e.status === 'CANCELLED');
  // FPX: the bank's approval (DEBITING_FUNDS) ends the wait for the payment.
  const debiting = waiting.length > 1 ? events.find((e) => e.status === 'DEBITING_FUNDS') : undefined;
  if (!end) {
    const [head, tail] = waiting;
    if (tail && debiting) steps.push(step(head!, 'done', debiting.at), step(tail, 'current', null));
    else steps.push(step(head!, 'current', null), ...(tail ? [step(tail, 'upcoming', null)] : []));
    return [...steps, step('funds_received', 'upcoming', null), step('completed', 'upcoming', null)];
  }
  if (waiting.length > 1 && !debiting) steps.push(step(waiting[0]!, 'done', first.at));
  else for (const w of waiting) steps.push(step(w, 'done', debiting?.at ?? first.at));
  if (end.status === 'FAILED') return [...steps, step('failed', 'failed', end.at)];
  if (end.status === 'CANCELLED') return [...steps, step('cancelled', 'failed', end.at)];
  return [...steps, step('funds_received', 'done', end.at), step('completed', 'done', end.at)];
}
