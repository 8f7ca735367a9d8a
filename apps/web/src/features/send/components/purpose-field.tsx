import type { CurrencyCode } from '@corridor/domain/currencies';
import { SelectField } from '@/ui/select-field.tsx';
import { usePurposeCodes } from '../api/get-purpose-codes.ts';

type PurposeFieldProps = {
  currency: CurrencyCode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  isDisabled?: boolean;
};

/**
 * The payout's purpose from common/purposeCodes: for INR one of the purpose codes IR01801–IR01811, which must be chosen
 * (spec §5); otherwise one of the payment reasons, which may be left out.
 */
export function PurposeField({ currency, value, onChange, error, isDisabled }: PurposeFieldProps) {
  const codes = usePurposeCodes(currency);
  const isMandatory = codes.data?.is_mandatory ?? currency === 'INR';
  const options = codes.data?.choices ?? [];
  return (
    <SelectField
      className="send-purpose"
      label={isMandatory ? 'Purpose code' : 'Reason for payment (optional)'}
      placeholder={isMandatory ? 'Choose a purpose code' : 'No reason given'}
      allLabel={isMandatory ? undefined : 'No reason given'}
      options={options}
      value={value}
      onChange={onChange}
      error={error ?? (codes.isError ? 'We could not load the purposes. Please try again.' : undefined)}
      hint={isMandatory ? `Required for payments in ${currency}.` : undefined}
      isDisabled={isDisabled || !codes.data}
    />
  );
}
