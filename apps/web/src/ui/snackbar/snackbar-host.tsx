import { useEffect, useRef, useState } from 'react';
import { CloseIcon } from '../icons.tsx';
import { dismissSnackbar, type Snackbar, useSnackbars } from './snackbar-store.ts';
import './snackbar.css';

const VARIANT_LABEL = { success: 'Success', warn: 'Warning', info: 'Information', error: 'Error' } as const;

/**
 * Renders the snackbars; mounted once near the root. Marked as a top layer so that React Aria's modals, which hide
 * the rest of the page from assistive technology, leave it readable: "Copied" is announced inside a dialog too.
 */
export function SnackbarHost() {
  const snackbars = useSnackbars();
  return (
    <section className="snackbar-region" aria-label="Notifications" data-react-aria-top-layer="true">
      {snackbars.map((s) => (
        <SnackbarItem key={s.id} snackbar={s} />
      ))}
    </section>
  );
}

function SnackbarItem({ snackbar }: { snackbar: Snackbar }) {
  const [isPaused, setPaused] = useState(false);
  const remaining = useRef(snackbar.durationMs);

  // The clock stops while the pointer or focus is on the message, so nobody loses it while reading.
  useEffect(() => {
    if (isPaused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissSnackbar(snackbar.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [isPaused, snackbar.id]);

  return (
    <div
      className={`snackbar snackbar-${snackbar.variant}`}
      role="alert"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="visually-hidden">{VARIANT_LABEL[snackbar.variant]}: </span>
      <p className="snackbar-message">{snackbar.message}</p>
      <button
        type="button"
        className="snackbar-close"
        aria-label="Dismiss"
        onClick={() => dismissSnackbar(snackbar.id)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
