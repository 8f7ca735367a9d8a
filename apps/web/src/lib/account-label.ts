import { currencyName, isCurrencyCode } from '@corridor/domain/currencies';

type AccountLike = { currency: string; account_number: string; label: string | null };

/** "Singapore Dollar (SGD) · 4359158276", with the business's own label in place of the name when it gave one. */
export function accountLabel(a: AccountLike): string {
  const name = a.label || (isCurrencyCode(a.currency) ? currencyName(a.currency) : a.currency);
  return `${name} (${a.currency}) · ${a.account_number}`;
}
