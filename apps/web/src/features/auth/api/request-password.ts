import { ZRequestPasswordResponse } from '@corridor/contracts/auth/request-password';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api/api-client.ts';

/** POST /r/api/requestPassword: emails a reset link; the answer is the same whether the account exists. */
export const requestPassword = (email: string) =>
  apiPost<{ message: string }>('/r/api/requestPassword', { email }, ZRequestPasswordResponse);

export function useRequestPassword() {
  return useMutation({ mutationFn: requestPassword });
}
