import { canAccess } from '@corridor/domain/access';
import type { ReactNode } from 'react';
import { useOpenFeedback } from '@/features/feedback/components/feedback-dialog-provider.tsx';
import { AppHeader } from '@/features/shell/components/app-header.tsx';
import { UserMenu } from '@/features/shell/components/user-menu.tsx';
import { useSessionUser } from '@/lib/session/session-store.ts';
import { useLogoutAction } from '../hooks/use-logout-action.ts';
import { PATHS } from '../paths.ts';
import { isRouteAvailable } from '../route-availability.ts';

/** The header wired to the session: user menu (Settings, Logout), help where allowed, feedback unless off. */
export function ShellHeader({ menuToggle, isWallet }: { menuToggle?: ReactNode; isWallet: boolean }) {
  const user = useSessionUser();
  const { logout, isPending } = useLogoutAction();
  const openFeedback = useOpenFeedback();
  if (!user) return null;
  const helpPath = isWallet ? '/r/ant/help' : '/r/help';
  const settingsHref = isWallet ? '/r/ant/settings' : PATHS.settings;
  return (
    <AppHeader
      homeHref={PATHS.root}
      menuToggle={menuToggle}
      help={canAccess(helpPath, user) ? { href: helpPath, isAvailable: isRouteAvailable(helpPath) } : null}
      onFeedback={openFeedback}
      userMenu={
        <UserMenu
          name={user.name}
          settingsHref={settingsHref}
          isSettingsAvailable={isRouteAvailable(settingsHref)}
          onLogout={logout}
          isLoggingOut={isPending}
        />
      }
    />
  );
}
