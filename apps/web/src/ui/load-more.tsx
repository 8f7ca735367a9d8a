import { Button } from './button.tsx';
import './load-more.css';

type LoadMoreProps = {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  /** "Showing 50 entries", announced politely as pages arrive. */
  summary?: string;
};

/** Keyset pagination's "next page": appends rows below, keeping the reader's place and focus. */
export function LoadMore({ hasMore, isLoading, onLoadMore, summary }: LoadMoreProps) {
  return (
    <div className="load-more">
      {summary ? (
        <p className="muted" aria-live="polite">
          {summary}
        </p>
      ) : null}
      {hasMore ? (
        <Button variant="secondary" onClick={onLoadMore} isLoading={isLoading} loadingLabel="Loading more…">
          Load more
        </Button>
      ) : null}
    </div>
  );
}
