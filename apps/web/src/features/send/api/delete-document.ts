import { deletePayoutDocumentEndpoint } from '@corridor/contracts/payouts/payout-documents';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/** Removes an upload the person took off the payout before sending it (one never sent is purged after a day anyway). */
export function useDeletePayoutDocument() {
  return useMutation<{ document_id: string }, ApiError, string>({
    mutationFn: (id) => callEndpoint(deletePayoutDocumentEndpoint, { params: { id } }),
  });
}
