import { Link } from 'react-router';
import { useSessionUser } from '@/lib/session/session-store.ts';
import { PageTitle } from '@/ui/page-title.tsx';

type QuickAction = { label: string; description: string; to: string };

/** Spec §2: the dashboard's quick actions. Balances and recent activity join them with the accounts capability. */
const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'Send money', description: 'Pay a supplier or a team member abroad.', to: '/r/send' },
  { label: 'Add a contact', description: 'Save a recipient and their bank details.', to: '/r/contacts' },
  { label: 'Leave feedback', description: 'Tell us what would make Corridor better for you.', to: '/r/help#feedback' },
];

export function DashboardPage({ canOpen }: { canOpen: (path: string) => boolean }) {
  const user = useSessionUser();
  const firstName = user?.name.split(/\s+/)[0];
  const actions = QUICK_ACTIONS.filter((a) => canOpen(a.to));
  return (
    <div className="page">
      <PageTitle
        title="Dashboard"
        description={
          firstName
            ? `Welcome, ${firstName}. Your balances, recent activity and shortcuts in one place.`
            : 'Your balances, recent activity and shortcuts in one place.'
        }
      />
      {actions.length > 0 ? (
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
      ) : null}
    </div>
  );
}
