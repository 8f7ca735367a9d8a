import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TFunding } from '@corridor/contracts/fundings/funding';
import type { TCreateFundingRequest } from '@corridor/contracts/fundings/fundings';
import { DEFAULT_AMOUNT_CEILING_MAJOR, parseAmountWithin } from '@corridor/domain/amount-limits';
import { ACH_MESSAGES, type AchRollingLimit } from '@corridor/domain/fundings/ach';
import { checkCardInput } from '@corridor/domain/fundings/cards';
import { fpxAmountProblem } from '@corridor/domain/fundings/fpx';
import { type AddMoneyMethod, addMoneyMethodsFor, type MethodAccess } from '@corridor/domain/fundings/methods';
import type { ChipTone } from '@/ui/status-chip.tsx';

/** '' in cardId: a new card, typed on the form. */
export type AddMoneyDraft = {
  accountId: string;
  amount: string;
  method: AddMoneyMethod | '';
  cardId: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  isSaveCard: boolean;
  /** The linked bank account an ACH debit comes from. */
  achAccountId: string;
};

export const emptyDraft = (): AddMoneyDraft => ({
  accountId: '',
  amount: '',
  method: '',
  cardId: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
  isSaveCard: true,
  achAccountId: '',
});

export type DraftProblems = Partial<
  Record<'accountId' | 'amount' | 'method' | 'cardNumber' | 'expiry' | 'cvv' | 'achAccountId', string>
>;

/** The draft after a new account: a method the new currency does not offer (to this business) is dropped. */
export function withAccount(draft: AddMoneyDraft, account: TCurrencyAccount, access?: MethodAccess): AddMoneyDraft {
  const methods = addMoneyMethodsFor(account.currency, access);
  return {
    ...draft,
    accountId: account._id,
    method: draft.method && methods.includes(draft.method) ? draft.method : '',
  };
}

export const isNewCard = (d: AddMoneyDraft) => d.method === 'creditCard' && d.cardId === '';

/**
 * Every problem of the draft on its field, as the server would say it; empty when it can go on. `achLimit`: the
 * rolling ACH limit, when known, so an amount over what is left is said before review.
 */
export function draftProblems(
  draft: AddMoneyDraft,
  account: TCurrencyAccount | undefined,
  now: Date,
  achLimit?: AchRollingLimit,
): DraftProblems {
  const problems: DraftProblems = {};
  if (!account) problems.accountId = 'Choose the account to add money to';
  if (draft.amount.trim() === '') problems.amount = 'Please enter an amount';
  else if (account) {
    const parsed = parseAmountWithin(draft.amount, account.currency, DEFAULT_AMOUNT_CEILING_MAJOR);
    if (!parsed.ok) problems.amount = parsed.message;
    else if (draft.method === 'ach' && achLimit && parsed.minor > achLimit.allowed) {
      problems.amount = ACH_MESSAGES.overLimit(achLimit);
    } else if (draft.method === 'fpxTransfer') {
      const fpx = fpxAmountProblem(parsed.minor);
      if (fpx) problems.amount = fpx;
    }
  }
  if (draft.method === 'ach' && !draft.achAccountId) problems.achAccountId = ACH_MESSAGES.chooseAccount;
  if (!draft.method) problems.method = 'Choose how you pay';
  if (isNewCard(draft)) {
    const card = checkCardInput(draft, now);
    if (!card.ok) for (const e of card.errors) problems[e.field] = e.message;
  }
  return problems;
}

export function toRequest(draft: AddMoneyDraft): TCreateFundingRequest {
  return {
    accountId: draft.accountId,
    amount: draft.amount.trim(),
    method: draft.method as AddMoneyMethod,
    ...(draft.method === 'creditCard' ? { cardId: draft.cardId } : {}),
    ...(draft.method === 'ach' ? { achAccountId: draft.achAccountId } : {}),
  };
}

export function statusTone(status: TFunding['status']): ChipTone {
  if (status === 'COMPLETED') return 'success';
  if (status === 'FAILED' || status === 'CANCELLED') return 'danger';
  return 'info';
}
