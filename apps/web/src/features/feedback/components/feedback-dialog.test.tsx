import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarHost } from '@/ui/snackbar/snackbar-host.tsx';
import { clearSnackbars } from '@/ui/snackbar/snackbar-store.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';

type Answer = { status: number; body: unknown };

/** fetch is the outside world: each call takes the next answer, or waits for `release` when given a promise. */
function answers(...list: Array<Answer | Promise<Answer>>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = await list.shift();
    return new Response(JSON.stringify(next?.body ?? {}), { status: next?.status ?? 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const thanks: Answer = {
  status: 201,
  body: { id: '0b7f3b9e-4a57-4c57-9d7e-6f2a3f1c2b11', message: 'Thank you for your feedback.' },
};

function renderDialog(page = '/r/dashboard') {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackDialog page={page} onClose={onClose} />
      <SnackbarHost />
    </QueryClientProvider>,
  );
  return onClose;
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const comment = () => screen.getByLabelText('Comment (optional)');

describe('[FEEDBACK] feedback dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => clearSnackbars());
  });

  it('offers five labelled ratings in one radio group, none chosen, and starts on the first', () => {
    renderDialog();
    const names = ['1 Very poor', '2 Poor', '3 Fair', '4 Good', '5 Excellent'];
    const radios = names.map((name) => radio(name));
    expect(screen.getAllByRole('radio')).toEqual(radios);
    // One name: the browser moves between them with the arrow keys and Tab enters the group once.
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(radios.some((r) => r.checked)).toBe(false);
    expect(document.activeElement).toBe(radios[0]);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeTruthy();
  });

  it('asks for a rating before sending and sends nothing', async () => {
    const fetchMock = answers(thanks);
    renderDialog();
    send();
    expect(await screen.findByText('Please choose a rating from 1 to 5')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Your rating' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the comment as it is typed and refuses one over 1000 characters', async () => {
    const fetchMock = answers(thanks);
    renderDialog();
    expect(screen.getByText('0 of 1000 characters')).toBeTruthy();
    fireEvent.change(comment(), { target: { value: 'Great rates' } });
    expect(screen.getByText('11 of 1000 characters')).toBeTruthy();
    fireEvent.click(radio('5 Excellent'));
    fireEvent.change(comment(), { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText('1 character too many')).toBeTruthy();
    send();
    expect(await screen.findByText('Comment can be at most 1000 characters')).toBeTruthy();
    expect(comment().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the rating, comment and page, shows a loading Send, then thanks and closes', async () => {
    let release: (a: Answer) => void = () => {};
    const fetchMock = answers(new Promise<Answer>((resolve) => (release = resolve)));
    const onClose = renderDialog('/r/myaccounts');
    fireEvent.click(radio('4 Good'));
    fireEvent.change(comment(), { target: { value: '  Quicker FX quotes, please.  ' } });
    send();
    const busy = await screen.findByRole('button', { name: /Sending/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/smebackend/api/v1/csat/rating');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      rating: 4,
      comment: 'Quicker FX quotes, please.',
      page: '/r/myaccounts',
    });
    await act(async () => release(thanks));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getByText('Thank you for your feedback.')).toBeTruthy();
  });

  it('leaves out an empty comment', async () => {
    const fetchMock = answers(thanks);
    const onClose = renderDialog();
    fireEvent.click(radio('1 Very poor'));
    fireEvent.change(comment(), { target: { value: '   ' } });
    send();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ rating: 1, page: '/r/dashboard' });
  });

  it('shows the API refusal in the dialog and stays open', async () => {
    answers({ status: 403, body: { code: 'FORBIDDEN', message: 'Feedback is turned off.' } });
    const onClose = renderDialog();
    fireEvent.click(radio('3 Fair'));
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Feedback is turned off.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
