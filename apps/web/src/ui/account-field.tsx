import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { accountLabel } from '@/lib/account-label.ts';
import { MoneyText } from './money-text.tsx';
import { SelectField } from './select-field.tsx';

type AccountFieldProps = {
  label: string;
  accounts: readonly TCurrencyAccount[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
  isDisabled?: boolean;
  className?: string;
};

/** One of the business's accounts, with what it can spend now shown under it. */
export function AccountField({ label, accounts, value, onChange, error, isDisabled, className }: AccountFieldProps) {
  const account = accounts.find((a) => a._id === value);
  return (
    <SelectField
      className={className}
      label={label}
      placeholder="Choose an account"
      options={accounts.map((a) => ({ value: a._id, label: accountLabel(a) }))}
      value={value}
      onChange={onChange}
      error={error}
      isDisabled={isDisabled}
      hint={
        account ? (
          <>
            Available <MoneyText minor={account.available_balance.amountMinor} currency={account.currency} withCode />
          </>
        ) : undefined
      }
    />
  );
}
