import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { AVAILABLE_DEPOSIT_METHODS, type DepositMethod } from '@corridor/domain/payouts/funding';

/**
 * The "Payment method" step's choices (spec §1 funding methods), a list so card, bank transfer, ACH and FPX take their
 * place beside the balance when they arrive: each says what it is, what it shows under its name, and whether it can be
 * chosen. Today only the account balance is available (domain AVAILABLE_DEPOSIT_METHODS).
 */
export type PaymentMethodChoice = {
  method: DepositMethod;
  label: string;
  /** A line under the label: the balance available, a card's last digits. */
  detail: { currency: string; amountMinor: string } | null;
};

export function paymentMethodsFor(
  source: Pick<TCurrencyAccount, 'currency' | 'available_balance'>,
): PaymentMethodChoice[] {
  const all: PaymentMethodChoice[] = [
    {
      method: 'account',
      label: `Pay from your ${source.currency} balance`,
      detail: { currency: source.currency, amountMinor: source.available_balance.amountMinor },
    },
  ];
  return all.filter((c) => AVAILABLE_DEPOSIT_METHODS.includes(c.method));
}
