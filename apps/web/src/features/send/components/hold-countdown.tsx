import { formatTimeLeft } from '@/lib/fx-text.ts';
import { useNow } from '@/lib/use-now.ts';

/**
 * How long the locked rate holds (its hold countdown): days at first, an approver has until then to decide; ticks
 * visibly, not read out every second. Without a hold the payment is priced at the live rate when it is created.
 */
export function HoldCountdown({ heldUntil }: { heldUntil: number | null }) {
  const now = useNow(heldUntil !== null);
  if (heldUntil === null) return <span>Live rate when the payment is created</span>;
  const left = heldUntil - now;
  return (
    <span role="timer" aria-live="off" className="send-hold">
      {left > 0 ? (
        <>
          Locked for you: <strong>{formatTimeLeft(left)}</strong> left
        </>
      ) : (
        'The locked rate has run out: go back to the review to lock a new one.'
      )}
    </span>
  );
}
