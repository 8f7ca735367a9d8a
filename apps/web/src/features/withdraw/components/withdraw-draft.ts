import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TBankAccount } from '@corridor/contracts/bank-accounts/bank-account';
import type { TWithdrawFundRequest } from '@corridor/contracts/withdrawals/withdraw-fund';
import type { TWithdrawal } from '@corridor/contracts/withdrawals/withdrawal';
import { DEFAULT_AMOUNT_CEILING_MAJOR } from '@corridor/domain/amount-limits';
import {
  checkWithdrawalAmount,
  WITHDRAW_MESSAGES,
  type WithdrawalAmountCheck,
} from '@corridor/domain/withdrawals/withdraw-rules';
import type { ChipTone } from '@/ui/status-chip.tsx';

/** What the person has chosen and typed on the withdraw form. */
export type WithdrawDraft = { accountId: string; bankAccountId: string; amount: string };

export const emptyDraft = (): WithdrawDraft => ({ accountId: '', bankAccountId: '', amount: '' });

/** The accounts money can leave: open ones, those with something to spend first, then by currency. */
export function withdrawableAccounts(accounts: readonly TCurrencyAccount[]): TCurrencyAccount[] {
  return accounts
    .filter((a) => a.is_active)
    .sort(
      (a, b) =>
        Number(BigInt(b.available_balance.amountMinor) > 0n) - Number(BigInt(a.available_balance.amountMinor) > 0n) ||
        a.currency.localeCompare(b.currency),
    );
}

/** The linked accounts a withdrawal from `currency` can go to: that currency's, none the rail refused. */
export function bankAccountsFor(currency: string | undefined, accounts: readonly TBankAccount[]): TBankAccount[] {
  if (!currency) return [];
  return accounts.filter((a) => a.currencyCode.includes(currency) && !a.rejectedReason);
}

/**
 * Where the form starts: an account that can be withdrawn to one of the business's bank accounts (the default account
 * first), else the default account, else the first. A business with one bank account lands on the account it fits.
 */
export function startingAccount(
  accounts: readonly TCurrencyAccount[],
  banks: readonly TBankAccount[],
): TCurrencyAccount | undefined {
  const byDefault = [...accounts].sort((a, b) => Number(b.is_default_account) - Number(a.is_default_account));
  return byDefault.find((a) => bankAccountsFor(a.currency, banks).length > 0) ?? byDefault[0];
}

/** The draft after a new source account: the bank account kept when it takes the new currency, else the only one. */
export function withAccount(draft: WithdrawDraft, account: TCurrencyAccount, banks: readonly TBankAccount[]) {
  const fitting = bankAccountsFor(account.currency, banks);
  const keep = fitting.some((b) => b.accountId === draft.bankAccountId);
  const bankAccountId = keep ? draft.bankAccountId : fitting.length === 1 ? fitting[0]!.accountId : '';
  return { ...draft, accountId: account._id, bankAccountId };
}

/** The amount's check as the server makes it (decimals, minimum, ceiling, what is available now). */
export function amountCheck(draft: WithdrawDraft, account: TCurrencyAccount | undefined): WithdrawalAmountCheck | null {
  if (!account || draft.amount.trim() === '') return null;
  const available = BigInt(account.available_balance.amountMinor);
  return checkWithdrawalAmount(draft.amount, account.currency, available, DEFAULT_AMOUNT_CEILING_MAJOR);
}

export type DraftProblems = Partial<Record<keyof WithdrawDraft, string>>;

/** Every problem of the draft, on its field; empty when it can be reviewed. */
export function draftProblems(
  draft: WithdrawDraft,
  accounts: readonly TCurrencyAccount[],
  banks: readonly TBankAccount[],
): DraftProblems {
  const account = accounts.find((a) => a._id === draft.accountId);
  const problems: DraftProblems = {};
  if (!account) problems.accountId = 'Choose the account to withdraw from';
  const bank = banks.find((b) => b.accountId === draft.bankAccountId);
  if (!bank) problems.bankAccountId = 'Choose the bank account to withdraw to';
  else if (account && !bank.currencyCode.includes(account.currency)) {
    problems.bankAccountId = WITHDRAW_MESSAGES.currencyMismatch(account.currency);
  }
  if (draft.amount.trim() === '') problems.amount = 'Please enter an amount';
  else {
    const check = amountCheck(draft, account);
    if (check && !check.ok) problems.amount = check.message;
  }
  return problems;
}

export function toRequest(draft: WithdrawDraft): TWithdrawFundRequest {
  return { accountId: draft.accountId, bankAccountId: draft.bankAccountId, amount: draft.amount.trim() };
}

/** A withdrawal's status as a chip: under way, done, or stopped. */
export function statusTone(status: TWithdrawal['status']): ChipTone {
  if (status === 'COMPLETED') return 'success';
  if (status === 'RETURNED' || status === 'CANCELLED') return 'danger';
  return 'info';
}

/** Spec §8 (withdraw): the rail refused the bank account. */
export function isRefusedAccount(w: Pick<TWithdrawal, 'status' | 'reason'>): boolean {
  return w.status === 'CANCELLED' && w.reason === WITHDRAW_MESSAGES.invalidBankAccount;
}
