import type { TPayoutPricing } from '@corridor/contracts/payouts/payout-common';
import { SWIFT_FEE_PAYER_DESCRIPTIONS } from '@corridor/domain/payouts/fee-schedule';
import { formatRate } from '@corridor/domain/rates';
import type { ReactNode } from 'react';
import { formatMargin, rateText } from '@/lib/fx-text.ts';
import { Figure, FigureList } from './figure-list.tsx';
import { MoneyText } from './money-text.tsx';

type Priced = Pick<
  TPayoutPricing,
  | 'source_currency'
  | 'destination_currency'
  | 'fx_rate'
  | 'base_fx_rate'
  | 'margin'
  | 'payout_method'
  | 'fixed_side'
  | 'swift_fee_payer'
  | 'exchangeValue'
> & {
  /** Known while pricing (transactionFees, validatePayout); a payout keeps only the fee itself. */
  supplier_fee_percent?: string | null;
};

type PayoutFiguresProps = {
  pricing: Priced;
  /** "Singapore Dollar (SGD) · 4359158276": the account debited. */
  sourceLabel?: string;
  recipientName?: string;
  /** How the rate stands: "Locked until …", "Live rate". */
  rateNote?: ReactNode;
};

const money = (a: { amountMinor: string; currency: string }) => (
  <MoneyText minor={a.amountMinor} currency={a.currency} withCode />
);
const TYPED = 'The amount you entered';

/**
 * Every figure of a payout in the order money moves (spec §3 exchange value): what is sent, each fee line
 * (transaction fee, SWIFT fee and who bears the banks' charges, supplier-payments fee) and their total, what is
 * converted at which rate, what the recipient gets and what the account is debited. The one list the amount step,
 * the review, the result and the details show, so they never tell a different story.
 */
export function PayoutFigures({ pricing, sourceLabel, recipientName, rateNote }: PayoutFiguresProps) {
  const v = pricing.exchangeValue;
  const isCross = pricing.source_currency !== pricing.destination_currency;
  const isSwift = pricing.payout_method === 'SWIFT';
  const percent = pricing.supplier_fee_percent;
  return (
    <FigureList className="payout-figures">
      <Figure term="You send" detail={pricing.fixed_side === 'source' ? TYPED : undefined}>
        {money(v.sourceAmount)}
      </Figure>
      <Figure term="Transaction fee" detail={isSwift ? 'SWIFT transfer' : 'Local transfer'}>
        {money(v.feeAmount)}
      </Figure>
      <Figure
        term="SWIFT fee"
        detail={isSwift ? SWIFT_FEE_PAYER_DESCRIPTIONS[pricing.swift_fee_payer] : 'None on a local transfer'}
      >
        {money(v.swiftFeeAmount)}
      </Figure>
      <Figure term="Total fees">{money(v.totalFeeAmount)}</Figure>
      {isCross ? (
        <>
          <Figure term="Amount converted">{money(v.convertedAmount)}</Figure>
          <Figure
            term="Rate"
            detail={
              <>
                Mid-market {formatRate(pricing.base_fx_rate)} · margin {formatMargin(pricing.margin)}
                {rateNote ? <span className="payout-rate-note">{rateNote}</span> : null}
              </>
            }
          >
            {rateText(pricing)}
          </Figure>
        </>
      ) : null}
      <Figure
        term="Recipient gets"
        detail={
          [recipientName, pricing.fixed_side === 'destination' ? TYPED : null].filter(Boolean).join(' · ') || undefined
        }
        isStrong
      >
        {money(v.destinationAmount)}
      </Figure>
      <Figure
        term="Supplier payments fee"
        detail={
          percent
            ? `${percent}% of the amount you send`
            : BigInt(v.supplierPaymentsFee.amountMinor) > 0n
              ? 'On the amount you send'
              : 'Not charged to your business'
        }
      >
        {money(v.supplierPaymentsFee)}
      </Figure>
      <Figure term="Total debited" detail={sourceLabel ? `from ${sourceLabel}` : undefined} isStrong>
        {money(v.sourceAmountWithSupplierFee)}
      </Figure>
    </FigureList>
  );
}
