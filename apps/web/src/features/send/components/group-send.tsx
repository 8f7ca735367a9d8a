import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { MethodAccess } from '@corridor/domain/fundings/methods';
import { useReducer, useState } from 'react';
import { useIdempotencyKeys } from '@/lib/idempotency-keys.ts';
import { StepIndicator } from '@/ui/step-indicator.tsx';
import { useGroupCreate } from '../hooks/use-group-create.ts';
import { useHasChanged } from '../hooks/use-has-changed.ts';
import { GroupAmounts } from './group-amounts.tsx';
import { GROUP_STEPS, groupFlowReducer, startGroup } from './group-flow.ts';
import { GroupPayment } from './group-payment.tsx';
import { GroupPicker } from './group-picker.tsx';
import { GroupResult } from './group-result.tsx';
import { GroupReview } from './group-review.tsx';
import { PayoutDialog } from './payout-dialog.tsx';
import { emptyDraft, type SendDraft } from './send-draft.ts';
import { SendTitle } from './send-title.tsx';

type GroupSendProps = {
  clientId: string;
  accounts: readonly TCurrencyAccount[];
  businessName?: string;
  timeZone?: string;
  defaultFixedSide?: SendDraft['fixedSide'];
  /** Who may pay by ACH or FPX (the business's entity and flags), from the route. */
  access?: MethodAccess;
  /** The business buys a balance's shortfall from its other accounts (auto book-FX). */
  isAutoBookFx?: boolean;
};

const TITLE = 'Send to a group';
const DESCRIPTION = 'Pay up to 50 contacts at once, each in their own currency, paid for in one go.';

/**
 * The group send (spec §2, §4 multi-payment): recipients → amounts (checked all together) → review → payment method,
 * then every payment created together. The Idempotency-Keys live here for the whole send.
 */
export function GroupSend({
  clientId,
  accounts,
  access,
  isAutoBookFx,
  businessName,
  timeZone,
  defaultFixedSide = 'destination',
}: GroupSendProps) {
  const start = () => startGroup(emptyDraft(accounts).sourceAccountId, defaultFixedSide);
  const [flow, dispatch] = useReducer(groupFlowReducer, undefined, start);
  const [viewing, setViewing] = useState<string | null>(null);
  const keys = useIdempotencyKeys();
  const create = useGroupCreate(flow, dispatch, keys);
  const shouldFocus = useHasChanged(flow.step);
  const isDone = flow.paymentStep === 5;

  return (
    <>
      <SendTitle title={TITLE} description={DESCRIPTION} isDone={isDone} />
      {isDone ? (
        <GroupResult
          flow={flow}
          onView={(p) => setViewing(p.payment_id)}
          onAnother={() => {
            keys.clear();
            dispatch({ type: 'restart' });
          }}
        />
      ) : (
        <>
          <StepIndicator steps={GROUP_STEPS} current={flow.step} />
          <div className="panel send-panel">
            {flow.step === 0 ? (
              <GroupPicker clientId={clientId} flow={flow} dispatch={dispatch} shouldFocus={shouldFocus} />
            ) : flow.step === 1 ? (
              <GroupAmounts
                flow={flow}
                dispatch={dispatch}
                accounts={accounts}
                businessName={businessName}
                isAutoBookFx={isAutoBookFx}
                shouldFocus={shouldFocus}
              />
            ) : flow.step === 2 ? (
              <GroupReview flow={flow} dispatch={dispatch} shouldFocus={shouldFocus} />
            ) : (
              <GroupPayment
                flow={flow}
                dispatch={dispatch}
                accounts={accounts}
                access={access}
                isAutoBookFx={isAutoBookFx}
                onCreate={(choice) => create.mutate(choice)}
                isCreating={create.isPending}
                shouldFocus={shouldFocus}
              />
            )}
          </div>
        </>
      )}
      {viewing ? <PayoutDialog id={viewing} timeZone={timeZone} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
