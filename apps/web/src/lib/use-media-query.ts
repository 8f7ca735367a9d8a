import { useSyncExternalStore } from 'react';

/** Follows a CSS media query, so scripts switch layouts at exactly the same width as the stylesheet. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
