import {
  type TUpdateAccountRequest,
  type TUpdateAccountResponse,
  UPDATE_ACCOUNT_PATH,
  ZUpdateAccountResponse,
} from '@corridor/contracts/accounts/update-account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api/api-client.ts';
import { MONEY_ROOT } from './account-keys.ts';

/** POST settings/account/update: label, default, hidden or auto-bookfx; only the fields sent change. */
export const updateAccount = (body: TUpdateAccountRequest): Promise<TUpdateAccountResponse> =>
  apiPost(UPDATE_ACCOUNT_PATH, body, ZUpdateAccountResponse);

/** Hidden accounts drop out of the dashboard and statement pickers too, so all money queries refresh. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONEY_ROOT }),
  });
}
