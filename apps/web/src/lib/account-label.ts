import { currencyName, isCurrencyCode } from '@corridor/domain/currencies';

type AccountLike = { currency: string; account_number: string; label: string | null };

/** "Singapore Dollar (SGD)", with the business's own label in place of the name when it gave one. */
export function accountName(a: Pick<AccountLike, 'currency' | 'label'>): string {
  const name = a.label || (isCurrencyCode(a.currency) ? currencyName(a.currency) : '');
  return name ? `${name} (${a.currency})` : a.currency;
}

/** "Singapore Dollar (SGD) · 4359158276": the name and the account's number, as every account picker shows it. */
export function accountLabel(a: AccountLike): string {
  return `${accountName(a)} · ${a.account_number}`;
}
