import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { MethodAccess } from '@corridor/domain/fundings/methods';
import { type Dispatch, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { Figure, FigureList } from '@/ui/figure-list.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { ApprovalNote } from './approval-note.tsx';
import { FailureNotice } from './failure-notice.tsx';
import { type GroupAction, type GroupFlow, hasStartedCreating, pendingRows } from './group-flow.ts';
import { GroupSummary, groupTotal } from './group-summary.tsx';
import { PaymentCharges } from './payment-charges.tsx';
import { PaymentMethodList } from './payment-method-list.tsx';
import { isChoiceComplete, type PaymentChoice } from './payment-methods.ts';
import { confirmNote } from './payment-step.tsx';
import type { PayoutFailure } from './payout-failure.ts';
import { exceedsAvailable } from './send-draft.ts';
import { StepHeading } from './step-heading.tsx';

type GroupPaymentProps = {
  flow: GroupFlow;
  dispatch: Dispatch<GroupAction>;
  accounts: readonly TCurrencyAccount[];
  onCreate: (choice: PaymentChoice) => void;
  isCreating: boolean;
  shouldFocus: boolean;
  /** Who may pay by ACH or FPX (the business's entity and flags), from the route. */
  access?: MethodAccess;
  /** The business buys a balance's shortfall from its other accounts (auto book-FX), from the route. */
  isAutoBookFx?: boolean;
};

/**
 * Whether the balance cannot pay for the group: a recipient it could not pay even alone (checked as paid by transfer),
 * or all of them together. Each payment was checked against the whole balance; the group is created all or nothing, so
 * without the total the confirmation would be refused on the first payment the balance cannot pay. With auto book-FX
 * on, each payment's shortfall is bought from the business's other accounts as it is created (its check said so).
 */
export function isGroupBalanceShort(
  flow: GroupFlow,
  source: Pick<TCurrencyAccount, 'available_balance'> | undefined,
  isAutoBookFx = false,
): boolean {
  if (Object.values(flow.validated).some((v) => v.isBalanceShort)) return true;
  const total = groupTotal(flow);
  return !isAutoBookFx && total !== null && source !== undefined && exceedsAvailable(total.minor, source);
}

/**
 * What a failed confirmation meant for the group, created all or nothing: refused on one recipient, none was made;
 * unanswered (the network, our side), it may have been, and trying again with the same key cannot make one twice.
 */
export function groupFailureLead(failure: PayoutFailure, recipientName: string): string {
  return failure.isRetryable && !failure.isRateStale
    ? 'We could not confirm these payments. Try again: a payment already made is not made twice.'
    : `None of these payments was made: the one to ${recipientName} was refused.`;
}

/**
 * Step 4: how the group is paid for, one confirmation for all of it, then the payments are created together. A
 * refusal creates none of them and shows its reason on that recipient: try again, or leave that recipient out and
 * send the rest.
 */
export function GroupPayment({
  flow,
  dispatch,
  accounts,
  onCreate,
  isCreating,
  shouldFocus,
  access,
  isAutoBookFx,
}: GroupPaymentProps) {
  const source = accounts.find((a) => a._id === flow.sourceAccountId);
  // Short, only a card or a transfer can pay for it.
  const isBalanceShort = isGroupBalanceShort(flow, source, isAutoBookFx);
  const [chosen, setChoice] = useState<PaymentChoice>({ method: 'account', cardId: null });
  // The balance can turn short on the way (its money spent meanwhile; the accounts are read again after a refusal).
  const choice: PaymentChoice =
    isBalanceShort && chosen.method === 'account' ? { method: 'bankTransfer', cardId: null } : chosen;
  const isBalance = choice.method === 'account';
  const [isConfirming, setConfirming] = useState(false);
  // "Try again" repeats what was confirmed; another way of paying is confirmed anew.
  const [tried, setTried] = useState<PaymentChoice | null>(null);
  const create = (c: PaymentChoice) => {
    setTried(c);
    onCreate(c);
  };
  const total = groupTotal(flow);
  const count = flow.rows.length;
  const isApproval = Object.values(flow.validated).some((v) => v.result.is_approval_required);
  const stopped = pendingRows(flow).find((r) => flow.failures[r.recipient._id]);
  const stoppedFailure = stopped ? flow.failures[stopped.recipient._id] : undefined;
  const hasStarted = hasStartedCreating(flow);
  const money = total ? <MoneyText minor={total.minor} currency={total.currency} withCode /> : null;
  const payments = `${count} ${count === 1 ? 'payment' : 'payments'}`;
  const label = isApproval ? `Submit ${count} for approval` : `Send ${payments}`;
  const canRetry = stopped !== undefined && tried !== null && isSameChoice(tried, choice);

  return (
    <section className="send-step stack" aria-labelledby="group-payment-title">
      <StepHeading id="group-payment-title" shouldFocus={shouldFocus}>
        How do you want to pay?
      </StepHeading>
      {source && !hasStarted ? (
        <PaymentMethodList
          source={source}
          value={choice}
          onChange={setChoice}
          isBalanceShort={isBalanceShort}
          paymentCount={count}
          access={access}
          debitMinor={total?.minor}
        />
      ) : null}
      {isBalance || !total || !source ? (
        <p className="group-total">Total debited: {money}</p>
      ) : (
        <FigureList>
          <Figure term={`${count} payments`} isStrong={false}>
            {money}
          </Figure>
          <PaymentCharges choice={choice} account={source} debitMinor={total.minor} />
        </FigureList>
      )}
      <ApprovalNote isRequired={isApproval} isFromBalance={choice.method === 'account'} count={count} />
      {stopped && stoppedFailure && !isCreating ? (
        <FailureNotice
          failure={stoppedFailure}
          lead={groupFailureLead(stoppedFailure, stopped.recipient.beneficiary_name)}
        >
          {canRetry ? (
            <Button variant="secondary" onClick={() => create(choice)}>
              Try again
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => dispatch({ type: 'skip', id: stopped.recipient._id })}>
            Leave out {stopped.recipient.beneficiary_name}
          </Button>
        </FailureNotice>
      ) : null}
      {hasStarted || isCreating ? <GroupSummary flow={flow} isCreating={isCreating} /> : null}
      <div className="send-actions">
        {hasStarted ? null : (
          <Button variant="secondary" onClick={() => dispatch({ type: 'go', step: 2 })} disabled={isCreating}>
            Back
          </Button>
        )}
        {canRetry ? null : (
          <Button
            onClick={() => setConfirming(true)}
            isLoading={isCreating}
            loadingLabel="Creating payments…"
            disabled={!isChoiceComplete(choice)}
          >
            {label}
          </Button>
        )}
      </div>
      {isConfirming ? (
        <ConfirmDialog
          title={isApproval ? `Submit ${payments} for approval?` : `Send ${payments}?`}
          confirmLabel={label}
          onConfirm={() => {
            setConfirming(false);
            create(choice);
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {isBalance ? 'We take' : 'You pay'} {money}{' '}
            {isBalance
              ? `from your ${total?.currency} balance`
              : choice.method === 'creditCard'
                ? 'and the card fee in one card payment'
                : choice.method === 'ach'
                  ? 'in one ACH debit'
                  : choice.method === 'fpxTransfer'
                    ? 'in one FPX payment'
                    : 'in one transfer'}{' '}
            for {count} {count === 1 ? 'recipient' : 'recipients'}.
          </p>
          <p className="muted">{confirmNote(choice, isApproval)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

const isSameChoice = (a: PaymentChoice, b: PaymentChoice) =>
  a.method === b.method && a.cardId === b.cardId && (a.achAccountId ?? null) === (b.achAccountId ?? null);
