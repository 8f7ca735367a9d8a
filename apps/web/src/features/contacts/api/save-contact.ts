import {
  createBeneficiaryEndpoint,
  deleteBeneficiaryEndpoint,
  updateBeneficiaryEndpoint,
} from '@corridor/contracts/beneficiaries/beneficiaries';
import type { TBeneficiaryInput } from '@corridor/contracts/beneficiaries/beneficiary';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { contactKeys } from './contact-keys.ts';

/** Adds a contact (no id) or changes one; the list and the groups refresh after. */
export function useSaveContact(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TBeneficiaryInput }) =>
      id
        ? callEndpoint(updateBeneficiaryEndpoint, { params: { clientId, id }, body })
        : callEndpoint(createBeneficiaryEndpoint, { params: { clientId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

/** Deletes a contact (the server keeps it for past payments); the list and the groups refresh after. */
export function useDeleteContact(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, string>({
    mutationFn: (id) => callEndpoint(deleteBeneficiaryEndpoint, { params: { clientId, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
