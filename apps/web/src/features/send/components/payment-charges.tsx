import { isFundedFromOutside } from '@corridor/domain/payouts/funding';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Figure } from '@/ui/figure-list.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { usePaymentFees } from '../api/get-payment-fees.ts';
import { feesQueryOf, type PaymentChoice } from './payment-methods.ts';

const TOTAL_TERM: Partial<Record<PaymentChoice['method'], string>> = {
  creditCard: 'Charged to your card',
  ach: 'ACH debit',
  fpxTransfer: 'You pay by FPX',
};

type PaymentChargesProps = {
  choice: PaymentChoice;
  account: { _id: string; currency: string };
  debitMinor: bigint;
};

/**
 * Inside the step's figure list: what a card or transfer costs on top of the payment (the card fee by the product code
 * of the business's country and the card, spec §9), and what is charged or must be transferred, before confirming.
 */
export function PaymentCharges({ choice, account, debitMinor }: PaymentChargesProps) {
  const query = feesQueryOf(choice, account, debitMinor);
  const fees = usePaymentFees(query);
  if (!isFundedFromOutside(choice.method)) return null;
  if (!query) {
    return choice.method === 'ach' ? (
      <Figure term="Debited from">Choose a linked bank account</Figure>
    ) : (
      <Figure term="Card fee">Choose a card to see its fee</Figure>
    );
  }
  if (fees.isError) return <Figure term="Card fee">{errorMessage(fees.error)}</Figure>;
  if (!fees.data) return <Figure term="Fee">Working it out…</Figure>;
  const f = fees.data;
  const isCard = choice.method === 'creditCard';
  return (
    <>
      {isCard ? (
        <Figure term="Card fee" detail={f.feePercent ? `${f.feePercent} % of the payment` : undefined}>
          <MoneyText minor={f.fee.amountMinor} currency={f.fee.currency} withCode />
        </Figure>
      ) : null}
      <Figure term={TOTAL_TERM[choice.method] ?? 'You transfer'} isStrong>
        <MoneyText minor={f.total.amountMinor} currency={f.total.currency} withCode />
      </Figure>
    </>
  );
}
