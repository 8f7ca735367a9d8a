import type { TClientDetailsResponse } from '@corridor/contracts/clients/client-details';
import { logoutTarget } from '@corridor/domain/access';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { restoreSession } from '@/features/auth/api/session.ts';
import { clientKeys } from '@/features/client/api/client-keys.ts';
import { onSessionEnded } from '@/lib/api/api-client.ts';
import { getSession } from '@/lib/session/session-store.ts';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';

const ENDED_MESSAGES: Record<string, { text: string; variant: 'warn' | 'info' }> = {
  concurrent_login: {
    text: 'You were signed out because your account signed in somewhere else.',
    variant: 'warn',
  },
  user_not_logged_in: { text: 'Your session has ended. Please sign in again.', variant: 'info' },
  csrf_token_mismatch: { text: 'For your security you were signed out. Please sign in again.', variant: 'info' },
};

/**
 * Restores the session at start-up and answers session errors (spec §8). The API client has already cancelled
 * requests, cleared the session and (for user_not_logged_in) saved the redirect; this stops queries, clears
 * the cache and goes to sign-in. The server session is not touched: with a shared cookie jar it may be a
 * newer session of the same browser.
 */
export function useSessionLifecycle() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (getSession().status !== 'unknown') return;
    const controller = new AbortController();
    void restoreSession(controller.signal);
    return () => controller.abort();
  }, []);

  useEffect(
    () =>
      onSessionEnded(({ code }) => {
        const details = queryClient.getQueryData<TClientDetailsResponse>(clientKeys.details);
        void queryClient.cancelQueries();
        queryClient.clear();
        const message = ENDED_MESSAGES[code];
        if (message) showSnackbar(message.text, message.variant);
        void navigate(logoutTarget(details?.client ?? null), { replace: true });
      }),
    [queryClient, navigate],
  );
}
