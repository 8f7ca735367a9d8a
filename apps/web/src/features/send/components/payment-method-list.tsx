import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { MethodAccess } from '@corridor/domain/fundings/methods';
import { href } from '@corridor/domain/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/api/api-error.ts';
import { MoneyText } from '@/ui/money-text.tsx';
import { usePaymentAchAccounts, usePaymentAchLimit } from '../api/get-payment-ach.ts';
import { usePaymentCards } from '../api/get-payment-cards.ts';
import { type PaymentChoice, paymentMethodsFor } from './payment-methods.ts';
import '@/ui/choice-list.css';

/** "Add a card": the add-money feature's card form, handed down by the route (features never import each other). */
export type AddCardSlot = (props: {
  currency: string;
  onSaved: (cardId: string) => void;
  onClose: () => void;
}) => ReactNode;

type PaymentMethodListProps = {
  source: TCurrencyAccount;
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  /** Opens the add-a-card dialog, when the route gives one. */
  onAddCard?: () => void;
  /** The balance cannot pay this payment (the review found it short). */
  isBalanceShort?: boolean;
  /** How many payments it pays for (a group's), to say so when the balance is short. */
  paymentCount?: number;
  /** Who may use ACH and FPX (the business's entity and flags, from the route); without it, neither is offered. */
  access?: MethodAccess;
  /** What the payment debits (minor units), to say when it is more than the ACH limit allows. */
  debitMinor?: bigint;
};

/**
 * How the payment is paid for: one radio per method the paying account's currency offers (the balance, a card, a bank
 * transfer, PayNow or PayID), each with what it means under its name; a card payment then picks one of the saved cards.
 */
export function PaymentMethodList({
  source,
  value,
  onChange,
  onAddCard,
  isBalanceShort,
  paymentCount = 1,
  access,
  debitMinor,
}: PaymentMethodListProps) {
  const methods = paymentMethodsFor(source, isBalanceShort, access, paymentCount);
  const isCard = value.method === 'creditCard';
  return (
    <div className="stack">
      <fieldset className="choice-list">
        <legend className="visually-hidden">Payment method</legend>
        {methods.map((m) => (
          <label
            key={m.method}
            className={m.method === value.method ? 'choice is-chosen' : `choice${m.isDisabled ? ' is-disabled' : ''}`}
          >
            <input
              type="radio"
              name="payment-method"
              value={m.method}
              disabled={m.isDisabled}
              checked={m.method === value.method}
              onChange={() =>
                onChange({
                  method: m.method,
                  cardId: m.method === 'creditCard' ? value.cardId : null,
                  achAccountId: m.method === 'ach' ? (value.achAccountId ?? null) : null,
                })
              }
            />
            <span className="send-method">
              <span className="send-method-label">{m.label}</span>
              {typeof m.detail === 'string' ? (
                <span className="muted">{m.detail}</span>
              ) : (
                <span className="muted">
                  Available <MoneyText minor={m.detail.amountMinor} currency={m.detail.currency} withCode />
                  {m.isDisabled ? `: not enough for ${paymentCount === 1 ? 'this payment' : 'these payments'}` : null}
                </span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      {isCard ? <CardChoices value={value} onChange={onChange} onAddCard={onAddCard} /> : null}
      {value.method === 'ach' ? <AchChoices value={value} onChange={onChange} debitMinor={debitMinor} /> : null}
    </div>
  );
}

function CardChoices({ value, onChange, onAddCard }: Omit<PaymentMethodListProps, 'source'>) {
  const cards = usePaymentCards(true);
  const list = cards.data?.cards ?? [];
  return (
    <fieldset className="choice-list send-cards">
      <legend>Pay with</legend>
      {cards.isPending ? <p className="muted">Loading your cards…</p> : null}
      {cards.isError ? <p role="alert">{errorMessage(cards.error)}</p> : null}
      {cards.isSuccess && list.length === 0 ? <p className="muted">You have no saved cards yet.</p> : null}
      {list.map((c) => (
        <label key={c._id} className={c._id === value.cardId ? 'choice is-chosen' : 'choice'}>
          <input
            type="radio"
            name="payment-card"
            value={c._id}
            checked={c._id === value.cardId}
            onChange={() => onChange({ method: 'creditCard', cardId: c._id })}
          />
          <span className="send-method">
            <span className="send-method-label">
              {c.brand} •••• {c.lastFour}
            </span>
            <span className="muted">Expires {c.expiry}</span>
          </span>
        </label>
      ))}
      {onAddCard ? (
        <button type="button" className="btn btn-secondary send-add-card" onClick={onAddCard}>
          Add a card
        </button>
      ) : null}
    </fieldset>
  );
}

/** The linked US bank accounts an ACH payment can be debited from, and what the rolling limit still allows. */
function AchChoices({
  value,
  onChange,
  debitMinor,
}: Pick<PaymentMethodListProps, 'value' | 'onChange' | 'debitMinor'>) {
  const accounts = usePaymentAchAccounts(true);
  const limit = usePaymentAchLimit(true);
  const list = (accounts.data?.accounts ?? []).filter((a) => a.status === 'LINKED');
  const allowed = limit.data?.allowed_amount;
  const isOverLimit = allowed !== undefined && debitMinor !== undefined && debitMinor > BigInt(allowed.amountMinor);
  return (
    <fieldset className="choice-list send-cards">
      <legend>Debit from</legend>
      {accounts.isPending ? <p className="muted">Loading your linked bank accounts…</p> : null}
      {accounts.isError ? <p role="alert">{errorMessage(accounts.error)}</p> : null}
      {accounts.isSuccess && list.length === 0 ? <p className="muted">You have no linked bank account yet.</p> : null}
      {list.map((a) => (
        <label key={a.accountId} className={a.accountId === value.achAccountId ? 'choice is-chosen' : 'choice'}>
          <input
            type="radio"
            name="payment-ach-account"
            value={a.accountId}
            checked={a.accountId === value.achAccountId}
            onChange={() => onChange({ method: 'ach', cardId: null, achAccountId: a.accountId })}
          />
          <span className="send-method">
            <span className="send-method-label">
              {a.holderName} {a.accountNumber}
            </span>
            <span className="muted">
              {a.type === 'CHECKING' ? 'Checking' : 'Savings'} · routing {a.routingValue}
            </span>
          </span>
        </label>
      ))}
      {allowed && isOverLimit ? (
        <p role="alert">
          This payment is more than your ACH limit allows: at most{' '}
          <MoneyText minor={allowed.amountMinor} currency={allowed.currency} withCode /> in the last{' '}
          {limit.data?.windowDays} days. Choose another way to pay, or send less.
        </p>
      ) : allowed ? (
        <p className="muted">
          Your ACH limit allows <MoneyText minor={allowed.amountMinor} currency={allowed.currency} withCode /> more in
          the last {limit.data?.windowDays} days.
        </p>
      ) : null}
      <p>
        <Link to={href('/r/addmoney')}>Link a bank account on Add money</Link>
      </p>
    </fieldset>
  );
}
