import { pathOf, withQuery } from '@corridor/contracts/endpoint';
import {
  downloadStatementEndpoint,
  type TDownloadStatementRequest,
} from '@corridor/contracts/statement/download-statement';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api/api-client.ts';
import { saveFile } from '@/ui/save-file.ts';

/** The download URL for the filters: GET with a query string, so no body and no CSRF token are needed. */
export function downloadUrl(request: TDownloadStatementRequest): string {
  const query = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== ''));
  return withQuery(pathOf(downloadStatementEndpoint), query);
}

/** Fetches the CSV or PDF and hands it to the browser under its name. */
export async function downloadStatement(request: TDownloadStatementRequest): Promise<string> {
  const format = request.format ?? 'csv';
  const file = await apiDownload(downloadUrl(request), { accept: format === 'pdf' ? 'application/pdf' : 'text/csv' });
  const filename = file.filename ?? `account-statement.${format}`;
  saveFile(file.blob, filename);
  return filename;
}

/** Nothing to invalidate: a download reads only. */
export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement });
}
