import type { ReactNode } from 'react';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSections } from './two-factor-sections.tsx';

/**
 * One section of Settings, Security. The tab is a list of these so more can be added beside the password and the
 * sessions (two-step verification and passkeys live in `two-factor-*.tsx` and `passkeys-*.tsx` in this folder).
 */
export type SecuritySection = {
  id: string;
  title: string;
  description?: string;
  content: ReactNode;
  /** The content draws its own panels and headings (the second-factor sections). */
  isBare?: boolean;
};

/**
 * The sections every user has: the password form (composed by the route page from the auth feature), the second
 * factors (authenticator app, passkeys and, for admins, the business's sign-in policy) and the live sessions.
 */
export function securitySections({
  changePassword,
  timeZone,
  isAdmin,
}: {
  changePassword: ReactNode;
  timeZone?: string;
  isAdmin: boolean;
}): SecuritySection[] {
  return [
    {
      id: 'password',
      title: 'Password',
      description: 'Changing it signs you out everywhere else.',
      content: <div className="settings-form">{changePassword}</div>,
    },
    {
      id: 'two-factor',
      title: 'Two-step verification',
      content: <TwoFactorSections timeZone={timeZone} isAdmin={isAdmin} />,
      isBare: true,
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
      {sections.map((s) =>
        s.isBare ? (
          <div key={s.id}>{s.content}</div>
        ) : (
          <section key={s.id} className="panel" aria-labelledby={`security-${s.id}`}>
            <h2 id={`security-${s.id}`} className="section-title">
              {s.title}
            </h2>
            {s.description ? <p className="muted settings-lead">{s.description}</p> : null}
            {s.content}
          </section>
        ),
      )}
    </div>
  );
}
