import { formatDateTime } from '@corridor/domain/dates';
import type { TrackerStep } from './payout-tracker.tsx';
import './step-tracker.css';

const STATE_TEXT = { done: 'done', current: 'in progress', upcoming: 'to come', failed: 'stopped' } as const;

/**
 * A short tracker (spec §4: a funding's or a withdrawal's steps): done with their times, the current one, what is to
 * come, or where it stopped, each state in words for screen readers too. A payout's fuller one is PayoutTracker.
 */
export function StepTracker({
  steps,
  label,
  timeZone,
  isStackedOnPhone = false,
}: {
  steps: readonly TrackerStep[];
  /** The list's accessible name ("Progress of FW1000000001"). */
  label: string;
  timeZone?: string;
  /** On a phone, each time under its step (for a tracker in a narrow place). */
  isStackedOnPhone?: boolean;
}) {
  return (
    <ol className={isStackedOnPhone ? 'step-tracker is-stacked-on-phone' : 'step-tracker'} aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={`step-tracker-step is-${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="step-tracker-dot" aria-hidden="true" />
          <span className="step-tracker-label">
            {step.label}
            <span className="visually-hidden">, {STATE_TEXT[step.state]}</span>
          </span>
          {step.at ? <span className="muted step-tracker-time">{formatDateTime(step.at, timeZone)}</span> : null}
        </li>
      ))}
    </ol>
  );
}
