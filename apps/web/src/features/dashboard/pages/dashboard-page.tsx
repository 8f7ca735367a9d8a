import { useSessionUser } from '@/lib/session/session-store.ts';
import { PageTitle } from '@/ui/page-title.tsx';
import { ActivitySection } from '../components/activity-section.tsx';
import { BalancesSection } from '../components/balances-section.tsx';
import { HistorySection } from '../components/history-section.tsx';
import { QuickActions } from '../components/quick-actions.tsx';
import '../dashboard.css';

type DashboardPageProps = {
  canOpen: (path: string) => boolean;
  /** Whether a page is built; shortcuts to the others are marked as not yet available. */
  isAvailable: (path: string) => boolean;
  /** Opens the feedback dialog; absent when feedback is turned off. */
  onLeaveFeedback?: () => void;
  /** The business's UTC offset, for the dates of recent activity. */
  timeZone?: string;
};

/** /r/dashboard: balances and their total, balance over time, recent activity and quick actions. */
export function DashboardPage({ canOpen, isAvailable, onLeaveFeedback, timeZone }: DashboardPageProps) {
  const user = useSessionUser();
  const firstName = user?.name.split(/\s+/)[0];
  const statementHref = canOpen('/r/account-statement') ? '/r/account-statement' : undefined;
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
      <BalancesSection
        accountsHref={canOpen('/r/myaccounts') ? '/r/myaccounts' : undefined}
        canOpen={canOpen}
        isAvailable={isAvailable}
      />
      <div className="dashboard-grid">
        <HistorySection />
        <ActivitySection timeZone={timeZone} statementHref={statementHref} />
      </div>
      <QuickActions canOpen={canOpen} isAvailable={isAvailable} onLeaveFeedback={onLeaveFeedback} />
    </div>
  );
}
