import { QueryState } from '@/ui/query-state.tsx';
import { RECENT_ACTIVITY_LIMIT, useRecentActivity } from '../api/get-recent-activity.ts';
import { ActivitySkeleton } from './dashboard-skeletons.tsx';
import { RecentActivity } from './recent-activity.tsx';

/** The latest movements across accounts; a debit reads with a minus. */
export function ActivitySection({ timeZone, statementHref }: { timeZone?: string; statementHref?: string }) {
  const activity = useRecentActivity();
  return (
    <section aria-labelledby="activity-title" className="panel stack">
      <h2 id="activity-title" className="section-title">
        Recent activity
      </h2>
      <QueryState
        query={activity}
        loadingLabel="Loading recent activity"
        loading={<ActivitySkeleton rows={RECENT_ACTIVITY_LIMIT} />}
        errorTitle="We could not load recent activity"
      >
        {(data) => (
          <RecentActivity
            timeZone={timeZone}
            statementHref={statementHref}
            items={data.items.map((i) => {
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
      </QueryState>
    </section>
  );
}
