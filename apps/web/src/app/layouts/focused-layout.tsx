import { PATHS } from '@corridor/domain/paths';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useClientContext } from '@/features/client/hooks/use-client-context.ts';
import { PageSpinner } from '@/ui/spinner.tsx';
import { ShellHeader } from './shell-header.tsx';
import './layouts.css';

/**
 * Signed-in pages without the side panel (spec §2): set password, individual and group send, add money, … With no
 * menu to leave by, each has a way back to the dashboard — but set password, which must be done first.
 */
export function FocusedLayout() {
  const { client } = useClientContext();
  const { pathname } = useLocation();
  return (
    <div className="shell shell-focused">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className="shell-body">
        <ShellHeader isWallet={client?.isWalletVariant ?? false} />
        <main id="main" className="shell-main shell-main-focused" tabIndex={-1}>
          {pathname === PATHS.setPassword ? null : (
            <Link to={PATHS.dashboard} className="focused-back">
              <span aria-hidden="true">← </span>Back to dashboard
            </Link>
          )}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
