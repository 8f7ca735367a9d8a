import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SoonBadge } from './soon-badge.tsx';
import './action-cards.css';

/** Shortcut cards in a grid; `label` names the list where no heading does. */
export function ActionCards({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className="action-cards" aria-label={label}>
      {children}
    </ul>
  );
}

type CardText = { label: string; description: string };

/** A card that goes to a page; `isSoon` where that page is not built yet (it still goes there, and says so). */
export function ActionCardLink({
  to,
  label,
  description,
  isSoon = false,
}: CardText & { to: string; isSoon?: boolean }) {
  return (
    <li>
      <Link to={to} className="action-card">
        <span className="action-card-label">
          {label}
          {isSoon ? <SoonBadge /> : null}
        </span>
        <span className="action-card-description">{description}</span>
      </Link>
    </li>
  );
}

/** A card that opens a dialog. */
export function ActionCardButton({ label, description, onClick }: CardText & { onClick: () => void }) {
  return (
    <li>
      <button type="button" className="action-card" aria-haspopup="dialog" onClick={onClick}>
        <span className="action-card-label">{label}</span>
        <span className="action-card-description">{description}</span>
      </button>
    </li>
  );
}
