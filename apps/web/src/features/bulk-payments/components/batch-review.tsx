import { ADD_MONEY_METHOD_LABELS, addMoneyMethodsFor } from '@corridor/domain/fundings/methods';
import { href } from '@corridor/domain/paths';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { type Choice, ChoiceList } from '@/ui/choice-list.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { Figure, FigureList } from '@/ui/figure-list.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { useBatchCards } from '../api/get-batch-cards.ts';
import { BatchCharges } from './batch-charges.tsx';
import type { BatchDepositMethod } from './batch-model.ts';
import { CurrencyTotals } from './currency-totals.tsx';
import { HoldCountdown } from './hold-countdown.tsx';
import type { ReviewFigures } from './review-figures.ts';

type BatchReviewProps = {
  totals: ReviewFigures;
  /** When the held rates run out, on this browser's clock (ms). */
  holdExpiresAt: number;
  /** The source currency account: its id (to price a card or a transfer) and what is available on it. */
  account: { id: string; currency: string; availableMinor: string } | null;
  onRehold: () => void;
  isReholding: boolean;
  onPay: (method: BatchDepositMethod, cardId: string | null) => void;
  isPaying: boolean;
  payError?: string | null;
};

const count = new Intl.NumberFormat('en-US');

/**
 * The review of a batch whose rates are held (spec §4): what each currency comes to, the fees and the total, the
 * countdown to the hold's end, and how to pay. Nothing moves before the confirmation; once the hold runs out the
 * batch cannot be paid until new rates are held, so it is never paid at a stale rate.
 */
