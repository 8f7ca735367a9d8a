import { deleteHedgingDocumentEndpoint } from '@corridor/contracts/fx-hedging/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { hedgingKeys } from './hedging-keys.ts';

/** Deletes one document; the answer is the onboarding as it now is. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(deleteHedgingDocumentEndpoint, { params: { id } }),
    onSuccess: (onboarding) => queryClient.setQueryData(hedgingKeys.onboarding, onboarding),
    onError: (_error: ApiError) => queryClient.invalidateQueries({ queryKey: hedgingKeys.onboarding }),
  });
}
