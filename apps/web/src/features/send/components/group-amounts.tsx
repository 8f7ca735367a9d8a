import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { type CurrencyCode, isCurrencyCode } from '@corridor/domain/currencies';
import { statementNarrative } from '@corridor/domain/payouts/narrative';
import { type Dispatch, useState } from 'react';
import { loadErrorMessage } from '@/lib/api/api-error.ts';
import { AccountField } from '@/ui/account-field.tsx';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useSendQuotes } from '../api/get-fx-quote.ts';
import { useGroupCheck } from '../hooks/use-group-check.ts';
import { useGroupPricing } from '../hooks/use-group-pricing.ts';
import { type GroupAction, type GroupFlow, groupCurrencies, rowDraft } from './group-flow.ts';
import { GroupRates } from './group-rates.tsx';
import { GroupRowEditor } from './group-row.tsx';
import { amountIssues, exceedsAvailable, hasIssues, NARRATIVE_MAX_LENGTH, NARRATIVE_TOO_LONG } from './send-draft.ts';
import { StepHeading } from './step-heading.tsx';

type GroupAmountsProps = {
  flow: GroupFlow;
  dispatch: Dispatch<GroupAction>;
  accounts: readonly TCurrencyAccount[];
  businessName?: string;
  /** The business buys a balance's shortfall from its other accounts (auto book-FX). */
  isAutoBookFx?: boolean;
  shouldFocus: boolean;
};

/**
 * Step 2 (multi-payment step 1): one amount per recipient, all from one account and on one side, each priced live at
 * its currency's rate; then every payout is checked (validatePayout) before anything is created. A refusal stays on
 * its recipient's row and the step is kept.
 */
