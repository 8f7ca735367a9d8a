import type { TWithdrawal } from '@corridor/contracts/withdrawals/withdrawal';
import { formatDateTime } from '@corridor/domain/dates';

const STATE_TEXT = { done: 'done', current: 'in progress', upcoming: 'to come', failed: 'stopped' } as const;

/** The withdrawal's steps (spec §4 tracker): done with their times, the current one, what is to come, or where it stopped. */
export function WithdrawalTracker({ withdrawal, timeZone }: { withdrawal: TWithdrawal; timeZone?: string }) {
  return (
    <ol className="withdrawal-tracker" aria-label={`Progress of ${withdrawal.reference}`}>
      {withdrawal.tracker.map((step) => (
        <li
          key={step.key}
          className={`tracker-step is-${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="tracker-dot" aria-hidden="true" />
          <span className="tracker-label">
            {step.label}
            <span className="visually-hidden">, {STATE_TEXT[step.state]}</span>
          </span>
          {step.at ? <span className="muted tracker-time">{formatDateTime(step.at, timeZone)}</span> : null}
        </li>
      ))}
    </ol>
  );
}
