import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TFunding } from '@corridor/contracts/fundings/funding';
import type { TCreateFundingRequest } from '@corridor/contracts/fundings/fundings';
import { DEFAULT_AMOUNT_CEILING_MAJOR, parseAmountWithin } from '@corridor/domain/amount-limits';
import { checkCardInput } from '@corridor/domain/fundings/cards';
import { type AddMoneyMethod, addMoneyMethodsFor } from '@corridor/domain/fundings/methods';
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
});

export type DraftProblems = Partial<
  Record<'accountId' | 'amount' | 'method' | 'cardNumber' | 'expiry' | 'cvv', string>
>;

/** The draft after a new account: a method the new currency does not offer is dropped. */
export function withAccount(draft: AddMoneyDraft, account: TCurrencyAccount): AddMoneyDraft {
  const methods = addMoneyMethodsFor(account.currency);
  return {
    ...draft,
    accountId: account._id,
    method: draft.method && methods.includes(draft.method) ? draft.method : '',
  };
}

export const isNewCard = (d: AddMoneyDraft) => d.method === 'creditCard' && d.cardId === '';

/** Every problem of the draft on its field, as the server would say it; empty when it can go on. */
export function draftProblems(draft: AddMoneyDraft, account: TCurrencyAccount | undefined, now: Date): DraftProblems {
  const problems: DraftProblems = {};
  if (!account) problems.accountId = 'Choose the account to add money to';
  if (draft.amount.trim() === '') problems.amount = 'Please enter an amount';
  else if (account) {
    const parsed = parseAmountWithin(draft.amount, account.currency, DEFAULT_AMOUNT_CEILING_MAJOR);
    if (!parsed.ok) problems.amount = parsed.message;
  }
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
  };
}

export function statusTone(status: TFunding['status']): ChipTone {
  if (status === 'COMPLETED') return 'success';
  if (status === 'FAILED' || status === 'CANCELLED') return 'danger';
  return 'info';
}
