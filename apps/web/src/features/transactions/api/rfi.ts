import {
  RFI_DOCUMENT_FIELDS,
  respondRfiEndpoint,
  rfiEndpoint,
  type TRfiDocument,
  uploadRfiDocumentEndpoint,
} from '@corridor/contracts/transactions/rfi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { useEndpointMutation, useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';

const rfiKey = (id: string) => ['money', 'transactions', 'rfi', id] as const;

/**
 * The request for information on a payout. `payoutStatus` is in the key: when the polled payout moves (compliance
 * decided), the request is read again.
 */
export function useRfi(paymentId: string, payoutStatus: string) {
  return useEndpointQuery(rfiEndpoint, [...rfiKey(paymentId), payoutStatus], { params: { id: paymentId } });
}

/** One document for the answer, as multipart/form-data; the request refreshes to list it. */
export function useUploadRfiDocument(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation<TRfiDocument, ApiError, File>({
    mutationFn: (file) => {
      const form = new FormData();
      form.append(RFI_DOCUMENT_FIELDS.file, file, file.name);
      return callEndpoint(uploadRfiDocumentEndpoint, { params: { id: paymentId }, form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rfiKey(paymentId) }),
  });
}

/** Sends the answer; the payout, its RFI and the list refresh (every 'money' query). */
export function useRespondRfi() {
  return useEndpointMutation(respondRfiEndpoint, { invalidates: [['money']] });
}
