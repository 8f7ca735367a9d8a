import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FeedbackIcon, HelpIcon, LogoMark } from '@/ui/icons.tsx';

type Props = {
  homeHref: string;
  /** Shown only on small screens, where the side navigation folds away. */
  menuToggle?: ReactNode;
  helpHref: string | null;
  /** Opens the feedback dialog; null hides the icon (feedback turned off). */
  onFeedback: (() => void) | null;
  userMenu: ReactNode;
};

/** The top bar: brand, feedback and help icons, and the user menu. */
export function AppHeader({ homeHref, menuToggle, helpHref, onFeedback, userMenu }: Props) {
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
        {onFeedback ? (
          <button
            type="button"
            className="icon-button"
            aria-label="Feedback"
            aria-haspopup="dialog"
            title="Feedback"
            onClick={onFeedback}
          >
            <FeedbackIcon />
          </button>
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
