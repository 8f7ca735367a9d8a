import { useEffect, useState } from 'react';

/** The time now, updated every second while `isTicking`: what a visible countdown re-renders from. */
export function useNow(isTicking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isTicking]);
  return now;
}
