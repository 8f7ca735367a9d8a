import type { TBankAccount, TBankAccountAdd, TBankAccountEdit } from '@corridor/contracts/bank-accounts/bank-account';
import { addBankAccountEndpoint, editBankAccountEndpoint } from '@corridor/contracts/bank-accounts/bank-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { bankAccountKeys } from './bank-account-keys.ts';

export type SaveBankAccount =
  | { kind: 'add'; body: TBankAccountAdd }
  | { kind: 'edit'; id: string; body: TBankAccountEdit };

/** Links an account or changes one; every list of linked accounts refreshes after (spec §4 "save, refresh"). */
export function useSaveBankAccount(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation<TBankAccount, ApiError, SaveBankAccount>({
    mutationFn: async (save) =>
      save.kind === 'add'
        ? (await callEndpoint(addBankAccountEndpoint, { params: { clientId }, body: save.body })).bankAccount
        : callEndpoint(editBankAccountEndpoint, { params: { clientId, accountId: save.id }, body: save.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountKeys.all }),
  });
}

/** Deletes an account (spec §7: PUT with isActive false); it stays on past withdrawals. */
export function useDeleteBankAccount(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation<TBankAccount, ApiError, string>({
    mutationFn: (accountId) =>
      callEndpoint(editBankAccountEndpoint, { params: { clientId, accountId }, body: { isActive: false } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountKeys.all }),
  });
}
