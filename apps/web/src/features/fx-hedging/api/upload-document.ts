import { HEDGING_DOCUMENT_FIELDS, uploadHedgingDocumentEndpoint } from '@corridor/contracts/fx-hedging/onboarding';
import type { HedgingDocumentType } from '@corridor/domain/fx-hedging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { hedgingKeys } from './hedging-keys.ts';

export type DocumentUpload = { documentType: HedgingDocumentType; file: File };

/** Uploads one document as multipart/form-data (its type first, then the file), then refreshes the onboarding. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, DocumentUpload>({
    mutationFn: ({ documentType, file }) => {
      const form = new FormData();
      form.append(HEDGING_DOCUMENT_FIELDS.documentType, documentType);
      form.append(HEDGING_DOCUMENT_FIELDS.file, file, file.name);
      return callEndpoint(uploadHedgingDocumentEndpoint, { form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hedgingKeys.onboarding }),
  });
}
