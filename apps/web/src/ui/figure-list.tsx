import type { ReactNode } from 'react';
import './figure-list.css';

/**
 * A list of money figures, term on the left and amount on the right, in the order money moves: what an exchange or
 * a payout debits, charges, converts and credits. Long amounts and labels wrap instead of pushing the page wide.
 */
export function FigureList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={['figure-list', className].filter(Boolean).join(' ')}>{children}</dl>;
}

type FigureProps = {
  term: ReactNode;
  /** A line under the figure: where it comes from, who pays it. */
  detail?: ReactNode;
  /** The figures that matter most (what arrives, what is debited) stand out. */
  isStrong?: boolean;
  children: ReactNode;
};

export function Figure({ term, detail, isStrong, children }: FigureProps) {
  return (
    <div className={isStrong ? 'figure-row is-strong' : 'figure-row'}>
      <dt>{term}</dt>
      <dd>
        <span className="figure-value">{children}</span>
        {detail ? <span className="figure-detail">{detail}</span> : null}
      </dd>
    </div>
  );
}
