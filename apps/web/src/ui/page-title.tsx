import { type ReactNode, useEffect } from 'react';
import './page-title.css';

/**
 * The page's one <h1>; also names the browser tab, so history and screen readers say where you are. After a
 * navigation the app moves focus here (tabIndex -1: focusable from script, not a Tab stop).
 */
export function PageTitle({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Corridor`;
  }, [title]);
  return (
    <header className="page-title">
      <div>
        <h1 tabIndex={-1}>{title}</h1>
        {description ? <p className="page-description">{description}</p> : null}
      </div>
      {actions ? <div className="page-actions">{actions}</div> : null}
    </header>
  );
}
