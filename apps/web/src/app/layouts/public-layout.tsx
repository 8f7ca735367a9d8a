import { Suspense, useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { markSessionEndHandled } from '@/lib/session/session-store.ts';
import { LogoMark } from '@/ui/icons.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import './layouts.css';

/** Sign-in, password, onboarding and system pages: the brand and one centred column. */
export function PublicLayout() {
  // Reaching a public page (sign-in) completes a logout or session end; later private visits are ordinary again.
  useEffect(() => markSessionEndHandled(), []);
  return (
    <div className="public">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="public-header">
        <Link to="/" className="brand" aria-label="Corridor home">
          <LogoMark />
          <span>Corridor</span>
        </Link>
      </header>
      <main id="main" className="public-main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="public-footer">
        <p>Corridor · cross-border payments for business</p>
      </footer>
    </div>
  );
}
