import { isAchAvailable, isFpxAvailable, type MethodAccess } from '../fundings/access.ts';
import type { AwaitingApprovalStatus, PayoutStatus } from './statuses.ts';

/**
 * How a payout is paid for, which names the statuses it starts in (spec §4, §9 "methods map to types CARD,
 * WALLET, BANK, PROXY; bank transfer, payId, payNow share a group"):
 * - WALLET: debited from the business's currency account. Its money is held (a pending ledger transfer) when the
 *   payout is created, so it starts PENDING, or AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT under maker/checker (that
 *   status name covers "credit card or account", the two ways a payout is paid from what the business holds).
 * - CARD: charged to a card, awaiting the card payment (AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT).
 * - BANK_PROXY: a bank transfer, PayID or PayNow the business makes to us (AWAITING_FUNDS_BANK_PROXY).
 * - DIRECT_DEBIT: an ACH pull from a linked US account (DEBITING_FUNDS_ACH_DIRECT_DEBIT).
 * - FPX: a Malaysian FPX transfer: awaiting it, then debiting it (AWAITING_FUNDS_FPX_TRANSACTION,
 *   DEBITING_FUNDS_FPX_TRANSACTION).
 * Only WALLET holds money at creation; the others hold it when their funds arrive (the move to PENDING).
 */
export const PAYOUT_FUNDINGS = ['WALLET', 'CARD', 'BANK_PROXY', 'DIRECT_DEBIT', 'FPX'] as const;
export type PayoutFunding = (typeof PAYOUT_FUNDINGS)[number];

/** Where a payout of each funding waits for a checker (spec §6 maker/checker). */
export const AWAITING_APPROVAL_BY_FUNDING: Readonly<Record<PayoutFunding, AwaitingApprovalStatus>> = {
  WALLET: 'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT',
  CARD: 'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT',
  BANK_PROXY: 'AWAITING_APPROVAL_BANK_PROXY',
  DIRECT_DEBIT: 'AWAITING_APPROVAL_DIRECT_DEBIT',
  FPX: 'AWAITING_APPROVAL_FPX_TRANSFER',
};

/** The status a payout of each funding is in once nobody (or no longer anybody) needs to approve it. */
export const FUNDED_START_BY_FUNDING: Readonly<Record<PayoutFunding, PayoutStatus>> = {
  WALLET: 'PENDING',
  CARD: 'AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT',
  BANK_PROXY: 'AWAITING_FUNDS_BANK_PROXY',
  DIRECT_DEBIT: 'DEBITING_FUNDS_ACH_DIRECT_DEBIT',
  FPX: 'AWAITING_FUNDS_FPX_TRANSACTION',
};

/**
 * FPX's second step: the gateway reports the payment under way (the bank approved it) before the money is in, and
 * the payout follows its funding there (AWAITING_FUNDS_FPX_TRANSACTION → DEBITING_FUNDS_FPX_TRANSACTION → PENDING).
 */
export const DEBITING_BY_FUNDING: Readonly<Partial<Record<PayoutFunding, PayoutStatus>>> = {
  FPX: 'DEBITING_FUNDS_FPX_TRANSACTION',
};

/** Whether a payout in `status` still waits for its funding's money (its start, or FPX's debiting step). */
export function isAwaitingItsFunding(status: PayoutStatus, funding: PayoutFunding): boolean {
  return status === FUNDED_START_BY_FUNDING[funding] || status === DEBITING_BY_FUNDING[funding];
}

/**
 * The statuses only some fundings pass through; every other payout status (PENDING onwards, and the stops) is
 * common to all. A WALLET payout is never AWAITING_FUNDS, a card payout never AWAITING_APPROVAL_BANK_PROXY.
 */
export const FUNDING_ONLY_STATUSES: Readonly<Record<PayoutFunding, readonly PayoutStatus[]>> = {
  WALLET: ['AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT'],
  CARD: ['AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT'],
  BANK_PROXY: [
    'AWAITING_APPROVAL_BANK_PROXY',
    'AWAITING_FUNDS_BANK_PROXY',
    'PAYMENT_RECONCILIATION_PENDING',
    'PAYMENT_RECONCILIATION_RFI_RAISED',
    'PAYMENT_RECONCILIATION_RFI_RESPONDED',
  ],
  DIRECT_DEBIT: ['AWAITING_APPROVAL_DIRECT_DEBIT', 'DEBITING_FUNDS_ACH_DIRECT_DEBIT'],
  FPX: ['AWAITING_APPROVAL_FPX_TRANSFER', 'AWAITING_FUNDS_FPX_TRANSACTION', 'DEBITING_FUNDS_FPX_TRANSACTION'],
};
const SOME_FUNDINGS_ONLY: readonly string[] = Object.values(FUNDING_ONLY_STATUSES).flat();

/** Whether a payout of `funding` can ever be in `status`. */
export function isStatusOfFunding(status: PayoutStatus, funding: PayoutFunding): boolean {
  return !SOME_FUNDINGS_ONLY.includes(status) || FUNDING_ONLY_STATUSES[funding].includes(status);
}

