import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackDialogProvider, useOpenFeedback } from './feedback-dialog-provider.tsx';

/** Stands in for the header icon and the quick action: shown only when feedback can be opened. */
function Trigger() {
  const open = useOpenFeedback();
  return open ? (
    <button type="button" onClick={open}>
      Feedback
    </button>
  ) : null;
}

function renderAt(path: string, isEnabled: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <FeedbackDialogProvider isEnabled={isEnabled}>
          <Trigger />
        </FeedbackDialogProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('[FEEDBACK] one dialog for the shell', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens the dialog from any trigger and closes it again', async () => {
    renderAt('/r/myaccounts', true);
    fireEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    // The dialog's code loads on first use (React Aria included), which takes a moment in a cold test run.
    expect(await screen.findByRole('heading', { name: 'Leave feedback' }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Leave feedback' })).toBeNull();
  });

  it('sends the page it was opened on with the rating', async () => {
    const answer = { id: '0b7f3b9e-4a57-4c57-9d7e-6f2a3f1c2b11', message: 'Thank you for your feedback.' };
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(answer), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/r/account-statement', true);
    fireEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    fireEvent.click(await screen.findByRole('radio', { name: '2 Poor' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Leave feedback' })).toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ rating: 2, page: '/r/account-statement' });
  });

  it('offers no trigger while feedback is turned off', () => {
    renderAt('/r/dashboard', false);
    expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
  });
});
