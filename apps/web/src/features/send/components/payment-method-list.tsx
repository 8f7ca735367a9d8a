import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { DepositMethod } from '@corridor/domain/payouts/funding';
import { MoneyText } from '@/ui/money-text.tsx';
import { paymentMethodsFor } from './payment-methods.ts';

type PaymentMethodListProps = {
  source: TCurrencyAccount;
  value: DepositMethod;
  onChange: (method: DepositMethod) => void;
};

/**
 * How the payment is paid for: one radio per method available to the business (the balance today; card, bank
 * transfer, ACH and FPX join this list later), each with what it shows under its name.
 */
export function PaymentMethodList({ source, value, onChange }: PaymentMethodListProps) {
  const methods = paymentMethodsFor(source);
  return (
    <fieldset className="send-choices">
      <legend className="visually-hidden">Payment method</legend>
      {methods.map((m) => (
        <label key={m.method} className={m.method === value ? 'send-choice is-chosen' : 'send-choice'}>
          <input
            type="radio"
            name="payment-method"
            value={m.method}
            checked={m.method === value}
            onChange={() => onChange(m.method)}
          />
          <span className="send-method">
            <span className="send-method-label">{m.label}</span>
            {m.detail ? (
              <span className="muted">
                Available <MoneyText minor={m.detail.amountMinor} currency={m.detail.currency} withCode />
              </span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
