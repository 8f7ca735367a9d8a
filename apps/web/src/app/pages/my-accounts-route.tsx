import { canAccess } from '@corridor/domain/access';
import { MyAccountsPage } from '@/features/accounts/pages/my-accounts-page.tsx';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { useConfiguration } from '@/features/client/api/get-configuration.ts';
import { useSessionUser } from '@/lib/session/session-store.ts';
import { isRouteAvailable } from '../route-availability.ts';

/** /r/myaccounts: the business's entity and the dev-tools switch come from the client feature. */
export function MyAccountsRoute() {
  const details = useClientDetails();
  const configuration = useConfiguration();
  const user = useSessionUser();
  return (
    <MyAccountsPage
      entity={details.data?.client.client_legal_entity}
      areDevToolsOn={configuration.data?.isDevMailboxEnabled ?? false}
      canOpen={(path) => user !== null && canAccess(path, user)}
      isAvailable={isRouteAvailable}
    />
  );
}
