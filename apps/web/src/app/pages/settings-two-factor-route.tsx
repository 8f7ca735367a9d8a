import { canChangeClientSettings } from '@corridor/domain/access';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { TwoFactorSections } from '@/features/settings/components/security/two-factor-sections.tsx';
import { useSessionUser } from '@/lib/session/session-store.ts';
import { PageTitle } from '@/ui/page-title.tsx';

/**
 * /r/settings/two-factor: the sign-in methods beyond the mailbox (also a section of Settings → Security), and where
 * the business's sign-in policy sends a user who has none yet.
 */
export function SettingsTwoFactorRoute() {
  const details = useClientDetails();
  const user = useSessionUser();
  const isAdmin = canChangeClientSettings(user?.roles.map((r) => r.role_name) ?? []);
  return (
    <div className="page">
      <PageTitle
        title="Sign-in security"
        description="Sign in with an authenticator app or a passkey instead of a code sent to your email."
      />
      <TwoFactorSections timeZone={details.data?.client.utcOffset} isAdmin={isAdmin} />
    </div>
  );
}
