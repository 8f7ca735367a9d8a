import { describe, expect, it } from 'vitest';
import { withdrawalTrackerSteps } from './tracker.ts';

const at = (m: number) => new Date(Date.UTC(2026, 2, 5, 9, m)).toISOString();
const view = (steps: ReturnType<typeof withdrawalTrackerSteps>) => steps.map((s) => `${s.label}:${s.state}`);

describe('[WITHDRAWAL TRACKER] steps from the status history', () => {
  it('shows what is done and what is to come while a withdrawal is under way', () => {
    expect(view(withdrawalTrackerSteps('WITHDRAWAL', [{ status: 'PENDING', at: at(0) }]))).toEqual([
      'Withdrawal initiated:done',
      'Sent to bank:current',
      'Withdrawal complete:upcoming',
    ]);
    const sent = withdrawalTrackerSteps('WITHDRAWAL', [
      { status: 'PENDING', at: at(0) },
      { status: 'PROCESSING', at: at(1) },
      { status: 'SENT_TO_BANK', at: at(2) },
    ]);
    expect(view(sent)).toEqual(['Withdrawal initiated:done', 'Sent to bank:done', 'Withdrawal complete:current']);
    expect(sent[1]!.at).toBe(at(2));
  });

  it('ends with complete, or with one failed step: returned or cancelled', () => {
    const done = [
      { status: 'PENDING', at: at(0) },
      { status: 'PROCESSING', at: at(1) },
      { status: 'SENT_TO_BANK', at: at(2) },
    ] as const;
    expect(view(withdrawalTrackerSteps('WITHDRAWAL', [...done, { status: 'COMPLETED', at: at(3) }]))).toEqual([
      'Withdrawal initiated:done',
      'Sent to bank:done',
      'Withdrawal complete:done',
    ]);
    expect(view(withdrawalTrackerSteps('WITHDRAWAL', [...done, { status: 'RETURNED', at: at(3) }]))).toEqual([
      'Withdrawal initiated:done',
      'Sent to bank:done',
      'Withdrawal returned:failed',
    ]);
    expect(
      view(
        withdrawalTrackerSteps('WITHDRAWAL', [
          { status: 'PENDING', at: at(0) },
          { status: 'CANCELLED', at: at(1) },
        ]),
      ),
    ).toEqual(['Withdrawal initiated:done', 'Withdrawal cancelled:failed']);
  });

  it('starts a sweep with "Autosweep initiated", whatever order the events come in', () => {
    const steps = withdrawalTrackerSteps('AUTOSWEEP', [
      { status: 'COMPLETED', at: at(3) },
      { status: 'PENDING', at: at(0) },
    ]);
    expect(view(steps)).toEqual(['Autosweep initiated:done', 'Sent to bank:done', 'Withdrawal complete:done']);
    expect(withdrawalTrackerSteps('AUTOSWEEP', [])).toEqual([]);
  });
});
