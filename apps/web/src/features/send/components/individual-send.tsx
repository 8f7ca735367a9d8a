import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TBeneficiary } from '@corridor/contracts/beneficiaries/beneficiary';
import type { TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import { isCurrencyCode } from '@corridor/domain/currencies';
import type { MethodAccess } from '@corridor/domain/fundings/methods';
import { type ReactNode, useReducer, useRef, useState } from 'react';
import { isApiError } from '@/lib/api/api-error.ts';
import { useIdempotencyKeys } from '@/lib/idempotency-keys.ts';
import { StepIndicator } from '@/ui/step-indicator.tsx';
import { useSendQuote } from '../api/get-fx-quote.ts';
import { useCreatePayout } from '../hooks/use-create-payout.ts';
import { useHasChanged } from '../hooks/use-has-changed.ts';
import { AmountStep } from './amount-step.tsx';
import type { AddCardSlot } from './payment-method-list.tsx';
import { PaymentStep } from './payment-step.tsx';
import { PayoutDialog } from './payout-dialog.tsx';
import { payoutFailureOf } from './payout-failure.ts';
import { RecipientStep } from './recipient-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { emptyDraft, isCrossCurrency, type SendDraft, sourceCurrencyOf } from './send-draft.ts';
import { SEND_STEPS, sendFlowReducer, startFlow } from './send-flow.ts';
import { SendResultView } from './send-result.tsx';
import { SendTitle } from './send-title.tsx';

export type AddContactSlot = (props: { onSaved: (contact: TBeneficiary) => void; onClose: () => void }) => ReactNode;

type IndividualSendProps = {
  clientId: string;
  accounts: readonly TCurrencyAccount[];
  businessName?: string;
  timeZone?: string;
  defaultFixedSide?: SendDraft['fixedSide'];
  renderAddContact?: AddContactSlot;
  /** "Add a card" in the payment step: the add-money feature's card dialog, composed by the route page. */
  renderAddCard?: AddCardSlot;
  /** Who may pay by ACH or FPX (the business's entity and flags), from the route. */
  access?: MethodAccess;
};

/**
 * The individual send (spec §2): recipient → set amount → review → payment method, then the result. The live quote
 * lives here, across the steps, so the review locks the very rate the amount step showed; the Idempotency-Keys live
 * here too, so a retry from the result reuses the key of the payout it retries.
 */
export function IndividualSend({
  clientId,
  accounts,
  businessName,
  timeZone,
  defaultFixedSide,
  renderAddContact,
  renderAddCard,
  access,
}: IndividualSendProps) {
  const [flow, dispatch] = useReducer(sendFlowReducer, undefined, () =>
    startFlow(emptyDraft(accounts, defaultFixedSide)),
  );
  const [isAddingContact, setAddingContact] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const keys = useIdempotencyKeys();
  const create = useCreatePayout(keys);
  const lastRequest = useRef<TPayoutRequest | null>(null);
  // Focus goes to a step's heading once the person has moved between steps, not on arrival.
  const shouldFocus = useHasChanged(flow.step);

  const { draft } = flow;
  const source = sourceCurrencyOf(draft, accounts);
  const destination = draft.recipient?.destination_currency ?? '';
  const pair =
    source && isCurrencyCode(destination) && isCrossCurrency(draft, accounts) ? { source, destination } : null;
  const quote = useSendQuote(pair);

  const send = (request: TPayoutRequest) => {
    lastRequest.current = request;
    create.mutate(request, {
      onSuccess: (payout) => dispatch({ type: 'created', payout }),
      onError: (error) => {
        if (isApiError(error) && error.isSessionError) return;
        dispatch({
          type: 'failed',
          beneficiaryId: request.beneficiary_id,
          failure: payoutFailureOf(error),
          isCreating: true,
        });
      },
    });
  };
  const choose = (contact: TBeneficiary) => dispatch({ type: 'choose-recipient', recipient: contact });

  if (flow.result) {
    return (
      <>
        <SendTitle isDone />
        <SendResultView
          result={flow.result}
          onView={(payout) => setViewing(payout.payment_id)}
          onAnother={() => {
            keys.clear();
            dispatch({ type: 'restart', draft: emptyDraft(accounts, defaultFixedSide) });
          }}
          onRetry={() => lastRequest.current && send(lastRequest.current)}
          onChange={() => dispatch({ type: 'go', step: 1 })}
          isRetrying={create.isPending}
        />
        {viewing ? <PayoutDialog id={viewing} timeZone={timeZone} onClose={() => setViewing(null)} /> : null}
      </>
    );
  }

  return (
    <>
      <SendTitle />
      <StepIndicator steps={SEND_STEPS} current={flow.step} />
      <div className="panel send-panel">
        {flow.step === 0 ? (
          <RecipientStep
            clientId={clientId}
            selectedId={draft.recipient?._id ?? null}
            failures={flow.failures}
            onChoose={choose}
            onAddContact={renderAddContact ? () => setAddingContact(true) : undefined}
            shouldFocus={shouldFocus}
          />
        ) : flow.step === 1 ? (
          <AmountStep
            flow={flow}
            dispatch={dispatch}
            accounts={accounts}
            clientId={clientId}
            businessName={businessName}
            quote={quote}
            shouldFocus={shouldFocus}
          />
        ) : flow.step === 2 ? (
          <ReviewStep
            flow={flow}
            dispatch={dispatch}
            accounts={accounts}
            quote={quote}
            businessName={businessName}
            shouldFocus={shouldFocus}
          />
        ) : flow.validated ? (
          <PaymentStep
            validated={flow.validated}
            recipientName={draft.recipient?.beneficiary_name ?? ''}
            accounts={accounts}
            dispatch={dispatch}
            onSend={send}
            isSending={create.isPending}
            shouldFocus={shouldFocus}
            renderAddCard={renderAddCard}
            access={access}
          />
        ) : null}
      </div>
      {isAddingContact && renderAddContact
        ? renderAddContact({ onSaved: choose, onClose: () => setAddingContact(false) })
        : null}
    </>
  );
}
