import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import type { MethodAccess } from '@corridor/domain/fundings/methods';
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { Figure, FigureList } from '@/ui/figure-list.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { sendKeys } from '../api/send-keys.ts';
import { ApprovalNote } from './approval-note.tsx';
import { HoldCountdown } from './hold-countdown.tsx';
import { PaymentCharges } from './payment-charges.tsx';
import { type AddCardSlot, PaymentMethodList } from './payment-method-list.tsx';
import { isChoiceComplete, type PaymentChoice, withPayment } from './payment-methods.ts';
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
  renderAddCard?: AddCardSlot;
  /** Who may pay by ACH or FPX (the business's entity and flags), from the route. */
  access?: MethodAccess;
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
  renderAddCard,
  access,
}: PaymentStepProps) {
  const info = validated.request.additional_info;
  const [choice, setChoice] = useState<PaymentChoice>({
    method: info?.deposit_method ?? 'account',
    cardId: info?.card_id ?? null,
    achAccountId: info?.ach_account_id ?? null,
  });
  const [isConfirming, setConfirming] = useState(false);
  const [isAddingCard, setAddingCard] = useState(false);
  const queryClient = useQueryClient();
  const { result } = validated;
  const source = accounts.find((a) => a._id === result.source_account._id);
  const debit = result.exchangeValue.sourceAmountWithSupplierFee;
  const credit = result.exchangeValue.destinationAmount;
  const isApproval = result.is_approval_required;
  const isBalance = choice.method === 'account';
  const send = () => {
    setConfirming(false);
    onSend(withPayment(validated.request, choice));
  };
  const money = (a: typeof debit) => <MoneyText minor={a.amountMinor} currency={a.currency} withCode />;

  return (
    <section className="send-step stack" aria-labelledby="send-payment-title">
      <StepHeading id="send-payment-title" shouldFocus={shouldFocus}>
        How do you want to pay?
      </StepHeading>
      {source ? (
        <PaymentMethodList
          source={source}
          value={choice}
          onChange={setChoice}
          onAddCard={renderAddCard ? () => setAddingCard(true) : undefined}
          isBalanceShort={validated.isBalanceShort}
          access={access}
          debitMinor={BigInt(debit.amountMinor)}
        />
      ) : null}
      <FigureList>
        <Figure term={isBalance ? 'Total debited' : 'Payment'} isStrong={isBalance}>
          {money(debit)}
        </Figure>
        <PaymentCharges choice={choice} account={result.source_account} debitMinor={BigInt(debit.amountMinor)} />
        <Figure term="Recipient gets" detail={recipientName} isStrong>
          {money(credit)}
        </Figure>
        {result.source_currency !== result.destination_currency ? (
          <Figure term="Rate">
            <HoldCountdown heldUntil={validated.heldUntil} />
          </Figure>
        ) : null}
      </FigureList>
      <ApprovalNote isRequired={isApproval} isFromBalance={choice.method === 'account'} />
      <div className="send-actions">
        <Button variant="secondary" onClick={() => dispatch({ type: 'go', step: 2 })} disabled={isSending}>
          Back
        </Button>
        <Button
          onClick={() => setConfirming(true)}
          isLoading={isSending}
          loadingLabel="Sending…"
          disabled={!isChoiceComplete(choice)}
        >
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
          {isBalance ? (
            <p>
              We take {money(debit)} from your {debit.currency} balance and{' '}
              <strong className="send-name">{recipientName}</strong> gets {money(credit)}.
            </p>
          ) : (
            <p>
              You pay {money(debit)} {PAID_HOW[choice.method] ?? 'by transfer'}, and{' '}
              <strong className="send-name">{recipientName}</strong> gets {money(credit)}.
            </p>
          )}
          <p className="muted">{confirmNote(choice, isApproval)}</p>
        </ConfirmDialog>
      ) : null}
      {isAddingCard && renderAddCard
        ? renderAddCard({
            currency: result.source_currency,
            onSaved: (cardId) => {
              void queryClient.invalidateQueries({ queryKey: sendKeys.cards });
              setChoice({ method: 'creditCard', cardId });
              setAddingCard(false);
            },
            onClose: () => setAddingCard(false),
          })
        : null}
    </section>
  );
}

/** What happens after confirming, by how it is paid and whether an approver decides first. */
/** How the confirmation says the payment is paid, by method (a transfer of the bank-transfer group otherwise). */
const PAID_HOW: Partial<Record<PaymentChoice['method'], string>> = {
  creditCard: 'and the card fee by card',
  ach: 'by ACH direct debit',
  fpxTransfer: 'by FPX',
};

export function confirmNote(choice: PaymentChoice, isApproval: boolean): string {
  if (choice.method === 'account') {
    return isApproval
      ? 'It waits for one of your approvers; the money is held until they decide.'
      : 'It goes on its way to the bank straight away.';
  }
  const when =
    choice.method === 'creditCard'
      ? 'your card is charged'
      : choice.method === 'ach'
        ? 'your linked bank account is debited'
        : choice.method === 'fpxTransfer'
          ? 'you go to your bank’s FPX page to pay'
          : 'we give you the transfer details';
  return isApproval
    ? `It waits for one of your approvers; once they approve, ${when}. We send it when the money arrives.`
    : `Then ${when}, and we send it as soon as the money arrives.`;
}
