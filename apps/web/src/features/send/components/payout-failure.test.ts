import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { payoutFailureOf } from './payout-failure.ts';

const validation = (field: string, message: string) =>
  new ApiError({
    code: 'VALIDATION_ERROR',
    status: 400,
    message: 'Please check the highlighted fields.',
    fieldErrors: [{ field, message }],
  });

describe('[SEND] refusals on the right field, in §8 categories', () => {
  it('puts the Japan limit on the amount, in the API’s words, as an amount the person can change', () => {
    const failure = payoutFailureOf(
      validation('transaction.destination_amount', 'You can only transfer up to JPY 50,000,000 per transaction.'),
    );
    expect(failure).toMatchObject({
      category: 'invalidAmount',
      message: 'We cannot process this amount.',
      isInputDisabled: false,
      fields: { amount: 'You can only transfer up to JPY 50,000,000 per transaction.' },
    });
  });

  it('puts a missing INR purpose code on the purpose field, not as an amount problem', () => {
    const failure = payoutFailureOf(validation('transaction.purpose_code', 'This is a required field'));
    expect(failure.fields).toEqual({ purpose: 'This is a required field' });
    expect(failure).toMatchObject({ category: 'default', message: 'Please check the highlighted fields.' });
  });

  it('shows a refused supporting document as §8 invalidDocument, input disabled, on the documents', () => {
    const message = 'A supporting document is no longer available: upload it again.';
    expect(payoutFailureOf(validation('documents', message))).toMatchObject({
      category: 'invalidDocument',
      message: "We couldn't process your submitted documents.",
      isInputDisabled: true,
      fields: { documents: message },
    });
  });

  it('reads a recipient refusal by its keywords (an IBAN is an IBAN)', () => {
    expect(payoutFailureOf(validation('beneficiary_id', 'IBAN checksum is wrong'))).toMatchObject({
      category: 'invalidIBAN',
      message: 'Your recipient IBAN is in the incorrect format.',
      fields: { recipient: 'IBAN checksum is wrong' },
    });
    expect(
      payoutFailureOf(new ApiError({ code: 'VALIDATION_ERROR', status: 400, message: 'Supporting document missing' })),
    ).toMatchObject({ category: 'invalidDocument', isInputDisabled: true });
  });

  it('a lost connection or a status above 400 is the corridor message with input disabled, worth trying again', () => {
    expect(payoutFailureOf(new ApiError({ code: 'NETWORK_ERROR', status: 0 }))).toMatchObject({
      message: "There's an issue with this corridor at the moment.",
      isInputDisabled: true,
      isRetryable: true,
    });
    expect(payoutFailureOf(new TypeError('Failed to fetch'))).toMatchObject({ category: 'corridorUnavailable' });
    expect(
      payoutFailureOf(new ApiError({ code: 'CORRIDOR_NOT_SUPPORTED', status: 422, message: 'We do not support' })),
    ).toMatchObject({ category: 'corridorUnavailable', isInputDisabled: true, isRetryable: false });
  });

  it('shows the initiating-payment messages as they are, as a snackbar, input disabled', () => {
    expect(payoutFailureOf(new ApiError({ code: 'DESTINATION_ACCOUNT_MISSING', status: 422 }))).toMatchObject({
      category: 'initiationFailed',
      message: "You don't have this destination currency account. Please contact us for support.",
      isSnackbarOnly: true,
      isInputDisabled: true,
    });
  });

  it('keeps the balance and held-rate refusals in the API’s words, on the account and the rate', () => {
    const funds = payoutFailureOf(
      new ApiError({ code: 'INSUFFICIENT_FUNDS', status: 422, message: 'Insufficient balance in this account.' }),
    );
    expect(funds).toMatchObject({
      message: 'Insufficient balance in this account.',
      isInputDisabled: false,
      fields: { sourceAccount: 'Insufficient balance in this account.' },
    });
    expect(payoutFailureOf(new ApiError({ code: 'FX_HOLD_EXPIRED', status: 422 }))).toMatchObject({
      isRateStale: true,
      isRetryable: true,
      isInputDisabled: false,
      fields: { rate: 'This held rate has expired. Get a new quote.' },
    });
  });
});
