import type { Endpoint } from '@corridor/contracts/endpoint';
import type { TPayoutDocument } from '@corridor/contracts/payouts/payout-common';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import type { CallInput } from '@/lib/api/call-endpoint.ts';
import { DocumentsField } from './documents-field.tsx';

type Call = { method: string; path: string; input: CallInput<Endpoint> };
const calls: Call[] = [];
let answer: (call: Call) => Promise<unknown> = async () => null;

// The network is the outside world: every call goes through callEndpoint, answered here.
vi.mock('@/lib/api/call-endpoint.ts', () => ({
  callEndpoint: vi.fn(async (endpoint: Endpoint, input: CallInput<Endpoint> = {}) => {
    const call = { method: endpoint.method, path: endpoint.path, input };
    calls.push(call);
    return answer(call);
  }),
}));

afterEach(() => {
  cleanup();
  calls.length = 0;
});

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);
const invoice: TPayoutDocument = {
  document_id: 'd1',
  file_name: 'invoice.pdf',
  media_type: 'application/pdf',
  size: 9,
};

function renderField(documents: TPayoutDocument[] = [], error?: string) {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <DocumentsField documents={documents} onChange={onChange} error={error} />
    </QueryClientProvider>,
  );
  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText(/Add (a|another) document/), { target: { files: [file] } });
  return { onChange, choose };
}

describe('[SEND] supporting documents', () => {
  it('uploads a PDF, shows it is uploading, then adds it to the payout', async () => {
    let finish: (doc: TPayoutDocument) => void = () => undefined;
    answer = () => new Promise((resolve) => (finish = resolve));
    const { onChange, choose } = renderField();
    choose(new File([PDF], 'invoice.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('status')).textContent).toContain('Uploading invoice.pdf…');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/smebackend/api/v1/transaction/document' });
    expect((calls[0]!.input.form as FormData).get('file')).toBeInstanceOf(File);
    finish(invoice);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([invoice]));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('refuses a file that is not a PDF, PNG or JPEG, or is empty, before sending it, in the API’s words', async () => {
    const { onChange, choose } = renderField();
    choose(new File(['just some text'], 'invoice.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'invoice.pdf: Incorrect file format. Upload a PDF, PNG or JPEG file.',
    );
    choose(new File([], 'empty.png'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'empty.png: This file is empty. Choose the document again.',
      ),
    );
    expect(calls).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of an upload and of a named document in words', async () => {
    answer = async () => {
      const message = 'File size too big. Upload a file of up to 10 MB.';
      throw new ApiError({ code: 'FILE_TOO_BIG', status: 413, message, fieldErrors: [{ field: 'file', message }] });
    };
    const { choose } = renderField();
    choose(new File([PDF], 'scan.pdf'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'scan.pdf: File size too big. Upload a file of up to 10 MB.',
    );
    cleanup();
    renderField([invoice], 'A supporting document is no longer available: upload it again.');
    expect(screen.getByRole('alert').textContent).toContain('A supporting document is no longer available');
  });

  it('lists the documents with a way to remove each, which deletes the upload', async () => {
    answer = async () => ({ document_id: 'd1' });
    const { onChange } = renderField([invoice, { ...invoice, document_id: 'd2', file_name: 'contract.png' }]);
    expect(screen.getByRole('button', { name: /^invoice\.pdf.*download/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove invoice.pdf' }));
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ document_id: 'd2' })]);
    await waitFor(() => expect(calls[0]).toMatchObject({ method: 'DELETE', input: { params: { id: 'd1' } } }));
    expect(screen.getByLabelText('Add another document')).toBeTruthy();
  });
});
