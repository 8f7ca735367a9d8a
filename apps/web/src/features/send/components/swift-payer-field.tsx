import type { SwiftFeePayer } from '@corridor/domain/payouts/fee-schedule';
import { MoneyText } from '@/ui/money-text.tsx';
import { useSwiftFees } from '../api/get-swift-fees.ts';

type SwiftPayerFieldProps = {
  corridor: { sourceCurrency: string; destinationCurrency: string; destinationCountry: string };
  value: SwiftFeePayer;
  onChange: (value: SwiftFeePayer) => void;
  isDisabled?: boolean;
};

const NAMES: Readonly<Record<SwiftFeePayer, string>> = {
  OUR: 'You pay (OUR)',
  SHA: 'Shared (SHA)',
  BEN: 'Recipient pays (BEN)',
};

/**
 * A SWIFT payout's `swift_fee_payer`: who bears the banks' charges, as swift-fees describes each choice; only OUR is
 * charged our SWIFT fee, shown beside it in the source currency.
 */
export function SwiftPayerField({ corridor, value, onChange, isDisabled }: SwiftPayerFieldProps) {
  const fees = useSwiftFees(corridor);
  const fee = fees.data?.data.find((d) => d.source_currency === corridor.sourceCurrency)?.swift_fee;
  const choices = fees.data?.swift_fee_payers ?? [];
  if (choices.length === 0) return null;
  return (
    <fieldset className="send-radio-group" disabled={isDisabled}>
      <legend className="field-label">Who pays the banks' SWIFT charges</legend>
      {choices.map((c) => (
        <label key={c.swift_fee_payer} className="send-radio">
          <input
            type="radio"
            name="swift-fee-payer"
            value={c.swift_fee_payer}
            checked={value === c.swift_fee_payer}
            onChange={() => onChange(c.swift_fee_payer)}
          />
          <span>
            <span className="send-radio-label">
              {NAMES[c.swift_fee_payer]}
              {c.is_charged && fee ? (
                <>
                  {' '}
                  · SWIFT fee <MoneyText minor={fee.amountMinor} currency={fee.currency} withCode />
                </>
              ) : null}
            </span>
            <span className="send-radio-detail">{c.description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