export function isPayoutFunding(value: string): value is PayoutFunding {
  return (PAYOUT_FUNDINGS as readonly string[]).includes(value);
}

/**
 * A new payout's first status: awaiting approval when the business has maker/checker on
 * (`is_api_payout_approval_required`), otherwise where its funding starts.
 */
export function initialPayoutStatus(funding: PayoutFunding, isApprovalRequired: boolean): PayoutStatus {
  return isApprovalRequired ? AWAITING_APPROVAL_BY_FUNDING[funding] : FUNDED_START_BY_FUNDING[funding];
}

/** Where an approved payout goes: its funding's start (a WALLET payout, already held, to PENDING). */
export function statusAfterApproval(funding: PayoutFunding): PayoutStatus {
  return FUNDED_START_BY_FUNDING[funding];
}

/** Whether the payout's money is already held in the business's account when it is created. */
export function isHeldAtCreation(funding: PayoutFunding): boolean {
  return funding === 'WALLET';
}

/**
 * The deposit methods a payout may name (`additional_info.deposit_method`; spec §1 funding methods, §9 "methods map
 * to types CARD, WALLET, BANK, PROXY; bank transfer, payId, payNow share a group"), and the funding each means.
 */
export const DEPOSIT_METHODS = [
  'account',
  'creditCard',
  'payNow',
  'payId',
  'bankTransfer',
  'ach',
  'fpxTransfer',
] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

export const FUNDING_BY_DEPOSIT_METHOD: Readonly<Record<DepositMethod, PayoutFunding>> = {
  account: 'WALLET',
  creditCard: 'CARD',
  payNow: 'BANK_PROXY',
  payId: 'BANK_PROXY',
  bankTransfer: 'BANK_PROXY',
  ach: 'DIRECT_DEBIT',
  fpxTransfer: 'FPX',
};

/**
 * What a payout can be paid with: the account balance, a card, a transfer of the bank-transfer group (bank
 * transfer; PayNow for SGD, PayID for AUD), an ACH direct debit from a linked US bank account, or FPX (Malaysia).
 */
export const AVAILABLE_DEPOSIT_METHODS: readonly DepositMethod[] = [
  'account',
  'creditCard',
  'bankTransfer',
  'payNow',
  'payId',
  'ach',
  'fpxTransfer',
];
export const DEPOSIT_METHOD_UNAVAILABLE_MESSAGE = 'This payment method is not available. Please choose another one.';

/**
 * The methods a payout from an account in `currency` may be paid with: PayNow is SGD's, PayID AUD's; ACH and FPX
 * follow adding money's rules (isAchAvailable, isFpxAvailable: country, currency, flags) and need `access`.
 */
export function depositMethodsFor(currency: string, access?: MethodAccess): DepositMethod[] {
  return AVAILABLE_DEPOSIT_METHODS.filter((m) => {
    if (m === 'payNow') return currency === 'SGD';
    if (m === 'payId') return currency === 'AUD';
    if (m === 'ach') return access !== undefined && isAchAvailable(currency, access);
    if (m === 'fpxTransfer') return access !== undefined && isFpxAvailable(currency, access);
    return true;
  });
}

/** Whether a payout paid this way brings its money in first (a funding), rather than using the balance. */
export function isFundedFromOutside(method: DepositMethod): boolean {
  return !isHeldAtCreation(FUNDING_BY_DEPOSIT_METHOD[method]);
}

/**
 * How long a payout waits for a transfer of the bank-transfer group: three days, and never past the rate held for
 * it (the earliest lock of the payouts it pays). Past that the transfer is no longer awaited: its payouts are
 * CANCELLED with PAYOUT_FUNDING_MESSAGES.transferExpired, and a transfer arriving later goes back to its sender.
 * A card answers within seconds, so its charge has no deadline of its own.
 */
export const PAYOUT_TRANSFER_WAIT_MS = 3 * 24 * 60 * 60 * 1000;

export function payoutTransferDeadline(createdAt: Date, rateLockExpiries: readonly (Date | null)[]): Date {
  let deadline = createdAt.getTime() + PAYOUT_TRANSFER_WAIT_MS;
  for (const at of rateLockExpiries) if (at && at.getTime() < deadline) deadline = at.getTime();
  return new Date(deadline);
}

export const PAYOUT_FUNDING_MESSAGES = {
  chooseCard: 'Please choose a card.',
  achAccountOnlyForAch: 'A linked bank account is only for a payment paid by ACH direct debit.',
  mixedAchAccounts: 'Every payment of a group is paid the same way, from the same linked bank account.',
  mixedMethods: 'Every payment of a group is paid the same way, with the same card.',
  transferExpired:
    'We did not receive your transfer in time, so this payment was cancelled. A transfer that arrives now is returned to the sender.',
  transferCancelled: 'The transfer for this payment was cancelled.',
  paymentsCancelled:
    'No longer awaited: the payments it was for were cancelled. A transfer that arrives now is returned.',
} as const;
