import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { makeAccount } from '@/test/factories.ts';
import { makeRecipient } from '@/test/payout-factories.ts';
import { payoutFailureOf } from './payout-failure.ts';
import { ReviewRows } from './review-rows.tsx';
import { emptyDraft } from './send-draft.ts';

const account = makeAccount({ _id: 'a-sgd', currency: 'SGD', account_number: '4359158276', is_default_account: true });
const draft = {
  ...emptyDraft([account]),
  recipient: makeRecipient(),
  amount: '60,000,000',
  fixedSide: 'destination' as const,
};

function renderRows(error: ApiError) {
  const onChange = vi.fn();
  render(
    <ReviewRows
      draft={draft}
      source={account}
      purposeLabel={null}
      businessName="Lion City Traders Pte. Ltd."
      failure={payoutFailureOf(error)}
      onChange={onChange}
    />,
  );
  const row = (term: string) => screen.getByText(term, { selector: 'dt' }).closest('div')!;
  return { row, onChange };
}

describe('[SEND] a refused check on the right field of the review', () => {
  afterEach(cleanup);

  it('puts each refusal on its own row, in the API’s words, and leaves the others clean', () => {
    const { row } = renderRows(
      new ApiError({
        code: 'VALIDATION_ERROR',
        status: 400,
        fieldErrors: [
          {
            field: 'transaction.destination_amount',
            message: 'You can only transfer up to JPY 50,000,000 per transaction.',
          },
          { field: 'transaction.purpose_code', message: 'Please choose a purpose from the list.' },
        ],
      }),
    );
    expect(within(row('Amount you entered')).getByText(/up to JPY 50,000,000/)).toBeTruthy();
    expect(within(row('Purpose')).getByText('Please choose a purpose from the list.')).toBeTruthy();
    expect(within(row('Recipient')).queryByText(/incorrect|process/)).toBeNull();
    expect(within(row('Amount you entered')).getByRole('button', { name: 'Change the amount' })).toBeTruthy();
  });

  it('offers no change of amount or recipient when §8 disables input (a corridor issue)', () => {
    const { row } = renderRows(new ApiError({ code: 'CORRIDOR_NOT_SUPPORTED', status: 422 }));
    expect(within(row('Recipient')).queryByRole('button')).toBeNull();
    expect(within(row('Amount you entered')).queryByRole('button')).toBeNull();
    expect(within(row('Purpose')).getByRole('button', { name: 'Change the purpose' })).toBeTruthy();
  });

  it('reads the reference the recipient will see when none is given: the business name, letters and spaces', () => {
    renderRows(new ApiError({ code: 'VALIDATION_ERROR', status: 400 }));
    expect(screen.getByText(/^Lion City Traders Pte Ltd \(your business name/)).toBeTruthy();
  });
});

describe('[SEND] the amount as typed, on the review', () => {
  afterEach(cleanup);

  it('is formatted as every other figure, with its currency, however it was typed', () => {
    render(
      <ReviewRows
        draft={{ ...draft, amount: '123456789012.5', fixedSide: 'source' }}
        source={account}
        purposeLabel={null}
        businessName="Lion City Traders Pte. Ltd."
        failure={null}
        onChange={vi.fn()}
      />,
    );
    const row = screen.getByText('Amount you entered', { selector: 'dt' }).closest('div')!;
    expect(row.textContent).toContain('You send');
    expect(row.textContent).toContain('SGD 123,456,789,012.50');
  });
});
