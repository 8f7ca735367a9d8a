import type { TrackerStep, TrackerStepState } from '../payouts/tracker.ts';
import type { FundingStatus, FundingType } from './statuses.ts';

/**
 * A funding's tracker, from its status history, in the payouts tracker's step shape so the web draws it alike:
 * initiated, then awaiting funds (a transfer) or debiting funds (a card), then funds received and completed; a
 * rejected card or a cancelled transfer ends it with one failed step.
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

export function fundingTrackerSteps(type: FundingType, history: readonly FundingEvent[]): FundingTrackerStep[] {
  const events = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const first = events[0];
  if (!first) return [];
  const waiting: FundingStepKey = type === 'CARD_FUNDING' ? 'debiting_funds' : 'awaiting_funds';
  const steps = [step('initiated', 'done', first.at)];
  const end = events.find((e) => e.status === 'COMPLETED' || e.status === 'FAILED' || e.status === 'CANCELLED');
  if (!end) {
    return [
      ...steps,
      step(waiting, 'current', null),
      step('funds_received', 'upcoming', null),
      step('completed', 'upcoming', null),
    ];
  }
  steps.push(step(waiting, 'done', first.at));
  if (end.status === 'FAILED') return [...steps, step('failed', 'failed', end.at)];
  if (end.status === 'CANCELLED') return [...steps, step('cancelled', 'failed', end.at)];
  return [...steps, step('funds_received', 'done', end.at), step('completed', 'done', end.at)];
}
