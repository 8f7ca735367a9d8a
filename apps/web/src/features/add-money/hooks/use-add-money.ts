import type { TFunding } from '@corridor/contracts/fundings/funding';
import type { TCreateFundingRequest } from '@corridor/contracts/fundings/fundings';
import { useConfirmMutation } from '@/lib/use-confirm-mutation.ts';
import { createFunding } from '../api/create-funding.ts';

/** One confirmation of adding money: one funding is made and a card charged once. */
export function useAddMoney() {
  return useConfirmMutation<TFunding, TCreateFundingRequest>(createFunding);
}
