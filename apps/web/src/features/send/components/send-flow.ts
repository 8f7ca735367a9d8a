import type { TPayout, TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import type { TValidatePayoutResponse } from '@corridor/contracts/payouts/validate-payout';
import type { PayoutFailure, SendField } from './payout-failure.ts';
import { amountIssues, hasIssues, type SendDraft, type SendRecipient, toPayoutRequest } from './send-draft.ts';

/** Spec §2 "Send flow steps: recipient, set amount, review, payment method". */
export const SEND_STEPS = ['Recipient', 'Set amount', 'Review', 'Payment method'] as const;
export type SendStep = 0 | 1 | 2 | 3;

export type SendResult = { kind: 'created'; payout: TPayout } | { kind: 'refused'; failure: PayoutFailure };

/**
 * One individual send. `failures` keeps each beneficiary's last refusal (spec §5, §8), so choosing that contact again
 * shows it, and one that disables input keeps the amount locked until the person asks to try again. `validated` is
 * the payload validatePayout passed, with the held rate: what createPayout will send, unchanged.
 */
export type SendFlow = {
  step: SendStep;
  draft: SendDraft;
  failures: Readonly<Record<string, PayoutFailure>>;
  validated: Validated | null;
  result: SendResult | null;
};

/** What the review checked: the payload with its held rate, the API's answer, and when the hold runs out here. */
export type Validated = {
  request: TPayoutRequest;
  result: TValidatePayoutResponse;
  heldUntil: number | null;
  /** The balance cannot pay it: checked as paid from outside, and the payment step offers only those methods. */
  isBalanceShort?: boolean;
};

export type SendAction =
  | { type: 'choose-recipient'; recipient: SendRecipient }
  | { type: 'edit'; patch: Partial<Omit<SendDraft, 'recipient'>> }
  | { type: 'go'; step: SendStep }
  | ({ type: 'validated' } & Validated)
  | { type: 'failed'; beneficiaryId: string; failure: PayoutFailure; isCreating?: boolean }
  | { type: 'retry'; beneficiaryId: string }
  | { type: 'created'; payout: TPayout }
  | { type: 'restart'; draft: SendDraft };

type Accounts = Parameters<typeof toPayoutRequest>[1];

export function startFlow(draft: SendDraft): SendFlow {
  return { step: 0, draft, failures: {}, validated: null, result: null };
}

/** The failure stored for the draft's recipient, if any. */
export function currentFailure(flow: Pick<SendFlow, 'draft' | 'failures'>): PayoutFailure | null {
  const id = flow.draft.recipient?._id;
  return id ? (flow.failures[id] ?? null) : null;
}

/** Whether the recipient's stored failure locks the amount and recipient inputs (spec §8 "input disabled"). */
export function isInputLocked(flow: Pick<SendFlow, 'draft' | 'failures'>): boolean {
  return currentFailure(flow)?.isInputDisabled ?? false;
}

/**
 * The furthest step the person may open: a recipient opens "Set amount"; a complete amount step with nothing locking
 * it opens the review (which checks the payout); only a validated payout opens the payment method.
 */
export function furthestStep(flow: SendFlow, accounts: Accounts): SendStep {
  if (!flow.draft.recipient) return 0;
  if (isInputLocked(flow) || hasIssues(amountIssues(flow.draft, accounts, true))) return 1;
  if (!toPayoutRequest(flow.draft, accounts)) return 1;
  return flow.validated ? 3 : 2;
}

export function canOpen(flow: SendFlow, accounts: Accounts, step: SendStep): boolean {
  return flow.result === null && step <= furthestStep(flow, accounts);
}

/** The fields a change of the draft answers: their stored refusal no longer applies. */
const FIELDS_OF_EDIT: Readonly<Partial<Record<keyof SendDraft, readonly SendField[]>>> = {
  amount: ['amount', 'sourceAccount'],
  fixedSide: ['amount', 'sourceAccount'],
  sourceAccountId: ['sourceAccount', 'amount'],
  swiftFeePayer: ['amount'],
  purposeCode: ['purpose'],
  narrative: ['narrative'],
  documents: ['documents'],
};

/** A recipient's failure once the person changed what it was about; gone once nothing of it is left to show. */
function afterEdit(failure: PayoutFailure | undefined, patch: Partial<SendDraft>): PayoutFailure | undefined {
  if (!failure || failure.isInputDisabled) return failure;
  const fields = { ...failure.fields };
  for (const key of Object.keys(patch) as (keyof SendDraft)[]) {
    for (const field of FIELDS_OF_EDIT[key] ?? []) delete fields[field];
  }
  return Object.keys(fields).length === 0 ? undefined : { ...failure, fields };
}

function withFailure(failures: SendFlow['failures'], id: string, failure: PayoutFailure | undefined) {
  const next = { ...failures };
  if (failure) next[id] = failure;
  else delete next[id];
  return next;
}

export function sendFlowReducer(flow: SendFlow, action: SendAction): SendFlow {
  switch (action.type) {
    case 'choose-recipient': {
      const previous = flow.draft.recipient;
      const isSameCurrency = previous?.destination_currency === action.recipient.destination_currency;
      // A purpose belongs to a currency (INR codes, reasons otherwise): a new currency asks again.
      const draft = {
        ...flow.draft,
        recipient: action.recipient,
        purposeCode: isSameCurrency ? flow.draft.purposeCode : '',
      };
      return { ...flow, draft, validated: null, step: 1 };
    }
    case 'edit': {
      const id = flow.draft.recipient?._id;
      const failures = id ? withFailure(flow.failures, id, afterEdit(flow.failures[id], action.patch)) : flow.failures;
      return { ...flow, draft: { ...flow.draft, ...action.patch }, failures, validated: null };
    }
    case 'go':
      // Leaving the review for an earlier step gives up the check: the payout is checked again on the way back.
      return { ...flow, step: action.step, result: null, validated: action.step < 2 ? null : flow.validated };
    case 'validated': {
      const { request, result, heldUntil, isBalanceShort } = action;
      const id = request.beneficiary_id;
      return {
        ...flow,
        validated: { request, result, heldUntil, isBalanceShort },
        failures: withFailure(flow.failures, id, undefined),
      };
    }
    case 'failed': {
      // A failure keeps the step it happened on (spec §4); creating ends on the refused result.
      const failures = withFailure(flow.failures, action.beneficiaryId, action.failure);
      return action.isCreating
        ? { ...flow, failures, result: { kind: 'refused', failure: action.failure } }
        : { ...flow, failures, validated: null };
    }
    case 'retry':
      return { ...flow, failures: withFailure(flow.failures, action.beneficiaryId, undefined), result: null };
    case 'created': {
      const failures = withFailure(flow.failures, action.payout.beneficiary._id, undefined);
      return { ...flow, failures, result: { kind: 'created', payout: action.payout } };
    }
    case 'restart':
      return startFlow(action.draft);
  }
}
