import type { ReactNode } from 'react';
import { isApiError, loadErrorMessage } from '@/lib/api/api-error.ts';
import { ErrorPanel } from './error-panel.tsx';
import { SkeletonBlock } from './skeleton.tsx';

/** The part of a TanStack query (plain or infinite) that the loading, error and empty states need. */
export type QueryLike<T> = {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** Announced while loading, e.g. "Loading your accounts". */
  loadingLabel: string;
  loadingLines?: number;
  /** A placeholder shaped like the content (so nothing moves when it arrives), instead of skeleton lines. */
  loading?: ReactNode;
  /** The error panel's title, e.g. "We could not load your accounts". */
  errorTitle: string;
  /** Whether the data holds nothing to show; `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * One pattern for every section that shows a query: skeleton lines while it loads, an error panel with the spec's
 * message and "Try again" when it fails, the empty state when there is nothing, the content otherwise. Data
 * already shown stays when a later refresh fails; a session error shows nothing, since the app is signing out.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  loadingLines = 3,
  loading,
  errorTitle,
  isEmpty,
  empty = null,
  children,
}: QueryStateProps<T>) {
  if (query.data !== undefined) return isEmpty?.(query.data) ? empty : children(query.data);
  if (query.isError) {
    if (isApiError(query.error) && query.error.isSessionError) return null;
    // A refusal (not found, not allowed) answers the same the next time: no "Try again" that cannot help.
    const isRefusal = isApiError(query.error) && query.error.status >= 400 && query.error.status < 500;
    return (
      <ErrorPanel
        title={errorTitle}
        message={loadErrorMessage(query.error)}
        onRetry={isRefusal ? undefined : () => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (loading) {
    return (
      <div role="status" aria-label={loadingLabel}>
        {loading}
      </div>
    );
  }
  return <SkeletonBlock label={loadingLabel} lines={loadingLines} />;
}
