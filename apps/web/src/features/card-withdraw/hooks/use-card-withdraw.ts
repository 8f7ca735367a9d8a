import type { TCardWithdrawal, TCardWithdrawRequest } from '@corridor/contracts/card-balances/card-withdraw';
import { useConfirmMutation } from '@/lib/use-confirm-mutation.ts';
import { withdrawFromCard } from '../api/withdraw-from-card.ts';

/** One confirmation of a card withdrawal: the money moves once; card balances, the list and the accounts move with it. */
export function useCardWithdraw() {
  return useConfirmMutation<TCardWithdrawal, TCardWithdrawRequest>(withdrawFromCard);
}
