import { pathOf, withQuery } from '@corridor/contracts/endpoint';
import {
  transactionReceiptEndpoint,
  transactionsDownloadEndpoint,
} from '@corridor/contracts/transactions/transactions';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api/api-client.ts';
import { saveFile } from '@/ui/save-file.ts';
import type { TransactionsQuery } from './get-transactions.ts';

/** The CSV's URL for the filters: GET with a query string, so no body and no CSRF token are needed. */
export function transactionsCsvUrl(query: TransactionsQuery): string {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== undefined));
  return withQuery(pathOf(transactionsDownloadEndpoint), { ...params, format: 'csv' });
}

async function downloadCsv(query: TransactionsQuery): Promise<string> {
  const file = await apiDownload(transactionsCsvUrl(query), { accept: 'text/csv' });
  const filename = file.filename ?? 'transactions.csv';
  saveFile(file.blob, filename);
  return filename;
}

async function downloadReceipt(transactionId: string): Promise<string> {
  const file = await apiDownload(pathOf(transactionReceiptEndpoint, { transactionId }), { accept: 'application/pdf' });
  const filename = file.filename ?? `receipt-${transactionId}.pdf`;
  saveFile(file.blob, filename);
  return filename;
}

/** Nothing to invalidate: downloads only read. */
export function useDownloadTransactions() {
  return useMutation({ mutationFn: downloadCsv });
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
