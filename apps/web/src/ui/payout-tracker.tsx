import { formatDateTime } from '@corridor/domain/dates';
import './payout.css';

/** One step of a transaction's tracker, as the API works it out (a payout's, a withdrawal's, an exchange's…). */
export type TrackerStep = {
  key: string;
  label: string;
  state: 'done' | 'current' | 'upcoming' | 'failed';
  at: string | null;
};

const STATE_WORDS = { done: 'done', current: 'in progress', upcoming: 'to come', failed: 'stopped here' } as const;

/**
 * A payout's tracker, or any transaction's (spec §4 tracker steps), exactly as the API worked it out: steps done
 * with their time, the one under way, those to come, or where it stopped. Each step's state is in words for screen
 * readers, not only in its colour.
 */
export function PayoutTracker({ steps, timeZone }: { steps: readonly TrackerStep[]; timeZone?: string }) {
  return (
    <ol className="payout-tracker" aria-label="Progress">
      {steps.map((s, i) => (
        <li
          // The same step can come twice (an RFI round each time), so its place names it; steps never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={`${s.key}-${i}`}
          className={`payout-step is-${s.state}`}
          aria-current={s.state === 'current' ? 'step' : undefined}
        >
          <span className="payout-step-dot" aria-hidden="true" />
          <span className="payout-step-text">
            <span className="payout-step-label">
              {s.label}
              <span className="visually-hidden"> ({STATE_WORDS[s.state]})</span>
            </span>
            {s.at ? <span className="payout-step-at">{formatDateTime(s.at, timeZone)}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
