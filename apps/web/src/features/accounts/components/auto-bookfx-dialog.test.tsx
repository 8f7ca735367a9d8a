import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '@/test/factories.ts';
import { AutoBookFxDialog } from './auto-bookfx-dialog.tsx';

function renderDialog() {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json({ account: makeAccount({ currency: 'USD' }) }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AutoBookFxDialog account={makeAccount({ currency: 'USD', auto_bookfx_sequence: null })} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const typeOrder = (value: string) => fireEvent.change(screen.getByLabelText('Order of use'), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

describe('[ACCOUNTS] auto-conversion order follows the update contract', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each(['0', '100', '2.5', 'first'])('"%s" is refused before anything is sent', async (value) => {
    const fetchMock = renderDialog();
    typeOrder(value);
    save();
    expect(await screen.findByText('Enter a whole number from 1 to 99')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['7', 7],
    [' ', null],
  ])('"%s" is sent as %s', async (value, sequence) => {
    const fetchMock = renderDialog();
    typeOrder(value);
    save();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ auto_bookfx_sequence: sequence });
  });
});
