import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useClientContext } from '@/features/client/hooks/use-client-context.ts';
import { PageSpinner } from '@/ui/spinner.tsx';
import { ShellHeader } from './shell-header.tsx';
import './layouts.css';

/** Signed-in pages without the side panel (spec §2): set password, individual and group send, add money, … */
export function FocusedLayout() {
  const { client } = useClientContext();
  return (
    <div className="shell shell-focused">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className="shell-body">
        <ShellHeader isWallet={client?.isWalletVariant ?? false} />
        <main id="main" className="shell-main shell-main-focused" tabIndex={-1}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
