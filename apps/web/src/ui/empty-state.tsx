import type { ReactNode } from 'react';
import './empty-state.css';

/**
 * A calm panel for lists with nothing in them yet, with an optional next step. Its title is not a heading: the
 * section it sits in has one, and the outline stays in order wherever it is used.
 */
export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="empty-state" aria-label={title}>
      <p className="empty-state-title">{title}</p>
      {description ? <p>{description}</p> : null}
      {action ? <div className="empty-state-action">{action}</div> : null}
    </section>
  );
}
