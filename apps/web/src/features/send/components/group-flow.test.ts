import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { makeAccount } from '@/test/factories.ts';
import { makePayout, makeRecipient, makeValidation } from '@/test/payout-factories.ts';
import {
  GROUP_LIMIT_MESSAGE,
  type GroupAction,
  type GroupFlow,
  groupCurrencies,
  groupFlowReducer,
  pendingRows,
  rowRequests,
  startGroup,
} from './group-flow.ts';
import { payoutFailureOf } from './payout-failure.ts';

const accounts = [makeAccount({ _id: 'a-sgd', currency: 'SGD', is_default_account: true })];
const eur1 = makeRecipient({ _id: 'eur-1' });
const eur2 = makeRecipient({ _id: 'eur-2', beneficiary_name: 'Atelier Lumière SARL', destination_country: 'FR' });
const gbp = makeRecipient({ _id: 'gbp-1', destination_currency: 'GBP', destination_country: 'GB' });
const run = (flow: GroupFlow, ...actions: GroupAction[]) => actions.reduce(groupFlowReducer, flow);
const add = (...recipients: ReturnType<typeof makeRecipient>[]) =>
  run(startGroup('a-sgd', 'destination'), ...recipients.map((recipient) => ({ type: 'toggle', recipient }) as const));
const amounts = (flow: GroupFlow) =>
  run(flow, ...flow.rows.map((r) => ({ type: 'edit-row', id: r.recipient._id, patch: { amount: '100' } }) as const));
const validation = (ids: string[]) =>
  Object.fromEntries(ids.map((id) => [id, { request: { beneficiary_id: id } as never, result: makeValidation() }]));
const refused = payoutFailureOf(new ApiError({ code: 'NETWORK_ERROR', status: 0 }));

describe('[GROUP SEND] recipients and their currencies (spec §4, §9)', () => {
  it('adds a recipient’s destination currency, and drops it once no other recipient uses it', () => {
    const flow = add(eur1, gbp, eur2);
    expect(groupCurrencies(flow)).toEqual(['EUR', 'GBP']);
    expect(groupCurrencies(run(flow, { type: 'remove', id: 'eur-1' }))).toEqual(['GBP', 'EUR']);
    expect(groupCurrencies(run(flow, { type: 'remove', id: 'gbp-1' }))).toEqual(['EUR']);
    expect(
      groupCurrencies(run(flow, { type: 'toggle', recipient: eur1 }, { type: 'toggle', recipient: eur2 })),
    ).toEqual(['GBP']);
  });

  it('takes up to 50 recipients and refuses the 51st with a clear message', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => makeRecipient({ _id: `b-${i}` }));
    const full = add(...fifty);
    expect(full.rows).toHaveLength(50);
    const refusedOne = run(full, { type: 'toggle', recipient: makeRecipient({ _id: 'b-50' }) });
    expect(refusedOne.rows).toHaveLength(50);
    expect(refusedOne.notice).toBe(GROUP_LIMIT_MESSAGE);
    // Making room lets the next one in and clears the message.
    const room = run(
      refusedOne,
      { type: 'remove', id: 'b-0' },
      { type: 'toggle', recipient: makeRecipient({ _id: 'b-50' }) },
    );
    expect(room.rows).toHaveLength(50);
    expect(room.notice).toBeNull();
  });

  it('gives every payout of the group the same BIZM_ reference, and none to a group of one', () => {
    const requests = rowRequests(amounts(add(eur1, gbp)), accounts, 'BIZM_20260305093015123');
    expect(requests.map((r) => r.request?.additional_info?.external_reference_id)).toEqual([
      'BIZM_20260305093015123',
      'BIZM_20260305093015123',
    ]);
    expect(rowRequests(amounts(add(eur1)), accounts, 'BIZM_1')[0]?.request?.additional_info).toEqual({
      deposit_method: 'account',
    });
    expect(rowRequests(add(eur1), accounts, null)[0]?.request).toBeNull();
  });
});

describe('[GROUP SEND] multi-payment steps (spec §4)', () => {
  const checked = (flow: GroupFlow, ok: string[], failures: GroupFlow['failures'] = {}) =>
    run(flow, { type: 'go', step: 1 }, { type: 'checked', reference: 'BIZM_1', validated: validation(ok), failures });

  it('moves from step 1 to 3 once every payout validates; a failure keeps step 1 and its error on its row', () => {
    const flow = amounts(add(eur1, gbp));
    const all = checked(flow, ['eur-1', 'gbp-1']);
    expect(all).toMatchObject({ paymentStep: 3, step: 2, externalReference: 'BIZM_1' });
    const some = checked(flow, ['eur-1'], { 'gbp-1': refused });
    expect(some).toMatchObject({ paymentStep: 1, step: 1 });
    expect(some.failures['gbp-1']).toBe(refused);
    expect(some.created).toEqual({});
  });

  it('a change after the check gives it up', () => {
    const all = checked(amounts(add(eur1, gbp)), ['eur-1', 'gbp-1']);
    expect(run(all, { type: 'edit-row', id: 'eur-1', patch: { amount: '5' } })).toMatchObject({
      paymentStep: 1,
      validated: {},
    });
    expect(run(all, { type: 'edit', patch: { narrative: 'March' } }).paymentStep).toBe(1);
  });

  it('creating stops at a failure, keeps the step, and a retry starts with what is still missing', () => {
    const all = checked(amounts(add(eur1, gbp, eur2)), ['eur-1', 'gbp-1', 'eur-2']);
    const stopped = run(
      all,
      { type: 'created', id: 'eur-1', payout: makePayout({ payment_id: 'p1' }) },
      { type: 'create-failed', id: 'gbp-1', failure: refused },
    );
    expect(stopped.paymentStep).toBe(3);
    expect(stopped.failures['gbp-1']).toBe(refused);
    expect(pendingRows(stopped).map((r) => r.recipient._id)).toEqual(['gbp-1', 'eur-2']);
    const done = run(
      stopped,
      { type: 'created', id: 'gbp-1', payout: makePayout({ payment_id: 'p2' }) },
      { type: 'created', id: 'eur-2', payout: makePayout({ payment_id: 'p3' }) },
    );
    expect(done.paymentStep).toBe(5);
    expect(done.failures).toEqual({});
  });

  it('skipping the recipient that failed finishes with the others', () => {
    const all = checked(amounts(add(eur1, gbp)), ['eur-1', 'gbp-1']);
    const skipped = run(
      all,
      { type: 'created', id: 'eur-1', payout: makePayout() },
      { type: 'create-failed', id: 'gbp-1', failure: refused },
      { type: 'skip', id: 'gbp-1' },
    );
    expect(skipped.paymentStep).toBe(5);
    expect(skipped.rows.map((r) => r.recipient._id)).toEqual(['eur-1']);
  });
});
