import './currency-flag.css';

/** A round badge with the currency code: readable everywhere, unlike emoji flags (Windows shows letters). */
export function CurrencyFlag({ currency, size = 'medium' }: { currency: string; size?: 'small' | 'medium' }) {
  return (
    <span className={`currency-flag currency-flag-${size}`} data-currency={currency} aria-hidden="true">
      {currency.slice(0, 3)}
    </span>
  );
}
