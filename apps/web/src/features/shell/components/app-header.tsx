import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FeedbackIcon, HelpIcon, LogoMark } from '@/ui/icons.tsx';
import '../shell.css';

type Props = {
  homeHref: string;
  /** Shown only on small screens, where the side navigation folds away. */
  menuToggle?: ReactNode;
  /** The help page, if this user may open it; until it is built the icon says it is not available yet. */
  help: { href: string; isAvailable: boolean } | null;
  /** Opens the feedback dialog; null hides the icon (feedback turned off). */
  onFeedback: (() => void) | null;
  userMenu: ReactNode;
};

/** The top bar: brand, feedback and help icons, and the user menu. */
export function AppHeader({ homeHref, menuToggle, help, onFeedback, userMenu }: Props) {
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
        {help ? (
          <Link
            to={help.href}
            className={help.isAvailable ? 'icon-button' : 'icon-button is-soon'}
            aria-label={help.isAvailable ? 'Help' : 'Help (not yet available)'}
            title={help.isAvailable ? 'Help' : 'Help: not yet available'}
          >
            <HelpIcon />
          </Link>
        ) : null}
        {userMenu}
      </div>
    </header>
  );
}
