import { canAccess, fallbackFor } from '@corridor/domain/access';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useClientContext } from '@/features/client/hooks/use-client-context.ts';
import { useSessionUser } from '@/lib/session/session-store.ts';
import { PageIntro } from '@/ui/page-intro.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { matchRoute } from '../paths.ts';

/** Privileged routes open only for users whose menus include them; others go to their fall-back page (spec §2). */
export function PrivilegeGuard() {
  const user = useSessionUser();
  const location = useLocation();
  const isAllowed = user !== null && canAccess(location.pathname, user);
  const ctx = useClientContext(!isAllowed && user !== null);
  if (isAllowed) return <Outlet />;
  if (!user) return null;
  if (ctx.isPending) return <PageSpinner />;
  const target = fallbackFor(user, ctx);
  // A user who may not open even their fall-back page would bounce forever; tell them instead.
  if (matchRoute(target)?.path === matchRoute(location.pathname)?.path) {
    return (
      <PageIntro
        title="No access"
        description="Your login does not include this page. Ask an administrator of your business to give you access."
      />
    );
  }
  return <Navigate to={target} replace />;
}
