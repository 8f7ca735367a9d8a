import { truncateName } from '@corridor/domain/access';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { initials } from '@/lib/format.ts';
import { ChevronDownIcon } from '@/ui/icons.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useDismiss } from '@/ui/use-dismiss.ts';

type Props = { name: string; settingsHref: string; onLogout: () => void; isLoggingOut: boolean };

/** The header's user dropdown (spec §2): Settings and Logout. Escape or a click outside closes it. */
export function UserMenu({ name, settingsHref, onLogout, isLoggingOut }: Props) {
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useDismiss(isOpen, rootRef, buttonRef, close);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((open) => !open)}
      >
        <span className="avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="user-name" title={name}>
          {truncateName(name)}
        </span>
        <ChevronDownIcon />
      </button>
      {isOpen ? (
        <ul className="user-menu-list" id={menuId}>
          <li>
            <Link to={settingsHref} className="user-menu-item" onClick={() => setOpen(false)}>
              Settings
            </Link>
          </li>
          <li>
            <button type="button" className="user-menu-item" onClick={onLogout} disabled={isLoggingOut}>
              {isLoggingOut ? <Spinner label="Signing out" /> : null}
              Logout
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
