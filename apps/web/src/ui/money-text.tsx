import { formatMoney } from '@corridor/domain/money';
import './money-text.css';

type MoneyTextProps = {
  /** Minor units as the API sends them (a string) or as a bigint; never a float. */
  minor: string | bigint;
  currency: string;
  withCode?: boolean;
  /** Shows "+" on credits, so a list of movements reads at a glance. */
  isSigned?: boolean;
  className?: string;
};

/** Formats minor units the one way the product shows money: en-US, 2 decimals, none for JPY, IDR and VND. */
export function MoneyText({ minor, currency, withCode = false, isSigned = false, className }: MoneyTextProps) {
  const value = toBigInt(minor);
  if (value === null) return <span className={className}>—</span>;
  // The sign goes in front of the code ("-SGD 5.00"), which reads better than "SGD -5.00" in a list.
  const text = formatMoney(value < 0n ? -value : value, currency, { withCode });
  const sign = value < 0n ? '-' : isSigned && value > 0n ? '+' : '';
  const tone = isSigned ? (value < 0n ? 'is-debit' : 'is-credit') : '';
  return <span className={['money', tone, className].filter(Boolean).join(' ')}>{`${sign}${text}`}</span>;
}

/** A minor-unit string as bigint; null when the API sent something that is not an integer. */
export function toBigInt(minor: string | bigint): bigint | null {
  if (typeof minor === 'bigint') return minor;
  return /^-?\d+$/.test(minor) ? BigInt(minor) : null;
}
