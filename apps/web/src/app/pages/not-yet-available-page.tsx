import { fallbackFor } from '@corridor/domain/access';
import { Link, useLocation, useNavigate } from 'react-router';
import { useClientContext } from '@/features/client/hooks/use-client-context.ts';
import { useSessionUser } from '@/lib/session/session-store.ts';
import { Button, buttonClass } from '@/ui/button.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { matchRoute, PATHS } from '../paths.ts';
import { describeRoute } from '../route-descriptions.ts';
import './not-yet-available-page.css';

/**
 * Every route of the table whose page is not built yet shows this one page: its real title, what it will be for,
 * that it is not available yet, and a way back (the previous page, and the person's home page).
 */
export function NotYetAvailablePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const route = matchRoute(location.pathname);
  const user = useSessionUser();
  const ctx = useClientContext(user !== null);
  const home = user ? fallbackFor(user, ctx) : PATHS.login;
  const isHome = matchRoute(home)?.path === route?.path;
  // React Router marks the first entry of a visit "default": there is nothing of ours to go back to.
  const canGoBack = location.key !== 'default';
  return (
    <div className="page">
      <PageTitle title={route?.title ?? 'Corridor'} description={describeRoute(route)} />
      <section className="panel not-yet-available" aria-labelledby="not-yet-available-title">
        <h2 id="not-yet-available-title" className="section-title">
          Not available yet
        </h2>
        <p>We are still building this page. Everything else in Corridor works as usual.</p>
        <div className="toolbar-actions">
          {canGoBack ? (
            <Button variant="secondary" onClick={() => void navigate(-1)}>
              Go back
            </Button>
          ) : null}
          {isHome ? null : (
            <Link to={home} className={buttonClass(canGoBack ? 'secondary' : 'primary')}>
              {user ? `Go to ${matchRoute(home)?.title ?? 'Corridor'}` : 'Go to sign in'}
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
