import type { AddMoneyMethod } from './methods.ts';
import type { FundingStatus } from './statuses.ts';

/**
 * A funding's status under spec §4's transaction status names, so lists and the payouts that a funding pays for read
 * them alike: an ACH debit on its way is DEBITING_FUNDS_ACH_DIRECT_DEBIT; an FPX payment is
 * AWAITING_FUNDS_FPX_TRANSACTION until the bank approves it, then DEBITING_FUNDS_FPX_TRANSACTION until it settles;
 * a transfer of the bank-transfer group is AWAITING_FUNDS_BANK_PROXY. Final statuses keep their own names.
 */
export function fundingStatusCode(method: AddMoneyMethod, status: FundingStatus): string {
  if (method === 'ach' && status === 'DEBITING_FUNDS') return 'DEBITING_FUNDS_ACH_DIRECT_DEBIT';
  if (method === 'fpxTransfer' && status === 'AWAITING_FUNDS') return 'AWAITING_FUNDS_FPX_TRANSACTION';
  if (method === 'fpxTransfer' && status === 'DEBITING_FUNDS') return 'DEBITING_FUNDS_FPX_TRANSACTION';
  if (method === 'creditCard' && status === 'DEBITING_FUNDS') return 'AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT';
  if (status === 'AWAITING_FUNDS') return 'AWAITING_FUNDS_BANK_PROXY';
  return status;
}
