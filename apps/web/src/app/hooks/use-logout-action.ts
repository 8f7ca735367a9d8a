import type { TClientDetailsResponse } from '@corridor/contracts/clients/client-details';
import { logoutTarget } from '@corridor/domain/access';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '@/features/auth/api/logout.ts';
import { clientKeys } from '@/features/client/api/client-keys.ts';
import { abortPendingRequests } from '@/lib/api/api-client.ts';
import { clearRedirectTarget } from '@/lib/session/redirect-target.ts';
import { clearSession } from '@/lib/session/session-store.ts';

/** The user's own logout: end the server session, forget everything cached, go to the right sign-in page. */
export function useLogoutAction() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const run = async () => {
    setPending(true);
    const details = queryClient.getQueryData<TClientDetailsResponse>(clientKeys.details);
    abortPendingRequests();
    await logout();
    clearRedirectTarget();
    clearSession('logout');
    queryClient.clear();
    await navigate(logoutTarget(details?.client ?? null), { replace: true });
  };
  return { logout: () => void run(), isPending };
}
