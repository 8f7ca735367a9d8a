import {
  CLOSE_ACCOUNT_PATH,
  type TCloseAccountRequest,
  type TCloseAccountResponse,
  ZCloseAccountResponse,
} from '@corridor/contracts/accounts/close-account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api/api-client.ts';
import { MONEY_ROOT } from './account-keys.ts';

/** POST settings/account/close: only an empty account closes (422 ACCOUNT_NOT_EMPTY otherwise). */
export const closeAccount = (body: TCloseAccountRequest): Promise<TCloseAccountResponse> =>
  apiPost(CLOSE_ACCOUNT_PATH, body, ZCloseAccountResponse);

export function useCloseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONEY_ROOT }),
  });
}
