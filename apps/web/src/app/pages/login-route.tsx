import type { TSessionUser } from '@corridor/contracts/auth/session-user';
import { postLoginTarget, REDIRECT_PARAM } from '@corridor/domain/access';
import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LoginPage } from '@/features/auth/pages/login-page.tsx';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { clearRedirectTarget, readRedirectTarget } from '@/lib/session/redirect-target.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { PageSpinner } from '@/ui/spinner.tsx';
import { matchRoute } from '../paths.ts';

/** /login (and the wallet's /antom/login): the form while signed out, the post-login redirect once signed in. */
export function LoginRoute() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status === 'authenticated') return <AfterSignIn user={session.user} />;
  return <LoginPage title={matchRoute(pathname)?.title} />;
}

function AfterSignIn({ user }: { user: TSessionUser }) {
  const [params] = useSearchParams();
  const details = useClientDetails();
  const isReady = !details.isPending;
  useEffect(() => {
    if (isReady) clearRedirectTarget();
  }, [isReady]);
  if (!isReady) return <PageSpinner label="Signing you in…" />;
  const stored = params.get(REDIRECT_PARAM) ?? readRedirectTarget();
  return <Navigate to={postLoginTarget(user, details.data?.client ?? null, stored)} replace />;
}
