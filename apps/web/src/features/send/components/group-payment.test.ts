import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { makeFundedAccount } from '@/test/bank-account-factories.ts';
import { makeRecipient, makeValidation, makeValue } from '@/test/payout-factories.ts';
import { type GroupFlow, startGroup } from './group-flow.ts';
import { groupFailureLead, isGroupBalanceShort } from './group-payment.tsx';
import { payoutFailureOf } from './payout-failure.ts';

const a = makeRecipient({ _id: 'eur-a', beneficiary_name: 'Müller Maschinenbau GmbH' });
const b = makeRecipient({ _id: 'eur-b', beneficiary_name: 'Atelier Lumière SARL' });

/** A checked group of two payments from the SGD account debiting `debits` (minor units) each. */
function checked(debits: [number, number], shortAlone = false): GroupFlow {
  const [x, y] = [a, b].map((recipient, i) => ({
    request: { beneficiary_id: recipient._id } as never,
    result: makeValidation({ exchangeValue: makeValue('SGD', 'EUR', debits[i]!, 27_200) }),
    isBalanceShort: i === 1 && shortAlone,
  }));
  return {
    ...startGroup('acc-SGD', 'source'),
    step: 3,
    rows: [a, b].map((recipient) => ({ recipient, amount: '100', purposeCode: '' })),
    validated: { [a._id]: x!, [b._id]: y! },
  };
}

describe('[SEND] whether the balance can pay for a group', () => {
  const balance = makeFundedAccount('acc-SGD', 'SGD', 1_000_00n);

  it('can when the total fits, to the cent', () => {
    expect(isGroupBalanceShort(checked([60_000, 40_000]), balance)).toBe(false);
  });

  it('cannot when each fits alone but together they are more than is available', () => {
    expect(isGroupBalanceShort(checked([60_000, 40_001]), balance)).toBe(true);
  });

  it('cannot when one alone was more than the balance (checked as paid by transfer)', () => {
    expect(isGroupBalanceShort(checked([100, 100], true), balance, true)).toBe(true);
  });

  it('with auto book-FX, a total over the balance is bought from the other accounts as each is created', () => {
    expect(isGroupBalanceShort(checked([60_000, 40_001]), balance, true)).toBe(false);
  });
});

describe('[SEND] what a failed group confirmation says', () => {
  const refusal = payoutFailureOf(
    new ApiError({
      code: 'INSUFFICIENT_FUNDS',
      status: 400,
      message: 'The amount is more than the available balance in this account.',
      fieldErrors: [{ field: 'payouts.1.transaction.source_amount', message: 'x' }],
    }),
  );

  it('a refusal: none of the group was made, and which recipient it was about', () => {
    expect(groupFailureLead(refusal, 'Atelier Lumière SARL')).toBe(
      'None of these payments was made: the one to Atelier Lumière SARL was refused.',
    );
  });

  it('a lost answer: it may have been made, and trying again cannot make it twice', () => {
    const lost = payoutFailureOf(new ApiError({ code: 'NETWORK_ERROR', status: 0 }));
    expect(groupFailureLead(lost, 'Atelier Lumière SARL')).toBe(
      'We could not confirm these payments. Try again: a payment already made is not made twice.',
    );
  });

  it('a rate that ran out was refused too: nothing was made', () => {
    const stale = payoutFailureOf(new ApiError({ code: 'FX_HOLD_EXPIRED', status: 409, message: 'The rate expired.' }));
    expect(groupFailureLead(stale, 'Müller Maschinenbau GmbH')).toMatch(/^None of these payments was made/);
  });
});
