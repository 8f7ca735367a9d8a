import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const WAIT_MS = 5000;

/**
 * After a navigation (a new path, not a new query string), focus moves to the new page's <h1>, so keyboard and
 * screen-reader users start at the top of what changed instead of on a link that is gone. A page still loading
 * gets its heading focused when it appears. The first page of a visit keeps the browser's own start.
 */
export function useRouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}

function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  // A heading is not a control: it takes focus from script only, never from Tab.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}
