import type { TExchangeAmount, TExchangeValue, TFxRate } from '@corridor/contracts/fx/fx-common';
import { formatRate } from '@corridor/domain/rates';
import { formatMargin, rateText } from '@/lib/fx-text.ts';
import { Figure, FigureList } from '@/ui/figure-list.tsx';
import { MoneyText } from '@/ui/money-text.tsx';

type ExchangeFiguresProps = {
  value: TExchangeValue;
  rate: TFxRate;
  /** "Singapore Dollar (SGD) · 4359158276" of each side, when known. */
  sourceLabel?: string;
  destinationLabel?: string;
  /** The mid-market rate and our margin, under the rate (the review and the details; not the success panel). */
  isShowingMid?: boolean;
};

const amount = (a: TExchangeAmount) => <MoneyText minor={a.amountMinor} currency={a.currency} withCode />;

/**
 * What an exchange debits, charges, converts and credits, in the order money moves: the one list the review, the
 * success panel and the details page show, so they can never tell a different story.
 */
export function ExchangeFigures({ value, rate, sourceLabel, destinationLabel, isShowingMid }: ExchangeFiguresProps) {
  const hasFees = BigInt(value.totalFeeAmount.amountMinor) > 0n;
  const hasSupplierFee = BigInt(value.supplierPaymentsFee.amountMinor) > 0n;
  return (
    <FigureList>
      <Figure term="You sell" detail={sourceLabel ? `from ${sourceLabel}` : undefined}>
        {amount(value.sourceAmount)}
      </Figure>
      <Figure term="Fees" detail={hasFees ? undefined : 'No fee on this exchange'}>
        {amount(value.totalFeeAmount)}
      </Figure>
      {hasFees ? <Figure term="Amount converted">{amount(value.convertedAmount)}</Figure> : null}
      <Figure
        term="Rate"
        detail={
          isShowingMid ? `Mid-market ${formatRate(rate.base_fx_rate)} · margin ${formatMargin(rate.margin)}` : undefined
        }
      >
        {rateText(rate)}
      </Figure>
      <Figure term="You get" detail={destinationLabel ? `into ${destinationLabel}` : undefined} isStrong>
        {amount(value.destinationAmount)}
      </Figure>
      {hasSupplierFee ? <Figure term="Supplier payments fee">{amount(value.supplierPaymentsFee)}</Figure> : null}
      <Figure term="Total debited" isStrong>
        {amount(value.sourceAmountWithSupplierFee)}
      </Figure>
    </FigureList>
  );
}
