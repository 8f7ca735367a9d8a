import { isNavEntryActive, type NavBadge, type NavEntry } from '@corridor/domain/nav';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '@/ui/icons.tsx';
import { SoonBadge } from '@/ui/soon-badge.tsx';
import '../shell.css';

type Props = {
  entries: readonly NavEntry[];
  /** The route pattern of the page being shown, to mark the current entry. */
  activePattern: string | undefined;
  /** Whether an entry's page is built; the others are marked as not yet available. */
  isAvailable: (path: string) => boolean;
  onNavigate?: () => void;
  id?: string;
};

const BADGE_LABEL: Record<NavBadge, string> = { beta: 'Beta', new: 'New' };

/** The side navigation. What it shows was decided by `visibleNav`; this only renders it. */
export function SideNav({ entries, activePattern, isAvailable, onNavigate, id }: Props) {
  return (
    <nav className="side-nav" aria-label="Main" id={id}>
      <ul>
        {entries.map((entry) =>
          entry.children ? (
            <NavGroup
              key={entry.id}
              entry={entry}
              activePattern={activePattern}
              isAvailable={isAvailable}
              onNavigate={onNavigate}
            />
          ) : (
            <li key={entry.id}>
              <NavLink entry={entry} activePattern={activePattern} isAvailable={isAvailable} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function NavLink({ entry, activePattern, isAvailable, onNavigate }: { entry: NavEntry } & Omit<Props, 'entries'>) {
  const isActive = isNavEntryActive(entry, activePattern);
  const path = entry.path ?? '/';
  return (
    <Link
      to={path}
      className={isActive ? 'nav-link is-active' : 'nav-link'}
      aria-current={isActive ? 'page' : undefined}
      onClick={onNavigate}
    >
      <span>{entry.label}</span>
      {entry.badge ? <span className={`nav-badge nav-badge-${entry.badge}`}>{BADGE_LABEL[entry.badge]}</span> : null}
      {isAvailable(path) ? null : <SoonBadge />}
    </Link>
  );
}

function NavGroup({ entry, activePattern, isAvailable, onNavigate }: { entry: NavEntry } & Omit<Props, 'entries'>) {
  const isActive = isNavEntryActive(entry, activePattern);
  // A group opens by itself when one of its pages is shown; otherwise the user opens it.
  const [isOpen, setOpen] = useState(isActive);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        className={isActive ? 'nav-link nav-group is-active' : 'nav-link nav-group'}
        aria-expanded={isOpen || isActive}
        aria-controls={listId}
        onClick={() => setOpen((open) => !open)}
      >
        <span>{entry.label}</span>
        {entry.badge ? <span className={`nav-badge nav-badge-${entry.badge}`}>{BADGE_LABEL[entry.badge]}</span> : null}
        <span className={isOpen || isActive ? 'nav-chevron is-open' : 'nav-chevron'}>
          <ChevronDownIcon />
        </span>
      </button>
      <ul id={listId} className="nav-children" hidden={!(isOpen || isActive)}>
        {(entry.children ?? []).map((child) => (
          <li key={child.id}>
            <NavLink entry={child} activePattern={activePattern} isAvailable={isAvailable} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}
