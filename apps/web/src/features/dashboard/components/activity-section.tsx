import { errorMessage } from '@/lib/api/api-error.ts';
import { ErrorPanel } from '@/ui/error-panel.tsx';
import { SkeletonBlock } from '@/ui/skeleton.tsx';
import { useRecentActivity } from '../api/get-recent-activity.ts';
import { RecentActivity } from './recent-activity.tsx';

/** The latest movements across accounts; a debit reads with a minus. */
export function ActivitySection({ timeZone, statementHref }: { timeZone?: string; statementHref?: string }) {
  const activity = useRecentActivity();
  return (
    <section aria-labelledby="activity-title" className="panel stack">
      <h2 id="activity-title" className="section-title">
        Recent activity
      </h2>
      {activity.isPending ? (
        <SkeletonBlock label="Loading recent activity" lines={5} />
      ) : activity.isError ? (
        <ErrorPanel
          title="We could not load recent activity"
          message={errorMessage(activity.error)}
          onRetry={() => void activity.refetch()}
          isRetrying={activity.isFetching}
        />
      ) : (
        <RecentActivity
          timeZone={timeZone}
          statementHref={statementHref}
          items={activity.data.items.map((i) => {
            const abs = i.amount.amountMinor.replace(/^-/, '');
            return {
              id: i.id,
              occurredAt: i.date,
              label: i.typeLabel,
              reference: i.reference,
              amountMinor: i.ledgerType === 'DEBIT' ? `-${abs}` : abs,
              currency: i.currency,
            };
          })}
        />
      )}
    </section>
  );
}
