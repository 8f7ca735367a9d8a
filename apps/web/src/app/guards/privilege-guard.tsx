import { canAccess, fallbackFor } from '@corridor/domain/access';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useClientContext } from '@/features/client/hooks/use-client-context.ts';
import { isApiError, loadErrorMessage } from '@/lib/api/api-error.ts';
import { useSessionUser } from '@/lib/session/session-store.ts';
import { ErrorPanel } from '@/ui/error-panel.tsx';
import { PageIntro } from '@/ui/page-intro.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { matchRoute } from '../paths.ts';
import { isHiddenByMenus } from './hidden-by-menus.ts';

/**
 * Privileged routes open only for users whose menus include them and do not hide them; others go to their
 * fall-back page (spec §2, §6). The client and its flags decide what the menus hide, so the page waits for them.
 */
export function PrivilegeGuard() {
  const user = useSessionUser();
  const location = useLocation();
  const ctx = useClientContext(user !== null);
  if (!user) return null;
  // Failed for good (retries spent): say so and offer to try again. Rendering the page instead would mount new readers
  // of the failed query, each fetching it again and showing the spinner: a loop of "Loading" that never ends.
  if (ctx.loadError && !ctx.client) {
    if (isApiError(ctx.loadError) && ctx.loadError.isSessionError) return null;
    return (
      <div className="page">
        <ErrorPanel
          title="We could not load your business"
          message={loadErrorMessage(ctx.loadError)}
          onRetry={ctx.retry}
        />
      </div>
    );
  }
  if (ctx.isPending) return <PageSpinner />;
  const route = matchRoute(location.pathname);
  const isAllowed = canAccess(location.pathname, user) && !(route && isHiddenByMenus(route.path, { ...ctx, user }));
  if (isAllowed) return <Outlet />;
  const target = fallbackFor(user, ctx);
  // A user who may not open even their fall-back page would bounce forever; tell them instead.
  if (matchRoute(target)?.path === route?.path) {
    return (
      <PageIntro
        title="No access"
        description="Your login does not include this page. Ask an administrator of your business to give you access."
      />
    );
  }
  return <Navigate to={target} replace />;
}
