import { postLoginTarget } from '@corridor/domain/access';
import { useNavigate } from 'react-router';
import { SetPasswordPage } from '@/features/auth/pages/set-password-page.tsx';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { readRedirectTarget } from '@/lib/session/redirect-target.ts';
import { getSession } from '@/lib/session/session-store.ts';

/** /r/setpassword: once the password is the user's own, continue as a fresh sign-in would. */
export function SetPasswordRoute() {
  const navigate = useNavigate();
  const details = useClientDetails();
  const onDone = () => {
    const { user } = getSession();
    if (!user) return;
    void navigate(postLoginTarget(user, details.data?.client ?? null, readRedirectTarget()), { replace: true });
  };
  return <SetPasswordPage onDone={onDone} />;
}
