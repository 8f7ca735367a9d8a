import { auditLogDownloadEndpoint } from '@corridor/contracts/audit/audit-log';
import { pathOf, withQuery } from '@corridor/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api/api-client.ts';
import { saveFile } from '@/ui/save-file.ts';
import { type AuditFilters, cleanFilters } from './get-audit-log.ts';

/** Every row for the filters as CSV (written by the server's shared, formula-safe CSV writer). */
async function downloadCsv(filters: AuditFilters): Promise<string> {
  const file = await apiDownload(withQuery(pathOf(auditLogDownloadEndpoint), cleanFilters(filters)), {
    accept: 'text/csv',
  });
  const filename = file.filename ?? 'audit-log.csv';
  saveFile(file.blob, filename);
  return filename;
}

export function useDownloadAuditLog() {
  return useMutation({ mutationFn: downloadCsv });
}
