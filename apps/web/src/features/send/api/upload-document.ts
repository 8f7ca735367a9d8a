import type { TPayoutDocument } from '@corridor/contracts/payouts/payout-common';
import { PAYOUT_DOCUMENT_FIELDS, uploadPayoutDocumentEndpoint } from '@corridor/contracts/payouts/payout-documents';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/** Uploads one supporting document as multipart/form-data; the payout names it when it is validated and created. */
export function useUploadPayoutDocument() {
  return useMutation<TPayoutDocument, ApiError, File>({
    mutationFn: (file) => {
      const form = new FormData();
      form.append(PAYOUT_DOCUMENT_FIELDS.file, file, file.name);
      return callEndpoint(uploadPayoutDocumentEndpoint, { form });
    },
  });
}
