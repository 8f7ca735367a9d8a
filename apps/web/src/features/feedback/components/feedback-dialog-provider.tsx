import { CSAT_PAGE_MAX } from '@corridor/contracts/feedback/csat-rating';
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import { useLocation } from 'react-router';

// The dialog loads on first use, so the shell every page carries does not grow by a form nobody opened.
const FeedbackDialog = lazy(() => import('./feedback-dialog.tsx').then((m) => ({ default: m.FeedbackDialog })));

/** Opens the feedback dialog; null when feedback is turned off, so triggers hide themselves. */
const OpenFeedbackContext = createContext<(() => void) | null>(null);

/**
 * One feedback dialog for the whole shell: the header icon and the dashboard's quick action open the same one.
 * The app decides `isEnabled` (the CSAT_RATING_DISABLED flag), since a feature cannot read another's data.
 */
export function FeedbackDialogProvider({ isEnabled, children }: { isEnabled: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const [page, setPage] = useState<string | null>(null);
  const open = useCallback(() => setPage(pathname.slice(0, CSAT_PAGE_MAX)), [pathname]);
  return (
    <OpenFeedbackContext value={isEnabled ? open : null}>
      {children}
      {page === null ? null : (
        <Suspense fallback={null}>
          <FeedbackDialog page={page} onClose={() => setPage(null)} />
        </Suspense>
      )}
    </OpenFeedbackContext>
  );
}

export function useOpenFeedback(): (() => void) | null {
  return useContext(OpenFeedbackContext);
}
