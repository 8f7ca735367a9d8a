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
 * or all of them together. Each payment was checked against the whole balance, and a group paid from the balance is
 * created payment by payment, so without the total the last ones would be refused halfway through. With auto book-FX
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
 * Step 4: how the group is paid for, one confirmation for all of it, then the payments are created one by one. A
 * refusal stops there with its reason on that recipient: try again (the others are not created twice), or leave that
 * recipient out and finish with the rest.
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
  const [choice, setChoice] = useState<PaymentChoice>({
    method: isBalanceShort ? 'bankTransfer' : 'account',
    cardId: null,
  });
  const isBalance = choice.method === 'account';
  const [isConfirming, setConfirming] = useState(false);
  const total = groupTotal(flow);
  const count = flow.rows.length;
  const isApproval = Object.values(flow.validated).some((v) => v.result.is_approval_required);
  const stopped = pendingRows(flow).find((r) => flow.failures[r.recipient._id]);
  const stoppedFailure = stopped ? flow.failures[stopped.recipient._id] : undefined;
  const hasStarted = hasStartedCreating(flow);
  const money = total ? <MoneyText minor={total.minor} currency={total.currency} withCode /> : null;
  const label = isApproval ? `Submit ${count} for approval` : `Send ${count} ${count === 1 ? 'payment' : 'payments'}`;

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
        <FailureNotice failure={stoppedFailure}>
          <Button variant="secondary" onClick={() => onCreate(choice)}>
            Try again
          </Button>
          <Button variant="secondary" onClick={() => dispatch({ type: 'skip', id: stopped.recipient._id })}>
            Leave out {stopped.recipient.beneficiary_name} and finish
          </Button>
        </FailureNotice>
      ) : null}
      {hasStarted || isCreating ? (
        <GroupSummary flow={flow} currentId={isCreating ? (pendingRows(flow)[0]?.recipient._id ?? null) : null} />
      ) : null}
      <div className="send-actions">
        {hasStarted ? null : (
          <Button variant="secondary" onClick={() => dispatch({ type: 'go', step: 2 })} disabled={isCreating}>
            Back
          </Button>
        )}
        {stopped ? null : (
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
          title={isApproval ? `Submit ${count} payments for approval?` : `Send ${count} payments?`}
          confirmLabel={label}
          onConfirm={() => {
            setConfirming(false);
            onCreate(choice);
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
