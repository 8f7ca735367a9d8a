import type { TWithdrawFundRequest } from '@corridor/contracts/withdrawals/withdraw-fund';
import type { TWithdrawal } from '@corridor/contracts/withdrawals/withdrawal';
import { useConfirmMutation } from '@/lib/use-confirm-mutation.ts';
import { withdrawFund } from '../api/withdraw-fund.ts';

/** One confirmation of a withdrawal: the money leaves once; balances and the withdrawals list move with it. */
export function useWithdraw() {
  return useConfirmMutation<TWithdrawal, TWithdrawFundRequest>(withdrawFund);
}
