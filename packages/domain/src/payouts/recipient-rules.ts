import type { ErrorCode } from '../errors.ts';

/**
 * Rules on who a payout goes to and from which accounts (spec §5 "Payout validation"):
 * - PKR is paid only to a beneficiary whose account type is Company (beneficiary_account_type);
 * - a payout debited from the business's account (WALLET funding) needs its source account active, and an
 *   active account in the destination currency: without one, the §8 "initiating payment" messages.
 */
export const PKR_REQUIRED_ACCOUNT_TYPE = 'Company';
export const PKR_COMPANY_ONLY_MESSAGE = 'PKR payments can only be sent to company accounts.';

/** The message for a beneficiary the currency cannot be paid to, or null. Account types compare ignoring case. */
export function beneficiaryTypeIssue(
  destinationCurrency: string,
  beneficiaryAccountType: string | null,
): string | null {
  if (destinationCurrency !== 'PKR') return null;
  const isCompany = beneficiaryAccountType?.trim().toLowerCase() === PKR_REQUIRED_ACCOUNT_TYPE.toLowerCase();
  return isCompany ? null : PKR_COMPANY_ONLY_MESSAGE;
}

/** A currency account as the payout sees it: absent (null), or present and active or not. */
export type AccountState = { isActive: boolean } | null;

/**
 * The error a debit-funded payout meets with these accounts, or null. The source account is the caller's own
 * choice, so an unknown one is NOT_FOUND (the same answer as another business's account) and an inactive one
 * ACCOUNT_CLOSED.
 */
export function payoutAccountsIssue(
  source: AccountState,
  destination: AccountState,
): Extract<
  ErrorCode,
  'NOT_FOUND' | 'ACCOUNT_CLOSED' | 'DESTINATION_ACCOUNT_MISSING' | 'DESTINATION_ACCOUNT_INACTIVE'
> | null {
  if (!source) return 'NOT_FOUND';
  if (!source.isActive) return 'ACCOUNT_CLOSED';
  if (!destination) return 'DESTINATION_ACCOUNT_MISSING';
  if (!destination.isActive) return 'DESTINATION_ACCOUNT_INACTIVE';
  return null;
}
