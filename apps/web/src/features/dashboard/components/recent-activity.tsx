import { formatDate } from '@corridor/domain/dates';
import { Link } from 'react-router';
import { EmptyState } from '@/ui/empty-state.tsx';
import { MoneyText } from '@/ui/money-text.tsx';

export type ActivityItem = {
  id: string;
  occurredAt: string;
  label: string;
  reference: string;
  /** Signed minor units: credits positive, debits negative. */
  amountMinor: string;
  currency: string;
};

type RecentActivityProps = { items: readonly ActivityItem[]; timeZone?: string; statementHref?: string };

/** The latest movements across all accounts, newest first; the full history is the account statement. */
export function RecentActivity({ items, timeZone, statementHref }: RecentActivityProps) {
  if (items.length === 0) {
    return (
      <EmptyState
        title="No activity"
        description="No transactions yet. Your history will appear here once you make a transfer."
      />
    );
  }
  return (
    <>
      <ul className="activity-list" aria-label="Recent activity">
        {items.map((item) => (
          <li key={item.id} className="activity-item">
            <div className="activity-text">
              <span>{item.label}</span>
              <span className="activity-reference">{formatDate(item.occurredAt, timeZone)}</span>
              {item.reference ? (
                <span className="activity-reference" title={item.reference}>
                  {item.reference}
                </span>
              ) : null}
            </div>
            <MoneyText minor={item.amountMinor} currency={item.currency} withCode isSigned />
          </li>
        ))}
      </ul>
      {statementHref ? (
        <p>
          <Link to={statementHref} className="text-link">
            View account statement
          </Link>
        </p>
      ) : null}
    </>
  );
}
