import { MOBILE_MEDIA_QUERY, WIDE_MEDIA_QUERY } from '@corridor/domain/display';
import { visibleNav } from '@corridor/domain/nav';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useClientContext } from '@/features/client/hooks/use-client-context.ts';
import { useRefreshOnNavigate } from '@/features/client/hooks/use-refresh-on-navigate.ts';
import { MenuToggle } from '@/features/shell/components/menu-toggle.tsx';
import { SideNav } from '@/features/shell/components/side-nav.tsx';
import { useSessionUser } from '@/lib/session/session-store.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { LogoMark } from '@/ui/icons.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { matchRoute, PATHS } from '../paths.ts';
import { isRouteAvailable } from '../route-availability.ts';
import { ShellHeader } from './shell-header.tsx';
import './layouts.css';

const MOBILE_NAV_ID = 'mobile-nav';

/** Signed-in pages with the side panel; under 767 px the panel becomes a drawer behind the menu button. */
export function AppShell() {
  const user = useSessionUser();
  const ctx = useClientContext();
  const location = useLocation();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const isWide = useMediaQuery(WIDE_MEDIA_QUERY);
  const [isMenuOpen, setMenuOpen] = useState(false);
  useRefreshOnNavigate(location.pathname);

  // A page change closes the drawer, as does growing past the mobile width.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to these changes
  useEffect(() => setMenuOpen(false), [location.pathname, isMobile]);

  if (!user) return null;
  // Until the client and its feature flags are known the menu stays empty rather than showing a guess that then
  // gains or loses entries: links appearing in an empty panel move nothing, links inserted above others do.
  const entries = ctx.isPending
    ? []
    : visibleNav({
        user,
        client: ctx.client,
        features: ctx.features,
        screen: isMobile ? 'mobile' : isWide ? 'wide' : 'tablet',
      });
  const activePattern = matchRoute(location.pathname)?.path;
  const isWallet = ctx.client?.isWalletVariant ?? false;

  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {isMobile ? null : (
        <aside className="sidebar">
          <Link to={PATHS.root} className="brand brand-sidebar" aria-label="Corridor home">
            <LogoMark />
            <span>Corridor</span>
          </Link>
          <SideNav entries={entries} activePattern={activePattern} isAvailable={isRouteAvailable} />
        </aside>
      )}
      <div className="shell-body">
        <ShellHeader
          isWallet={isWallet}
          menuToggle={
            isMobile ? (
              <MenuToggle isOpen={isMenuOpen} controls={MOBILE_NAV_ID} onToggle={() => setMenuOpen((o) => !o)} />
            ) : undefined
          }
        />
        {isMobile && isMenuOpen ? (
          <div className="mobile-drawer">
            <SideNav
              id={MOBILE_NAV_ID}
              entries={entries}
              activePattern={activePattern}
              isAvailable={isRouteAvailable}
            />
          </div>
        ) : null}
        <main id="main" className="shell-main" tabIndex={-1}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
