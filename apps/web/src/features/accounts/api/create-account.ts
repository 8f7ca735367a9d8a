import { createAccountEndpoint, type TCreateAccountRequest } from '@corridor/contracts/accounts/create-account';
import type { ResponseOf } from '@corridor/contracts/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { MONEY_ROOT } from './account-keys.ts';

/** Spec §8: account creation answered 404 is tried twice more (the account service may not know the client yet). */
export const CREATE_RETRIES_ON_404 = 2;

export async function createAccount(
  body: TCreateAccountRequest,
  { retryDelayMs = 400 }: { retryDelayMs?: number } = {},
): Promise<ResponseOf<typeof createAccountEndpoint>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await callEndpoint(createAccountEndpoint, { body });
    } catch (error) {
      const isRetryable = error instanceof ApiError && error.status === 404 && attempt < CREATE_RETRIES_ON_404;
      if (!isRetryable) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs * (attempt + 1)));
    }
  }
}

/** Opens one currency account; balances everywhere refresh. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAccountRequest) => createAccount(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONEY_ROOT }),
  });
}
