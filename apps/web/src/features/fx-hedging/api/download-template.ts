import { pathOf } from '@corridor/contracts/endpoint';
import { hedgingTemplateEndpoint } from '@corridor/contracts/fx-hedging/onboarding';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api/api-client.ts';
import { saveFile } from '@/ui/save-file.ts';

/** Fetches the application template (PDF) and hands it to the browser under its name. */
export async function downloadTemplate(): Promise<string> {
  const file = await apiDownload(pathOf(hedgingTemplateEndpoint), { accept: 'application/pdf' });
  const filename = file.filename ?? 'fx-hedging-application.pdf';
  saveFile(file.blob, filename);
  return filename;
}

/** Nothing to invalidate: a download reads only. */
export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}
