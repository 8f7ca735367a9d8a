import {
  CREATE_ACCOUNTS_BULK_PATH,
  type TCreateAccountsBulkRequest,
  type TCreateAccountsBulkResponse,
  ZCreateAccountsBulkResponse,
} from '@corridor/contracts/accounts/create-accounts-bulk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api/api-client.ts';
import { MONEY_ROOT } from './account-keys.ts';

/** POST settings/account/createBulk: several currency accounts at once, all or none. */
export const createAccountsBulk = (body: TCreateAccountsBulkRequest): Promise<TCreateAccountsBulkResponse> =>
  apiPost(CREATE_ACCOUNTS_BULK_PATH, body, ZCreateAccountsBulkResponse);

export function useCreateAccountsBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccountsBulk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONEY_ROOT }),
  });
}
