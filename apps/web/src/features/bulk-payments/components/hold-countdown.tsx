import { useEffect, useRef } from 'react';
import { formatTimeLeft } from '@/lib/fx-text.ts';
import { useNow } from '@/lib/use-now.ts';

type HoldCountdownProps = {
  /** When the batch's rates stop being held, on this browser's clock (ms). */
  expiresAt: number;
  /** Called once when the hold runs out, so the page can stop payment and offer a new hold. */
  onExpire: () => void;
};

/**
 * Spec §4 "Bulk review has a countdown for the locked FX rate": the time left on the batch's hold, ticking every
 * second but not read out every second (a timer with aria-live off). When it reaches zero the rates are stale.
 */
export function HoldCountdown({ expiresAt, onExpire }: HoldCountdownProps) {
  const now = useNow(true);
  const left = expiresAt - now;
  const hasFired = useRef(false);
  useEffect(() => {
    if (left > 0) {
      hasFired.current = false;
      return;
    }
    if (hasFired.current) return;
    hasFired.current = true;
    onExpire();
  }, [left, onExpire]);
  return (
    <p role="timer" aria-live="off" className={left > 0 ? 'bulk-countdown' : 'bulk-countdown is-expired'}>
      {left > 0 ? (
        <>
          Rates locked for <strong>{formatTimeLeft(left)}</strong>
        </>
      ) : (
        'The locked rates have run out. Lock new rates to pay this batch.'
      )}
    </p>
  );
}
