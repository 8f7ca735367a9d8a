import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { makeAccount } from '@/test/factories.ts';
import { makePayout, makeRecipient, makeValidation } from '@/test/payout-factories.ts';
import { payoutFailureOf } from './payout-failure.ts';
import { emptyDraft, toPayoutRequest } from './send-draft.ts';
import { canOpen, furthestStep, isInputLocked, type SendFlow, sendFlowReducer, startFlow } from './send-flow.ts';

const accounts = [makeAccount({ _id: 'a-sgd', currency: 'SGD', is_default_account: true })];
const eur = makeRecipient();
const inr = makeRecipient({ _id: 'b-inr', destination_currency: 'INR', destination_country: 'IN' });
const run = (flow: SendFlow, ...actions: Parameters<typeof sendFlowReducer>[1][]) =>
  actions.reduce(sendFlowReducer, flow);
const start = () => startFlow(emptyDraft(accounts));
const ready = () =>
  run(start(), { type: 'choose-recipient', recipient: eur }, { type: 'edit', patch: { amount: '1,000' } });
const validated = () => {
  const flow = ready();
  const request = toPayoutRequest(flow.draft, accounts, { holdId: 'hold-1' })!;
  return run(flow, { type: 'go', step: 2 }, { type: 'validated', request, result: makeValidation(), heldUntil: null });
};
const corridorDown = payoutFailureOf(new ApiError({ code: 'NETWORK_ERROR', status: 0 }));
const jpyLimit = payoutFailureOf(
  new ApiError({
    code: 'VALIDATION_ERROR',
    status: 400,
    fieldErrors: [{ field: 'transaction.source_amount', message: 'Too much' }],
  }),
);

describe('[SEND] steps: recipient → set amount → review → payment method', () => {
  it('opens each step only once the one before it is done', () => {
    expect(furthestStep(start(), accounts)).toBe(0);
    const chosen = run(start(), { type: 'choose-recipient', recipient: eur });
    expect(chosen.step).toBe(1);
    expect(furthestStep(chosen, accounts)).toBe(1);
    expect(furthestStep(ready(), accounts)).toBe(2);
    expect(canOpen(ready(), accounts, 3)).toBe(false);
    expect(furthestStep(validated(), accounts)).toBe(3);
  });

  it('a changed amount, or going back before the review, gives up the check', () => {
    expect(run(validated(), { type: 'edit', patch: { amount: '2,000' } }).validated).toBeNull();
    expect(run(validated(), { type: 'go', step: 1 }).validated).toBeNull();
    expect(run(validated(), { type: 'go', step: 3 }).validated).not.toBeNull();
  });

  it('an INR contact after a EUR one asks for the purpose again', () => {
    const flow = run(
      ready(),
      { type: 'edit', patch: { purposeCode: 'SALARY' } },
      { type: 'choose-recipient', recipient: inr },
    );
    expect(flow.draft.purposeCode).toBe('');
    expect(furthestStep(flow, accounts)).toBe(1);
  });

  it('stores a failure on its beneficiary and keeps the step it happened on', () => {
    const flow = run(ready(), { type: 'go', step: 2 }, { type: 'failed', beneficiaryId: 'b-eur', failure: jpyLimit });
    expect(flow.step).toBe(2);
    expect(flow.failures['b-eur']?.fields.amount).toBe('Too much');
    // Another contact does not carry it; coming back to this one shows it again.
    const other = run(flow, { type: 'choose-recipient', recipient: inr });
    expect(other.failures['b-inr']).toBeUndefined();
    expect(run(other, { type: 'choose-recipient', recipient: eur }).failures['b-eur']).toBe(jpyLimit);
    // Changing the amount answers it.
    expect(run(flow, { type: 'edit', patch: { amount: '10' } }).failures['b-eur']).toBeUndefined();
  });

  it('a failure that disables input locks the amount until the person tries again', () => {
    const flow = run(ready(), { type: 'failed', beneficiaryId: 'b-eur', failure: corridorDown });
    expect(isInputLocked(flow)).toBe(true);
    expect(furthestStep(flow, accounts)).toBe(1);
    expect(run(flow, { type: 'edit', patch: { amount: '10' } }).failures['b-eur']).toBe(corridorDown);
    expect(isInputLocked(run(flow, { type: 'retry', beneficiaryId: 'b-eur' }))).toBe(false);
  });

  it('ends on the payout created, or on the refusal when creating fails', () => {
    expect(run(validated(), { type: 'created', payout: makePayout() }).result).toMatchObject({ kind: 'created' });
    const refused = run(validated(), {
      type: 'failed',
      beneficiaryId: 'b-eur',
      failure: corridorDown,
      isCreating: true,
    });
    expect(refused.result).toEqual({ kind: 'refused', failure: corridorDown });
    expect(refused.validated).not.toBeNull();
    expect(run(refused, { type: 'go', step: 1 }).result).toBeNull();
  });
});
