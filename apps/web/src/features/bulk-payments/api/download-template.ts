import { batchTemplateEndpoint } from '@corridor/contracts/batches/batch-template';
import { pathOf, withQuery } from '@corridor/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api/api-client.ts';
import type { ApiError } from '@/lib/api/api-error.ts';
import { saveFile } from '@/ui/save-file.ts';

export type TemplateRequest = { corridor: string; format: 'csv' | 'xlsx' };

/** Fetches a corridor's template and hands it to the browser under its name. */
export async function downloadTemplate({ corridor, format }: TemplateRequest): Promise<string> {
  const file = await apiDownload(withQuery(pathOf(batchTemplateEndpoint), { corridor, format }));
  const filename = file.filename ?? `bulk-payment-${corridor}.${format}`;
  saveFile(file.blob, filename);
  return filename;
}

/** Nothing to invalidate: a download reads only. */
export function useDownloadTemplate() {
  return useMutation<string, ApiError, TemplateRequest>({ mutationFn: downloadTemplate });
}
