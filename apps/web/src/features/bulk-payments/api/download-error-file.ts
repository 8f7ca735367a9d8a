import { batchErrorFileEndpoint } from '@corridor/contracts/batches/batch-files';
import { pathOf } from '@corridor/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api/api-client.ts';
import type { ApiError } from '@/lib/api/api-error.ts';
import { saveFile } from '@/ui/save-file.ts';

/** The error file of a batch whose validation failed: its rows as uploaded, plus an errors column (CSV). */
export async function downloadErrorFile(batch: { id: string; reference: string }): Promise<string> {
  const file = await apiDownload(pathOf(batchErrorFileEndpoint, { id: batch.id }), { accept: 'text/csv' });
  const filename = file.filename ?? `${batch.reference}-errors.csv`;
  saveFile(file.blob, filename);
  return filename;
}

export function useDownloadErrorFile() {
  return useMutation<string, ApiError, { id: string; reference: string }>({ mutationFn: downloadErrorFile });
}
