import type { TrackerStep, TrackerStepState } from '../payouts/tracker.ts';
import type { WithdrawalKind, WithdrawalStatus } from './statuses.ts';

/**
 * A withdrawal's tracker (spec §4 tracker steps "withdrawal initiated, complete, returned, cancelled", "sent to bank",
 * and "autosweep initiated" for an end-of-day sweep), from its status history alone, in the payouts tracker's step
 * shape so the web draws both alike: done steps with their times, then what is still to come (the first `current`),
 * or one `failed` step that ends it.
 */
export type WithdrawalEvent = { status: WithdrawalStatus; at: string };

export const WITHDRAWAL_STEP_LABELS = {
  withdrawal_initiated: 'Withdrawal initiated',
  autosweep_initiated: 'Autosweep initiated',
  sent_to_bank: 'Sent to bank',
  withdrawal_complete: 'Withdrawal complete',
  withdrawal_returned: 'Withdrawal returned',
  withdrawal_cancelled: 'Withdrawal cancelled',
} as const;
export type WithdrawalStepKey = keyof typeof WITHDRAWAL_STEP_LABELS;
export type WithdrawalTrackerStep = Omit<TrackerStep, 'key'> & { key: WithdrawalStepKey };

const step = (key: WithdrawalStepKey, state: TrackerStepState, at: string | null): WithdrawalTrackerStep => ({
  key,
  label: WITHDRAWAL_STEP_LABELS[key],
  state,
  at,
});

export function withdrawalTrackerSteps(
  kind: WithdrawalKind,
  history: readonly WithdrawalEvent[],
): WithdrawalTrackerStep[] {
  const events = history
    .map((e, i) => ({ e, i, t: Date.parse(e.at) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map(({ e }) => e);
  const first = events[0];
  if (!first) return [];
  const steps = [step(kind === 'AUTOSWEEP' ? 'autosweep_initiated' : 'withdrawal_initiated', 'done', first.at)];
  let sentAt: string | null = null;
  for (const { status, at } of events.slice(1)) {
    if (status === 'SENT_TO_BANK' || (status === 'COMPLETED' && sentAt === null)) {
      sentAt ??= at;
      if (!steps.some((s) => s.key === 'sent_to_bank')) steps.push(step('sent_to_bank', 'done', at));
    }
    if (status === 'COMPLETED') return [...steps, step('withdrawal_complete', 'done', at)];
    if (status === 'RETURNED') return [...steps, step('withdrawal_returned', 'failed', at)];
    if (status === 'CANCELLED') return [...steps, step('withdrawal_cancelled', 'failed', at)];
  }
  const toCome: WithdrawalStepKey[] = sentAt ? ['withdrawal_complete'] : ['sent_to_bank', 'withdrawal_complete'];
  return [...steps, ...toCome.map((key, i) => step(key, i === 0 ? 'current' : 'upcoming', null))];
}
