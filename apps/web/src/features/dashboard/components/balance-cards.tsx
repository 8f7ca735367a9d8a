import { currencyName, isCurrencyCode } from '@corridor/domain/currencies';
import { CurrencyFlag } from '@/ui/currency-flag.tsx';
import { MoneyText } from '@/ui/money-text.tsx';

export type CurrencyBalance = { currency: string; ledgerMinor: string; availableMinor: string };

/** One card per currency: what the account holds, and what can be spent now when that differs. */
export function BalanceCards({ balances }: { balances: readonly CurrencyBalance[] }) {
  return (
    <ul className="balance-cards" aria-label="Balances by currency">
      {balances.map((b) => (
        <li key={b.currency} className="balance-card">
          <CurrencyFlag currency={b.currency} />
          <div className="balance-card-text">
            <span className="balance-card-sub">
              {isCurrencyCode(b.currency) ? currencyName(b.currency) : b.currency}
            </span>
            <span className="balance-card-amount">
              <MoneyText minor={b.ledgerMinor} currency={b.currency} withCode />
            </span>
            {b.availableMinor !== b.ledgerMinor ? (
              <span className="balance-card-sub">
                Available <MoneyText minor={b.availableMinor} currency={b.currency} />
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
