import { formatDateTime } from '@corridor/domain/dates';
import '@/ui/payout.css';

export type TrackerStep = {
  key: string;
  label: string;
  state: 'done' | 'current' | 'upcoming' | 'failed';
  at: string | null;
};

const STATE_WORDS = { done: 'done', current: 'in progress', upcoming: 'to come', failed: 'stopped here' } as const;

/**
 * Any transaction's tracker (spec §4 tracker steps), drawn like a payout's: steps done with their time, the one under
 * way, those to come, or where it stopped; each state in words for screen readers, not only in colour.
 */
export function TransactionTracker({ steps, timeZone }: { steps: readonly TrackerStep[]; timeZone?: string }) {
  return (
    <ol className="payout-tracker" aria-label="Progress">
      {steps.map((s, i) => (
        <li
          // A step can repeat (an RFI round each time), so its place names it; steps never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={`${s.key}-${i}`}
          className={`payout-step is-${s.state}`}
          aria-current={s.state === 'current' ? 'step' : undefined}
        >
          <span className="payout-step-dot" aria-hidden="true" />
          <span className="payout-step-text">
            <span className="payout-step-label">
              {s.label}
              <span className="visually-hidden">, {STATE_WORDS[s.state]}</span>
            </span>
            {s.at ? <span className="payout-step-at">{formatDateTime(s.at, timeZone)}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
