import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRecipient, makeValidation } from '@/test/payout-factories.ts';
import { type GroupFlow, groupFlowReducer, startGroup, unconfirmedPayees } from './group-flow.ts';
import { GroupReview } from './group-review.tsx';

afterEach(cleanup);

const close = makeRecipient({ _id: 'eur-close', beneficiary_name: 'Close Rheinland Industriebedarf' });
const plain = makeRecipient({ _id: 'eur-ok', beneficiary_name: 'Atelier Lumière SARL', destination_country: 'FR' });
const closeCheck = {
  result: 'CLOSE_MATCH' as const,
  registered_name: 'Rheinland Industriebedarf GmbH',
  message: 'The name is close to the account holder’s.',
  needs_confirmation: true,
};

/** A group of two checked EUR payments: one a close match, one a match. */
function checkedGroup(): GroupFlow {
  return {
    ...startGroup('a-sgd', 'destination'),
    step: 2,
    paymentStep: 3,
    rows: [close, plain].map((recipient) => ({ recipient, amount: '100', purposeCode: '' })),
    validated: {
      [close._id]: { request: { beneficiary_id: close._id } as never, result: makeValidation({ vop: closeCheck }) },
      [plain._id]: {
        request: { beneficiary_id: plain._id } as never,
        result: makeValidation({
          vop: { result: 'MATCH', registered_name: null, message: 'The name matches.', needs_confirmation: false },
        }),
      },
    },
  };
}

let latest: GroupFlow;
function Harness() {
  const [flow, dispatch] = useReducer(groupFlowReducer, undefined, checkedGroup);
  latest = flow;
  return <GroupReview flow={flow} dispatch={dispatch} shouldFocus={false} />;
}

describe('[VOP] the group send’s review', () => {
  it('shows each recipient’s name check and waits for the tick; the tick goes into that payout as vop_confirmed', () => {
    render(<Harness />);
    expect(screen.getByText('The name matches.')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Continue to payment' });
    expect(next.hasAttribute('disabled') || next.getAttribute('data-disabled') !== null).toBe(true);
    expect(screen.getByText('Tick the name check above to continue.')).toBeTruthy();
    expect(unconfirmedPayees(latest)).toEqual([close._id]);

    fireEvent.click(screen.getByRole('checkbox', { name: /Rheinland Industriebedarf GmbH/ }));
    expect(latest.validated[close._id]!.request.vop_confirmed).toBe(true);
    expect(latest.validated[plain._id]!.request.vop_confirmed).toBeUndefined();
    expect(unconfirmedPayees(latest)).toEqual([]);
    const enabled = screen.getByRole('button', { name: 'Continue to payment' });
    expect(enabled.hasAttribute('disabled') || enabled.getAttribute('data-disabled') !== null).toBe(false);
    fireEvent.click(enabled);
    expect(latest.step).toBe(3);
  });

  it('a tick taken back blocks again', () => {
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: /Rheinland Industriebedarf GmbH/ });
    fireEvent.click(box);
    fireEvent.click(box);
    expect(latest.validated[close._id]!.request.vop_confirmed).toBe(false);
    expect(unconfirmedPayees(latest)).toEqual([close._id]);
  });
});
