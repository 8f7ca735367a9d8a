import { Skeleton } from '@/ui/skeleton.tsx';

/** Placeholders the size of what they stand for, so nothing below moves when the data arrives. */
export function BalancesSkeleton() {
  return (
    <>
      <div className="balance-total">
        <Skeleton width={120} height={19} />
        <Skeleton width={280} height={38} />
        <Skeleton width={220} height={19} />
      </div>
      <div className="money-actions">
        <Skeleton width={88} height={40} />
        <Skeleton width={120} height={40} />
        <Skeleton width={108} height={40} />
      </div>
      <div className="balance-cards">
        {['a', 'b', 'c'].map((k) => (
          <div key={k} className="balance-card">
            <Skeleton width={32} height={32} />
            <div className="balance-card-text skeleton-lines">
              <Skeleton width="50%" height={14} />
              <Skeleton width="80%" height={22} />
            </div>
          </div>
        ))}
      </div>
    </>
  );
}

export function ActivitySkeleton({ rows }: { rows: number }) {
  return (
    <ul className="activity-list">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <li key={i} className="activity-item">
          <div className="activity-text skeleton-lines">
            <Skeleton width={140} height={18} />
            <Skeleton width={90} height={14} />
            <Skeleton width={160} height={14} />
          </div>
          <Skeleton width={100} height={18} />
        </li>
      ))}
    </ul>
  );
}

export function HistorySkeleton() {
  return (
    <div className="balance-history">
      <Skeleton height={40} />
      <Skeleton height={300} />
    </div>
  );
}
