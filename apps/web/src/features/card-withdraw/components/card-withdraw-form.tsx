import type { TCardBalance } from '@corridor/contracts/card-balances/card-balances';
import type { TCardWithdrawal } from '@corridor/contracts/card-balances/card-withdraw';
import { CARD_WITHDRAW_MESSAGES } from '@corridor/domain/card-balances/card-withdraw';
import { PATHS } from '@corridor/domain/paths';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AmountField } from '@/ui/amount-field.tsx';
import { Button } from '@/ui/button.tsx';
import { ChoiceList } from '@/ui/choice-list.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { useReviewOnSubmit } from '@/ui/use-review-on-submit.ts';
import { CardReviewDialog } from './card-review-dialog.tsx';
import {
  amountCheck,
  type CardWithdrawDraft,
  draftProblems,
  maxAmount,
  startingBalance,
} from './card-withdraw-draft.ts';

type CardWithdrawFormProps = {
  balances: readonly TCardBalance[];
  onDone: (withdrawal: TCardWithdrawal) => void;
};

/**
 * The card withdraw form: which card balance (each with what it can give), the account it goes back to (the business's
 * own account in that currency, or how to open one), the amount with "Max", then a review before anything moves.
 */
export function CardWithdrawForm({ balances, onDone }: CardWithdrawFormProps) {
  const formId = useId();
  const [draft, setDraft] = useState<CardWithdrawDraft>(() => ({
    currency: startingBalance(balances)?.currency ?? '',
    amount: '',
  }));
  const balance = balances.find((b) => b.currency === draft.currency);
  const problems = draftProblems(draft, balance);
  const review = useReviewOnSubmit({ isReady: Object.keys(problems).length === 0, onDone });
  const shown = review.isSubmitted ? problems : {};
  const check = amountCheck(draft, balance);

  return (
    <>
      <form
        id={formId}
        className="panel card-withdraw-form"
        noValidate
        aria-label="Withdrawal from a card balance"
        onSubmit={review.submit}
      >
        <ChoiceList
          legend="Withdraw from"
          isLegendVisible
          name={`${formId}-balance`}
          value={draft.currency || null}
          onChange={(currency) => setDraft({ currency, amount: '' })}
          choices={balances.map((b) => ({
            value: b.currency,
            label: (
              <span className="card-balance-choice">
                <span>{b.currency} card balance</span>
                <MoneyText
                  minor={b.balance.amountMinor}
                  currency={b.currency}
                  withCode
                  className="card-balance-amount"
                />
              </span>
            ),
            detail: <BalanceDetail balance={b} />,
          }))}
        />
        <Destination balance={balance} error={shown.currency} />
        <div className="card-withdraw-amount">
          <AmountField
            label="Amount"
            currency={balance?.currency}
            value={draft.amount}
            onChange={(amount) => setDraft((d) => ({ ...d, amount }))}
            error={shown.amount ?? (check && !check.ok && draft.amount ? check.message : undefined)}
            isDisabled={!balance?.destination}
          />
          <Button
            variant="secondary"
            className="card-withdraw-max"
            disabled={!balance?.destination || BigInt(balance.available.amountMinor) <= 0n}
            onClick={() => balance && setDraft((d) => ({ ...d, amount: maxAmount(balance) }))}
          >
            Max<span className="visually-hidden"> ({balance?.available.display} available)</span>
          </Button>
        </div>
        <div className="card-withdraw-actions">
          <Button type="submit" disabled={!balance?.destination}>
            Review withdrawal
          </Button>
        </div>
      </form>
      {review.isReviewing && balance?.destination && check?.ok ? (
        <CardReviewDialog
          draft={draft}
          amountMinor={check.minor}
          balance={{ ...balance, destination: balance.destination }}
          onClose={review.close}
          onDone={review.done}
        />
      ) : null}
    </>
  );
}

/** Under a card balance: what it can give now when some is held, and which account it goes back to. */
function BalanceDetail({ balance: b }: { balance: TCardBalance }) {
  const isHeld = b.available.amountMinor !== b.balance.amountMinor;
  return (
    <>
      {isHeld ? (
        <>
          <MoneyText minor={b.available.amountMinor} currency={b.currency} withCode /> available ·{' '}
        </>
      ) : null}
      {b.destination
        ? `Back to your ${b.currency} account ${b.destination.account_number}`
        : `No open ${b.currency} account`}
    </>
  );
}

/** Where the money goes: the business's own account in the card balance's currency, or a way to open one. */
function Destination({ balance, error }: { balance: TCardBalance | undefined; error: string | undefined }) {
  if (!balance) return error ? <p className="field-error">{error}</p> : null;
  const to = balance.destination;
  if (!to) {
    return (
      <div className="card-withdraw-destination is-missing" role="alert">
        <p>{CARD_WITHDRAW_MESSAGES.noDestination(balance.currency)}</p>
        <Link to={PATHS.myAccounts}>Open a {balance.currency} account in My accounts</Link>
      </div>
    );
  }
  return (
    <div className="card-withdraw-destination">
      <span className="muted">To your account</span>
      <span className="card-withdraw-destination-name">
        {to.label ?? `${to.currency} account`} · <span className="mono">{to.account_number}</span>
      </span>
    </div>
  );
}