export function BatchReview(props: BatchReviewProps) {
  const { totals, holdExpiresAt, account, onRehold, isReholding, onPay, isPaying, payError } = props;
  const [isExpired, setExpired] = useState(holdExpiresAt <= Date.now());
  const [method, setMethod] = useState<BatchDepositMethod>('account');
  const [isConfirming, setConfirming] = useState(false);
  const [cardId, setCardId] = useState<string | null>(null);
  // New rates held: the batch can be paid again until the new hold runs out.
  useEffect(() => setExpired(holdExpiresAt <= Date.now()), [holdExpiresAt]);
  const expire = useCallback(() => {
    setExpired(true);
    setConfirming(false);
  }, []);
  const source = totals.sourceCurrency;
  const availableMinor = account?.availableMinor ?? null;
  const isShort = availableMinor !== null && BigInt(availableMinor) < totals.totalMinor;
  const chosen = method === 'account' && isShort ? null : method;
  const isComplete = chosen !== null && (chosen !== 'creditCard' || cardId !== null);
  const total = <MoneyText minor={totals.totalMinor} currency={source} withCode />;
  const choices: Choice<BatchDepositMethod>[] = [
    {
      value: 'account',
      label: `Pay from your ${source} balance`,
      detail:
        availableMinor === null ? undefined : (
          <>
            Available <MoneyText minor={availableMinor} currency={source} withCode />
            {isShort ? ': not enough for this batch' : null}
          </>
        ),
      isDisabled: isShort,
    },
    {
      value: 'bankTransfer',
      label: 'Bank transfer',
      detail: 'You transfer the total from your bank; the payments go out once it arrives.',
    },
    // PayNow from an SGD balance, PayID from an AUD one: a transfer like any other, with its own instructions.
    ...(['payNow', 'payId'] as const)
      .filter((m) => addMoneyMethodsFor(source).includes(m))
      .map((m) => ({
        value: m,
        label: ADD_MONEY_METHOD_LABELS[m],
        detail: `You pay the total by ${ADD_MONEY_METHOD_LABELS[m]}; the payments go out once it arrives.`,
      })),
    {
      value: 'creditCard',
      label: 'Card',
      detail: 'Charged now, with a card fee; the payments go out once the card is approved.',
    },
  ];
  return (
    <section className="panel stack" aria-labelledby="bulk-review-title">
      <div className="bulk-review-head">
        <h2 id="bulk-review-title" className="section-title">
          Review {count.format(totals.count)} payments
        </h2>
        <HoldCountdown key={holdExpiresAt} expiresAt={holdExpiresAt} onExpire={expire} />
      </div>
      <CurrencyTotals lines={totals.lines} source={source} />
      <FigureList>
        <Figure term={`${count.format(totals.count)} payments`}>
          <MoneyText minor={totals.sourceMinor} currency={source} withCode />
        </Figure>
        <Figure term="Fees">
          <MoneyText minor={totals.feesMinor} currency={source} withCode />
        </Figure>
        <Figure term="Total to pay" isStrong>
          {total}
        </Figure>
        {isExpired || chosen === null ? null : (
          <BatchCharges method={chosen} cardId={cardId} account={account} totalMinor={totals.totalMinor} />
        )}
      </FigureList>
      {isExpired ? (
        <FormAlert tone="info">
          The rates were held for a limited time and have run out. Lock new rates to see what the batch costs now.
        </FormAlert>
      ) : (
        <ChoiceList
          legend="How do you want to pay?"
          isLegendVisible
          name="bulk-deposit-method"
          choices={choices}
          value={chosen}
          onChange={setMethod}
        />
      )}
      {!isExpired && chosen === 'creditCard' ? <CardChoice value={cardId} onChange={setCardId} /> : null}
      {payError ? <FormAlert>{payError}</FormAlert> : null}
      {!isExpired && !isComplete ? (
        <p className="muted" id="bulk-pay-needs">
          {chosen === 'creditCard' ? 'Choose the card to charge to pay.' : 'Choose how you want to pay above.'}
        </p>
      ) : null}
      <div className="bulk-actions">
        {isExpired ? (
          <Button onClick={onRehold} isLoading={isReholding} loadingLabel="Locking new rates…">
            Lock new rates
          </Button>
        ) : (
          <Button
            onClick={() => setConfirming(true)}
            disabled={!isComplete}
            aria-describedby={isComplete ? undefined : 'bulk-pay-needs'}
            isLoading={isPaying}
            loadingLabel="Paying…"
          >
            Pay {count.format(totals.count)} payments
          </Button>
        )}
      </div>
      {isConfirming && chosen ? (
        <ConfirmDialog
          title={`Pay ${count.format(totals.count)} payments?`}
          confirmLabel="Pay now"
          busyLabel="Paying…"
          isBusy={isPaying}
          onConfirm={() => {
            setConfirming(false);
            onPay(chosen, chosen === 'creditCard' ? cardId : null);
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {chosen === 'account' ? 'We take' : 'You pay'} {total}{' '}
            {chosen === 'account'
              ? `from your ${source} balance`
              : chosen === 'creditCard'
                ? 'and the card fee in one card payment'
                : chosen === 'payNow' || chosen === 'payId'
                  ? `in one ${ADD_MONEY_METHOD_LABELS[chosen]} payment`
                  : 'in one bank transfer'}{' '}
            for {count.format(totals.count)} payments, at the rates locked for you.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** The saved card a card payment is charged to (cards are added on Add money). */
function CardChoice({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const cards = useBatchCards(true);
  const list = cards.data?.cards ?? [];
  return (
    <div className="stack">
      {cards.isPending ? <p className="muted">Loading your cards…</p> : null}
      {cards.isError ? <FormAlert>{errorMessage(cards.error)}</FormAlert> : null}
      {cards.isSuccess && list.length === 0 ? (
        <p className="muted">
          You have no saved cards yet: add one on <Link to={href('/r/addmoney')}>Add money</Link>.
        </p>
      ) : null}
      {list.length > 0 ? (
        <ChoiceList
          legend="Pay with"
          isLegendVisible
          name="bulk-card"
          value={value}
          onChange={onChange}
          choices={list.map((c) => ({
            value: c._id,
            label: `${c.brand} •••• ${c.lastFour}`,
            detail: `Expires ${c.expiry}`,
          }))}
        />
      ) : null}
    </div>
  );
}
