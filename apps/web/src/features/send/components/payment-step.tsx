import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import type { DepositMethod } from '@corridor/domain/payouts/funding';
import { type Dispatch, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { Figure, FigureList } from '@/ui/figure-list.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { ApprovalNote } from './approval-note.tsx';
import { HoldCountdown } from './hold-countdown.tsx';
import { PaymentMethodList } from './payment-method-list.tsx';
import type { SendAction, Validated } from './send-flow.ts';
import { StepHeading } from './step-heading.tsx';

type PaymentStepProps = {
  validated: Validated;
  recipientName: string;
  accounts: readonly TCurrencyAccount[];
  dispatch: Dispatch<SendAction>;
  onSend: (request: TPayoutRequest) => void;
  isSending: boolean;
  shouldFocus: boolean;
};

/**
 * Step 4: how the payment is paid for, then one more question before money moves: a confirmation that says what
 * leaves which balance, what arrives, and whether an approver must approve it first.
 */
export function PaymentStep({
  validated,
  recipientName,
  accounts,
  dispatch,
  onSend,
  isSending,
  shouldFocus,
}: PaymentStepProps) {
  const [method, setMethod] = useState<DepositMethod>(validated.request.additional_info?.deposit_method ?? 'account');
  const [isConfirming, setConfirming] = useState(false);
  const { result } = validated;
  const source = accounts.find((a) => a._id === result.source_account._id);
  const debit = result.exchangeValue.sourceAmountWithSupplierFee;
  const credit = result.exchangeValue.destinationAmount;
  const isApproval = result.is_approval_required;
  const send = () => {
    setConfirming(false);
    onSend({ ...validated.request, additional_info: { ...validated.request.additional_info, deposit_method: method } });
  };
  const money = (a: typeof debit) => <MoneyText minor={a.amountMinor} currency={a.currency} withCode />;

  return (
    <section className="send-step stack" aria-labelledby="send-payment-title">
      <StepHeading id="send-payment-title" shouldFocus={shouldFocus}>
        How do you want to pay?
      </StepHeading>
      {source ? <PaymentMethodList source={source} value={method} onChange={setMethod} /> : null}
      <FigureList>
        <Figure term="Total debited" isStrong>
          {money(debit)}
        </Figure>
        <Figure term="Recipient gets" detail={recipientName} isStrong>
          {money(credit)}
        </Figure>
        {result.source_currency !== result.destination_currency ? (
          <Figure term="Rate">
            <HoldCountdown heldUntil={validated.heldUntil} />
          </Figure>
        ) : null}
      </FigureList>
      <ApprovalNote isRequired={isApproval} />
      <div className="send-actions">
        <Button variant="secondary" onClick={() => dispatch({ type: 'go', step: 2 })} disabled={isSending}>
          Back
        </Button>
        <Button onClick={() => setConfirming(true)} isLoading={isSending} loadingLabel="Sending…">
          {isApproval ? 'Submit for approval' : 'Send payment'}
        </Button>
      </div>
      {isConfirming ? (
        <ConfirmDialog
          title={isApproval ? 'Submit this payment for approval?' : 'Send this payment?'}
          confirmLabel={isApproval ? 'Submit for approval' : 'Send payment'}
          onConfirm={send}
          onCancel={() => setConfirming(false)}
        >
          <p>
            We take {money(debit)} from your {debit.currency} balance and{' '}
            <strong className="send-name">{recipientName}</strong> gets {money(credit)}.
          </p>
          {isApproval ? (
            <p className="muted">It waits for one of your approvers; the money is held until they decide.</p>
          ) : (
            <p className="muted">It goes on its way to the bank straight away.</p>
          )}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
