import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { type QueryLike, QueryState } from './query-state.tsx';

type Accounts = { accounts: string[] };

const query = (over: Partial<QueryLike<Accounts>>): QueryLike<Accounts> => ({
  data: undefined,
  isError: false,
  error: null,
  isFetching: false,
  refetch: vi.fn(),
  ...over,
});

function renderState(q: QueryLike<Accounts>) {
  return render(
    <QueryState
      query={q}
      loadingLabel="Loading your accounts"
      errorTitle="We could not load your accounts"
      isEmpty={(d) => d.accounts.length === 0}
      empty={<p>No accounts yet</p>}
    >
      {(d) => (
        <ul aria-label="Accounts">
          {d.accounts.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  afterEach(cleanup);

  it('announces the loading state while there is no data yet', () => {
    renderState(query({ isFetching: true }));
    expect(screen.getByRole('status', { name: 'Loading your accounts' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the content, or the empty state when there is nothing', () => {
    const { rerender } = renderState(query({ data: { accounts: ['SGD', 'USD'] } }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['SGD', 'USD']);
    rerender(
      <QueryState
        query={query({ data: { accounts: [] } })}
        loadingLabel="Loading your accounts"
        errorTitle="We could not load your accounts"
        isEmpty={(d) => d.accounts.length === 0}
        empty={<p>No accounts yet</p>}
      >
        {() => <ul />}
      </QueryState>,
    );
    expect(screen.getByText('No accounts yet')).toBeTruthy();
  });

  it('shows the spec’s message for a failure on our side, never the server’s text, and tries again', () => {
    const refetch = vi.fn();
    const error = new ApiError({
      code: 'UNEXPECTED_ERROR',
      status: 500,
      message: 'relation "accounts" does not exist',
    });
    renderState(query({ isError: true, error, refetch }));
    const panel = screen.getByRole('alert');
    expect(panel.textContent).toContain('We could not load your accounts');
    expect(panel.textContent).toContain('Sorry, something went wrong on our end. Please try again later');
    expect(panel.textContent).not.toContain('relation');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    [new ApiError({ code: 'NETWORK_ERROR', status: 0 }), 'Something went wrong! Please try again.'],
    [
      new ApiError({ code: 'FORBIDDEN', status: 403, message: 'menu /r/myaccounts missing' }),
      'You do not have access to this.',
    ],
    [new ApiError({ code: 'HTTP_418', status: 418, message: 'teapot' }), 'Something went wrong! Please try again.'],
    [new TypeError('x is undefined'), 'Something went wrong! Please try again.'],
  ])('maps %s to the catalogue message', (error, message) => {
    renderState(query({ isError: true, error }));
    expect(screen.getByRole('alert').textContent).toContain(message);
  });

  it('offers no "Try again" for a refusal, which would answer the same', () => {
    renderState(query({ isError: true, error: new ApiError({ code: 'NOT_FOUND', status: 404 }) }));
    expect(screen.getByRole('alert').textContent).toContain('We could not load your accounts');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('keeps data on screen when a refresh fails, and shows nothing for a session error', () => {
    const error = new ApiError({ code: 'UNEXPECTED_ERROR', status: 500 });
    const { unmount } = renderState(query({ data: { accounts: ['SGD'] }, isError: true, error }));
    expect(screen.getByText('SGD')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    const session = new ApiError({ code: 'concurrent_login', status: 401, isSession: true });
    const { container } = renderState(query({ isError: true, error: session }));
    expect(container.textContent).toBe('');
  });
});
