import type { AddMoneyMethod } from './methods.ts';

/**
 * A funding: money added to a currency account from outside (spec §2 /r/addmoney, /r/funding/:fundingId; §4
 * "Funding types PREFUNDING, FUNDING, CARD_FUNDING"):
 * - PREFUNDING: by a transfer of the bank-transfer group (bank transfer, PayNow, PayID) made ahead of paying;
 * - CARD_FUNDING: charged to a card;
 * - FUNDING: the money a payout paid by card or transfer brings (the payouts' AWAITING_FUNDS_* statuses).
 *
 * Statuses, named as §4's transaction statuses so lists read them alike:
 * - AWAITING_FUNDS:  instructions given, waiting to see the transfer; FPX: waiting for the person to pay at their
 *                    bank (AWAITING_FUNDS_FPX_TRANSACTION);
 * - DEBITING_FUNDS:  the card is being charged (the processor says Pending or InProgress); ACH: the direct debit is
 *                    on its way (DEBITING_FUNDS_ACH_DIRECT_DEBIT); FPX: the bank approved, the gateway settles it
 *                    (DEBITING_FUNDS_FPX_TRANSACTION);
 * - COMPLETED:       the money arrived and the account was credited (settlement → client account);
 * - FAILED:          the card payment was Rejected, the ACH debit returned, the FPX payment declined: nothing
 *                    credited;
 * - CANCELLED:       the business stopped waiting for a transfer that never came: nothing credited.
 */
export const FUNDING_TYPES = ['PREFUNDING', 'FUNDING', 'CARD_FUNDING'] as const;
export type FundingType = (typeof FUNDING_TYPES)[number];

export const FUNDING_STATUSES = ['AWAITING_FUNDS', 'DEBITING_FUNDS', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type FundingStatus = (typeof FUNDING_STATUSES)[number];

export const FUNDING_STATUS_LABELS: Readonly<Record<FundingStatus, string>> = {
  AWAITING_FUNDS: 'Awaiting funds',
  DEBITING_FUNDS: 'Debiting funds',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

/** The type of a funding: FUNDING when it pays for payouts, else by its method. */
export function fundingTypeOf(method: AddMoneyMethod, isForPayouts = false): FundingType {
  if (isForPayouts) return 'FUNDING';
  return method === 'creditCard' ? 'CARD_FUNDING' : 'PREFUNDING';
}

/** A card is charged and an ACH account debited at once; a transfer or an FPX payment is awaited first. */
export function initialFundingStatus(method: AddMoneyMethod): FundingStatus {
  return method === 'creditCard' || method === 'ach' ? 'DEBITING_FUNDS' : 'AWAITING_FUNDS';
}

type Moves = Partial<Record<FundingStatus, 'processor' | 'bank' | 'user'>>;

/** Every allowed move with who makes it; services refuse any other. */
export const FUNDING_TRANSITIONS: Readonly<Record<FundingStatus, Moves>> = {
  // DEBITING_FUNDS and FAILED from here: an FPX payment the bank approved (then settled) or declined.
  AWAITING_FUNDS: { COMPLETED: 'bank', CANCELLED: 'user', DEBITING_FUNDS: 'bank', FAILED: 'bank' },
  DEBITING_FUNDS: { COMPLETED: 'processor', FAILED: 'processor' },
  COMPLETED: {},
  FAILED: {},
  CANCELLED: {},
};

export function canMoveFunding(from: string, to: string): boolean {
  if (!Object.hasOwn(FUNDING_TRANSITIONS, from)) return false;
  return Object.hasOwn(FUNDING_TRANSITIONS[from as FundingStatus], to);
}

/**
 * Only a transfer of the bank-transfer group can be cancelled while awaited: an FPX payment may be approved at the
 * bank at any moment, so it ends when the gateway says (declined or expired), never by us.
 */
export function canCancelFunding(method: AddMoneyMethod, status: FundingStatus): boolean {
  return method !== 'fpxTransfer' && canMoveFunding(status, 'CANCELLED');
}

export const FUNDING_MESSAGES = {
  cannotCancel: 'Only a transfer we are still waiting for can be cancelled.',
  cancelled: 'You cancelled this funding. A transfer that arrives after this is returned to the sender.',
  paysPayouts: 'This transfer pays for a payment: cancel the payment instead.',
} as const;

export function isFinalFundingStatus(status: FundingStatus): boolean {
  return Object.keys(FUNDING_TRANSITIONS[status]).length === 0;
}

/** A funding in one of these has not credited its account yet, and may still (the rest are final). */
export const AWAITED_FUNDING_STATUSES: readonly FundingStatus[] = FUNDING_STATUSES.filter(
  (s) => !isFinalFundingStatus(s),
);

/**
 * References: `FD` and 10 or 11 digits, the next value of a database sequence (as withdrawals' FW numbers): issued
 * once, never guessed from another business's. It is also the reference a bank transfer must carry.
 */
const FUNDING_NUMBER = /^FD\d{10,11}$/;

export function fundingNumber(sequenceValue: bigint): string {
  const digits = sequenceValue.toString();
  if (!/^[1-9]\d{9,10}$/.test(digits)) throw new RangeError(`Out of the FD number range: ${digits}`);
  return `FD${digits}`;
}

export function isFundingNumber(text: string): boolean {
  return FUNDING_NUMBER.test(text);
}
