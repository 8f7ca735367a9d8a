import { fromMinor } from '@corridor/domain/money';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Figure } from '@/ui/figure-list.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { useBatchCharges } from '../api/get-batch-charges.ts';
import type { BatchDepositMethod } from './batch-model.ts';

type BatchChargesProps = {
  method: BatchDepositMethod;
  cardId: string | null;
  account: { id: string; currency: string } | null;
  totalMinor: bigint;
};

/** Inside the review's figures: the card fee and what is charged, or what to transfer, before confirming. */
export function BatchCharges({ method, cardId, account, totalMinor }: BatchChargesProps) {
  const isCard = method === 'creditCard';
  const isAsked = account !== null && method !== 'account' && (!isCard || cardId !== null) && totalMinor > 0n;
  const charges = useBatchCharges(
    isAsked
      ? {
          accountId: account.id,
          amount: fromMinor(totalMinor, account.currency),
          method,
          ...(isCard && cardId ? { cardId } : {}),
        }
      : null,
  );
  if (method === 'account') return null;
  if (isCard && cardId === null) return <Figure term="Card fee">Choose a card to see its fee</Figure>;
  if (charges.isError) return <Figure term="Fee">{errorMessage(charges.error)}</Figure>;
  if (!charges.data) return account ? <Figure term="Fee">Working it out…</Figure> : null;
  const c = charges.data;
  return (
    <>
      {isCard ? (
        <Figure term="Card fee" detail={c.feePercent ? `${c.feePercent} % of the batch` : undefined}>
          <MoneyText minor={c.fee.amountMinor} currency={c.fee.currency} withCode />
        </Figure>
      ) : null}
      <Figure term={isCard ? 'Charged to your card' : 'You transfer'} isStrong>
        <MoneyText minor={c.total.amountMinor} currency={c.total.currency} withCode />
      </Figure>
    </>
  );
}