export function GroupAmounts({
  flow,
  dispatch,
  accounts,
  businessName,
  isAutoBookFx = false,
  shouldFocus,
}: GroupAmountsProps) {
  const [isSubmitted, setSubmitted] = useState(false);
  const account = accounts.find((a) => a._id === flow.sourceAccountId);
  const source = account?.currency;
  const currencies = groupCurrencies(flow).filter(isCurrencyCode) as CurrencyCode[];
  const quotes = useSendQuotes(source ?? null, currencies);
  const quotedAt = Object.fromEntries(currencies.map((c, i) => [c, quotes[i]?.data?.quoted_at]));
  const rateErrors = Object.fromEntries(
    currencies.map((c, i) => [
      c,
      quotes[i]?.isError && !quotes[i]?.data ? `No ${c} rate right now: ${loadErrorMessage(quotes[i]?.error)}` : null,
    ]),
  );
  const pricing = useGroupPricing(flow, accounts, quotedAt);
  const check = useGroupCheck(flow, dispatch, accounts);
  const issuesOf = (i: number) => amountIssues(rowDraft(flow, flow.rows[i]!), accounts, isSubmitted);
  const total = flow.rows.reduce((sum, r) => {
    const v = pricing.get(r.recipient._id)?.data?.exchangeValue.sourceAmountWithSupplierFee.amountMinor;
    return v ? sum + BigInt(v) : sum;
  }, 0n);
  const priced = flow.rows.filter((r) => pricing.get(r.recipient._id)?.data).length;
  const isOverBalance = account !== undefined && exceedsAvailable(total, account);
  const failed = flow.rows.filter((r) => flow.failures[r.recipient._id]).length;

  const submit = () => {
    setSubmitted(true);
    const hasRowIssues = flow.rows.some((r) => hasIssues(amountIssues(rowDraft(flow, r), accounts, true)));
    const isLocked = flow.rows.some((r) => flow.failures[r.recipient._id]?.isInputDisabled);
    if (!source || hasRowIssues || isLocked || hasIssues({ n: narrativeIssue(flow.narrative) })) return;
    check.mutate();
  };

  return (
    <section className="send-step stack" aria-labelledby="group-amounts-title">
      <StepHeading id="group-amounts-title" shouldFocus={shouldFocus}>
        How much is each payment?
      </StepHeading>
      <AccountField
        label="Pay from"
        accounts={accounts}
        value={flow.sourceAccountId}
        onChange={(sourceAccountId) => dispatch({ type: 'edit', patch: { sourceAccountId } })}
        error={isSubmitted && !source ? 'Please choose an account to pay from' : undefined}
      />
      <fieldset className="send-radio-group">
        <legend className="field-label">The amounts you enter are</legend>
        {(['destination', 'source'] as const).map((side) => (
          <label key={side} className="send-radio">
            <input
              type="radio"
              name="group-side"
              checked={flow.fixedSide === side}
              onChange={() => dispatch({ type: 'edit', patch: { fixedSide: side } })}
            />
            <span>
              <span className="send-radio-label">
                {side === 'destination' ? 'What each recipient gets' : 'What you send to each'}
              </span>
              <span className="send-radio-detail">
                {side === 'destination'
                  ? 'In their currency; the fees are added to what you send (fee payer OUR).'
                  : `In ${source ?? 'your account’s currency'}; the fees come out of it (fee payer BEN).`}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {source ? <GroupRates source={source} currencies={currencies} quotes={quotes} /> : null}
      <ul className="group-rows" aria-label="Payments">
        {flow.rows.map((row, i) => (
          <GroupRowEditor
            key={row.recipient._id}
            row={row}
            fixedSide={flow.fixedSide}
            sourceCurrency={source}
            pricing={pricing.get(row.recipient._id)}
            issues={issuesOf(i)}
            failure={flow.failures[row.recipient._id]}
            rateError={rateErrors[row.recipient.destination_currency] ?? null}
            onEdit={(patch) => dispatch({ type: 'edit-row', id: row.recipient._id, patch })}
            onRemove={() => dispatch({ type: 'remove', id: row.recipient._id })}
          />
        ))}
      </ul>
      <TextField
        label="Reference for your recipients (optional)"
        value={flow.narrative}
        onChange={(e) => dispatch({ type: 'edit', patch: { narrative: e.target.value } })}
        error={narrativeIssue(flow.narrative)}
        hint={`Shown on each recipient's bank statement. Left empty, it reads "${statementNarrative('', businessName ?? '') || 'your business name'}".`}
        autoComplete="off"
      />
      <p className="group-total" role="status">
        {source ? (
          <>
            Total debited so far: <MoneyText minor={total} currency={source} withCode /> for {priced} of{' '}
            {flow.rows.length} {flow.rows.length === 1 ? 'payment' : 'payments'}
          </>
        ) : null}
      </p>
      {isOverBalance && account ? (
        <p className="send-warning" role="status">
          Together this is more than the available balance of{' '}
          <MoneyText minor={account.available_balance.amountMinor} currency={account.currency} withCode />.{' '}
          {isAutoBookFx
            ? 'The difference is bought from your other accounts as each payment is made.'
            : 'You can still send them, paid for by card or bank transfer.'}
        </p>
      ) : null}
      {failed > 0 && !check.isPending ? (
        <FormAlert>
          {failed === 1 ? '1 payment was refused' : `${failed} payments were refused`}: see the reason on each. Nothing
          was sent.
        </FormAlert>
      ) : null}
      <div className="send-actions">
        <Button variant="secondary" onClick={() => dispatch({ type: 'go', step: 0 })} disabled={check.isPending}>
          Back
        </Button>
        <Button
          onClick={submit}
          isLoading={check.isPending}
          loadingLabel={`Checking ${check.done} of ${flow.rows.length}…`}
        >
          Check {flow.rows.length} {flow.rows.length === 1 ? 'payment' : 'payments'}
        </Button>
      </div>
    </section>
  );
}

function narrativeIssue(narrative: string): string | undefined {
  return narrative.trim().length > NARRATIVE_MAX_LENGTH ? NARRATIVE_TOO_LONG : undefined;
}
