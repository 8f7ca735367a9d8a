import type { ReactNode } from 'react';
import './summary-list.css';

/**
 * What a review is about to do, one row a fact: the term on the left, what it is on the right (stacked on a phone).
 * Unlike FigureList, the values are words as much as amounts (from which account, to which bank), so they read left.
 */
export function SummaryList({ children }: { children: ReactNode }) {
  return <dl className="summary-list">{children}</dl>;
}

type SummaryRowProps = {
  term: ReactNode;
  /** The amount the review is about stands out. */
  isAmount?: boolean;
  children: ReactNode;
};

export function SummaryRow({ term, isAmount = false, children }: SummaryRowProps) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={isAmount ? 'summary-list-amount' : undefined}>{children}</dd>
    </div>
  );
}
