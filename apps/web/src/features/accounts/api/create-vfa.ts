import {
  CREATE_VFA_PATH,
  type TCreateVfaRequest,
  type TCreateVfaResponse,
  ZCreateVfaResponse,
} from '@corridor/contracts/accounts/create-vfa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** POST settings/account/createVfa: asks the bank for receiving details; the answer carries the VFA status. */
export const createVfa = (body: TCreateVfaRequest): Promise<TCreateVfaResponse> =>
  apiPost(CREATE_VFA_PATH, body, ZCreateVfaResponse);

export function useCreateVfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
