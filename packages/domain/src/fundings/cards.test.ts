import { describe, expect, it } from 'vitest';
import {
  binOf,
  CARD_MESSAGES,
  cardFundingCharge,
  cardPaymentOutcome,
  cardRejectionMessage,
  checkCardInput,
  dedupeSavedCards,
  expiryYearOf,
  isCardExpired,
  isLuhnValid,
  lastFourOf,
  productCodeFor,
  stripCardNumber,
} from './cards.ts';

const NOW = new Date('2026-11-25T08:00:00Z');

describe('[CARD] number, BIN and last four', () => {
  it('strips everything that is not a digit and takes the first 8 digits as the BIN', () => {
    const digits = stripCardNumber(' 4111-1111 1111\t1111 ');
    expect(digits).toBe('4111111111111111');
    expect(binOf(digits)).toBe('41111111');
    expect(lastFourOf(digits)).toBe('1111');
  });

  it('accepts Luhn-valid numbers and refuses the rest', () => {
    for (const n of [
      '4111111111111111',
      '4242424242424242',
      '5555555555554444',
      '4000000000000002',
      '4000000000000069',
      '4000000000000119',
      '4000000000003220',
      '378282246310005',
    ])
      expect(isLuhnValid(n), n).toBe(true);
    for (const n of ['4111111111111112', '1234', '', '41111111111111111111', 'abcd'])
      expect(isLuhnValid(n), n).toBe(false);
  });
});

describe('[CARD] expiry', () => {
  it('reads a two-digit year as the current century plus the digits', () => {
    expect(expiryYearOf('28', NOW)).toBe(2028);
    expect(expiryYearOf('05', NOW)).toBe(2005);
  });

  it('keeps a card good through the last day of its month', () => {
    expect(isCardExpired(11, 2026, NOW)).toBe(false);
    expect(isCardExpired(10, 2026, NOW)).toBe(true);
    expect(isCardExpired(11, 2026, new Date('2026-12-01T12:00:00Z'))).toBe(true);
  });

  it('checks a whole typed card with the spec’s messages', () => {
    expect(checkCardInput({ cardNumber: '4111 1111 1111 1111', expiry: '12/28', cvv: '123' }, NOW)).toEqual({
      ok: true,
      digits: '4111111111111111',
      bin: '41111111',
      lastFour: '1111',
      expiryMonth: 12,
      expiryYear: 2028,
    });
    expect(checkCardInput({ cardNumber: '4111 1111 1111 1112', expiry: '01/25', cvv: '12' }, NOW)).toEqual({
      ok: false,
      errors: [
        { field: 'cardNumber', message: CARD_MESSAGES.number },
        { field: 'expiry', message: CARD_MESSAGES.expired },
        { field: 'cvv', message: CARD_MESSAGES.cvv },
      ],
    });
    const badMonth = checkCardInput({ cardNumber: '4111111111111111', expiry: '13/28', cvv: '123' }, NOW);
    expect(badMonth).toEqual({ ok: false, errors: [{ field: 'expiry', message: CARD_MESSAGES.expiry }] });
  });
});

describe('[CARD] product code by country (§9)', () => {
  it('HK and SG use their bank’s code for listed prefixes, else default; MY and AU default; others BPSP', () => {
    expect(productCodeFor('HK', '43291234')).toBe('HSBC');
    expect(productCodeFor('HK', '41111111')).toBe('DEFAULT');
    expect(productCodeFor('SG', '42651234')).toBe('CITI');
    expect(productCodeFor('SG', '41111111')).toBe('DEFAULT');
    expect(productCodeFor('MY', '42651234')).toBe('DEFAULT');
    expect(productCodeFor('AU', '41111111')).toBe('DEFAULT');
    expect(productCodeFor('GB', '41111111')).toBe('BPSP');
  });
});

describe('[CARD] payment statuses and rejections (§4, §8)', () => {
  it('accepts only APPROVED; Pending and InProgress are in progress; Rejected fails', () => {
    expect(cardPaymentOutcome('APPROVED')).toBe('approved');
    expect(cardPaymentOutcome('Pending')).toBe('in_progress');
    expect(cardPaymentOutcome('InProgress')).toBe('in_progress');
    expect(cardPaymentOutcome('Rejected')).toBe('failed');
  });

  it('maps a rejection reason to §8’s words', () => {
    expect(cardRejectionMessage('Insufficient funds')).toBe(CARD_MESSAGES.insufficientFunds);
    expect(cardRejectionMessage('Card expired')).toBe(CARD_MESSAGES.expired);
    expect(cardRejectionMessage('Do not honour')).toBe("There's an issue with this corridor at the moment.");
    expect(cardRejectionMessage(null)).toBe(CARD_MESSAGES.otherRejection);
  });
});

describe('[CARD] saved cards and charges', () => {
  it('lists newest first with duplicates removed', () => {
    const cards = [
      { id: 'a', fingerprint: 'x', createdAt: '2026-01-01T00:00:00Z' },
      { id: 'b', fingerprint: 'y', createdAt: '2026-02-01T00:00:00Z' },
      { id: 'c', fingerprint: 'x', createdAt: '2026-03-01T00:00:00Z' },
    ];
    expect(dedupeSavedCards(cards).map((c) => c.id)).toEqual(['c', 'b']);
  });

  it('charges the amount plus the fee, rounded up', () => {
    expect(cardFundingCharge(100_00n, '2.9')).toEqual({ fee: 2_90n, total: 102_90n });
    expect(cardFundingCharge(1n, '2.9')).toEqual({ fee: 1n, total: 2n });
    expect(cardFundingCharge(0n, '2.9')).toEqual({ fee: 0n, total: 0n });
  });
});
