import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_ERROR_CATEGORIES,
  PAYMENT_ERROR_MESSAGES,
  paymentErrorCategory,
  paymentErrorOf,
} from './payment-errors.ts';

describe('[PAYMENT ERRORS] server messages mapped to §8 categories by keywords', () => {
  it.each([
    ['Invalid IBAN for country DE', 'invalidIBAN'],
    ['Beneficiary name contains invalid characters', 'invalidName'],
    ['SWIFT/BIC code not recognised', 'invalidSwift'],
    ['beneficiary_account_number failed validation', 'invalidAccountNumber'],
    ['Invalid bank account details', 'invalidRecipientAccount'],
    ['routing-code-value is invalid', 'invalidRecipientAccount'],
    ['Remitter identification number is invalid', 'invalidRemitterIdentification'],
    ['Supporting document could not be read', 'invalidDocument'],
    ['Credit card transaction status not approved', 'invalidCreditCard'],
    ['This corridor is suspended', 'invalidCorridor'],
    ['Currency pair not supported', 'invalidCorridor'],
    ['Transaction fee mismatch', 'invalidFee'],
    ['Fee amount differs from the quote', 'invalidFee'],
    ['Amount exceeds the per-transaction limit', 'invalidAmount'],
    ['Beneficiary address is incomplete', 'invalidRecipient'],
    ['Upstream timeout', 'default'],
  ])('"%s" → %s', (message, category) => {
    expect(paymentErrorCategory(message)).toBe(category);
  });

  it('matches whole words only: "discard" is not a card, "feedback" not a fee', () => {
    expect(paymentErrorCategory('Request discarded')).toBe('default');
    expect(paymentErrorCategory('See feedback')).toBe('default');
  });

  it('gives the spec’s messages, disabling input and using the snackbar where §8 says so', () => {
    expect(paymentErrorOf({ httpStatus: 400, message: 'Supporting document missing' })).toEqual({
      category: 'invalidDocument',
      message: "We couldn't process your submitted documents.",
      isInputDisabled: true,
      isSnackbarOnly: false,
    });
    expect(paymentErrorOf({ httpStatus: 400, message: 'card declined' })).toMatchObject({
      message: "We couldn't process your credit card.",
      isInputDisabled: false,
      isSnackbarOnly: true,
    });
    expect(paymentErrorOf({ httpStatus: 400, message: 'corridor closed' })).toMatchObject({
      message: 'There is an issue with this payment corridor at the moment.',
      isInputDisabled: true,
      isSnackbarOnly: true,
    });
    expect(paymentErrorOf({ httpStatus: 400, message: 'Remitter ID invalid' }).message).toBe(
      'Your recipient details are in the incorrect format. Please contact customer support.',
    );
    expect(paymentErrorOf({ message: 'IBAN checksum' }).message).toBe(
      'Your recipient IBAN is in the incorrect format.',
    );
    expect(paymentErrorOf({ httpStatus: 400, message: 'huh' }).message).toBe(
      'Something went wrong. Please enter the amount again.',
    );
  });

  it('reads a network failure or a status above 400 as an issue with the corridor, input disabled', () => {
    const corridor = {
      category: 'corridorUnavailable',
      message: "There's an issue with this corridor at the moment.",
      isInputDisabled: true,
      isSnackbarOnly: false,
    };
    expect(paymentErrorOf({ isNetworkError: true })).toEqual(corridor);
    expect(paymentErrorOf({ httpStatus: 401, message: 'Invalid IBAN' })).toEqual(corridor);
    expect(paymentErrorOf({ httpStatus: 503 })).toEqual(corridor);
    expect(paymentErrorOf({ httpStatus: 400, message: 'Invalid IBAN' }).category).toBe('invalidIBAN');
  });

  it('shows the three initiating-payment errors as the catalogue words them, whatever the status', () => {
    expect(paymentErrorOf({ httpStatus: 422, code: 'DESTINATION_ACCOUNT_MISSING' })).toEqual({
      category: 'initiationFailed',
      message: "You don't have this destination currency account. Please contact us for support.",
      isInputDisabled: true,
      isSnackbarOnly: true,
    });
    expect(paymentErrorOf({ httpStatus: 502, code: 'PAYMENT_INITIATION_FAILED' }).message).toBe(
      'We are experiencing some issues with initiating this payment. Please contact support.',
    );
  });

  it('always answers one of the categories with a non-empty message, whatever the server says', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.integer({ min: 100, max: 599 })), (message, status) => {
        const view = paymentErrorOf({ message, httpStatus: status ?? undefined });
        return (
          PAYMENT_ERROR_CATEGORIES.includes(view.category) && view.message === PAYMENT_ERROR_MESSAGES[view.category]
        );
      }),
    );
  });
});
