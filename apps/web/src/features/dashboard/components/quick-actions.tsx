import { Link } from 'react-router';

type QuickAction = { label: string; description: string; to: string };

/** Spec §2: the dashboard's quick actions. Feedback lives on the help page until it has its own dialog. */
const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'Send money', description: 'Pay a supplier or a team member abroad.', to: '/r/send' },
  { label: 'Add a contact', description: 'Save a recipient and their bank details.', to: '/r/contacts' },
  { label: 'Leave feedback', description: 'Tell us what would make Corridor better for you.', to: '/r/help#feedback' },
];

/** Only the actions this user may open are offered. */
export function QuickActions({ canOpen }: { canOpen: (path: string) => boolean }) {
  const actions = QUICK_ACTIONS.filter((a) => canOpen(a.to));
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby="quick-actions-title" className="section">
      <h2 id="quick-actions-title" className="section-title">
        Quick actions
      </h2>
      <ul className="quick-actions">
        {actions.map((action) => (
          <li key={action.label}>
            <Link to={action.to} className="quick-action">
              <span className="quick-action-label">{action.label}</span>
              <span className="quick-action-description">{action.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
