import { shouldRefreshClientDetails } from '@corridor/domain/access';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { clientKeys } from '../api/client-keys.ts';

/**
 * Spec §7: client details and configuration are fetched on load and again on each route change, except on the
 * send and approval pages, where a refresh would disturb a payment being prepared.
 */
export function useRefreshOnNavigate(pathname: string) {
  const queryClient = useQueryClient();
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (shouldRefreshClientDetails(pathname)) void queryClient.invalidateQueries({ queryKey: clientKeys.all });
  }, [pathname, queryClient]);
}
