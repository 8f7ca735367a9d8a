import type { ReactNode } from 'react';
import { SessionsSection } from './sessions-section.tsx';

/**
 * One section of Settings, Security. The tab is a list of these so more can be added beside the password and the
 * sessions (two-step verification and passkeys live in `two-factor-*.tsx` and `passkeys-*.tsx` in this folder).
 */
export type SecuritySection = { id: string; title: string; description?: string; content: ReactNode };

/** The sections every user has; the route page adds the password form it composes from the auth feature. */
export function securitySections({ changePassword }: { changePassword: ReactNode }): SecuritySection[] {
  return [
    {
      id: 'password',
      title: 'Password',
      description: 'Changing it signs you out everywhere else.',
      content: <div className="settings-form">{changePassword}</div>,
    },
    {
      id: 'sessions',
      title: 'Where you are signed in',
      description: 'If you do not recognise a session, sign it out and change your password.',
      content: <SessionsSection />,
    },
  ];
}

export function SecurityTab({ sections }: { sections: readonly SecuritySection[] }) {
  return (
    <div className="stack">
      {sections.map((s) => (
        <section key={s.id} className="panel" aria-labelledby={`security-${s.id}`}>
          <h2 id={`security-${s.id}`} className="section-title">
            {s.title}
          </h2>
          {s.description ? <p className="muted settings-lead">{s.description}</p> : null}
          {s.content}
        </section>
      ))}
    </div>
  );
}
