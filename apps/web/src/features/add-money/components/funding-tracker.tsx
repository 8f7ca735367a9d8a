import type { TFunding } from '@corridor/contracts/fundings/funding';
import { formatDateTime } from '@corridor/domain/dates';

const STATE_TEXT = { done: 'done', current: 'in progress', upcoming: 'to come', failed: 'stopped' } as const;

/** The funding's steps (spec §4 tracker): done with their times, the current one, what is to come, or where it stopped. */
export function FundingTracker({ funding, timeZone }: { funding: TFunding; timeZone?: string }) {
  return (
    <ol className="funding-tracker" aria-label={`Progress of ${funding.reference}`}>
      {funding.tracker.map((step) => (
        <li
          key={step.key}
          className={`funding-step is-${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="funding-dot" aria-hidden="true" />
          <span className="funding-step-label">
            {step.label}
            <span className="visually-hidden">, {STATE_TEXT[step.state]}</span>
          </span>
          {step.at ? <span className="muted funding-step-time">{formatDateTime(step.at, timeZone)}</span> : null}
        </li>
      ))}
    </ol>
  );
}
