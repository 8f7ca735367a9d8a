import type { TExchangeAmount, TExchangeValue, TFxRate } from '@corridor/contracts/fx/fx-common';
import { formatRate } from '@corridor/domain/rates';
import type { ReactNode } from 'react';
import { MoneyText } from '@/ui/money-text.tsx';
import { formatMargin } from './exchange-draft.ts';
import { rateText } from './rate-text.ts';

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
    <dl className="exchange-figures">
      <Row term="You sell" detail={sourceLabel ? `from ${sourceLabel}` : undefined}>
        {amount(value.sourceAmount)}
      </Row>
      <Row term="Fees" detail={hasFees ? undefined : 'No fee on this exchange'}>
        {amount(value.totalFeeAmount)}
      </Row>
      {hasFees ? <Row term="Amount converted">{amount(value.convertedAmount)}</Row> : null}
      <Row
        term="Rate"
        detail={
          isShowingMid ? `Mid-market ${formatRate(rate.base_fx_rate)} · margin ${formatMargin(rate.margin)}` : undefined
        }
      >
        {rateText(rate)}
      </Row>
      <Row term="You get" detail={destinationLabel ? `into ${destinationLabel}` : undefined} isStrong>
        {amount(value.destinationAmount)}
      </Row>
      {hasSupplierFee ? <Row term="Supplier payments fee">{amount(value.supplierPaymentsFee)}</Row> : null}
      <Row term="Total debited" isStrong>
        {amount(value.sourceAmountWithSupplierFee)}
      </Row>
    </dl>
  );
}

function Row({
  term,
  detail,
  isStrong,
  children,
}: {
  term: string;
  detail?: string;
  isStrong?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={isStrong ? 'exchange-figure is-strong' : 'exchange-figure'}>
      <dt>{term}</dt>
      <dd>
        <span className="exchange-figure-value">{children}</span>
        {detail ? <span className="exchange-figure-detail">{detail}</span> : null}
      </dd>
    </div>
  );
}
