import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FeedbackIcon, HelpIcon, LogoMark } from '@/ui/icons.tsx';

type Props = {
  homeHref: string;
  /** Shown only on small screens, where the side navigation folds away. */
  menuToggle?: ReactNode;
  helpHref: string | null;
  feedbackHref: string | null;
  userMenu: ReactNode;
};

/** The top bar: brand, feedback and help icons, and the user menu. */
export function AppHeader({ homeHref, menuToggle, helpHref, feedbackHref, userMenu }: Props) {
  return (
    <header className="app-header">
      <div className="app-header-start">
        {menuToggle}
        <Link to={homeHref} className="brand brand-header" aria-label="Corridor home">
          <LogoMark />
          <span>Corridor</span>
        </Link>
      </div>
      <div className="app-header-end">
        {feedbackHref ? (
          <Link to={feedbackHref} className="icon-button" aria-label="Feedback" title="Feedback">
            <FeedbackIcon />
          </Link>
        ) : null}
        {helpHref ? (
          <Link to={helpHref} className="icon-button" aria-label="Help" title="Help">
            <HelpIcon />
          </Link>
        ) : null}
        {userMenu}
      </div>
    </header>
  );
}
