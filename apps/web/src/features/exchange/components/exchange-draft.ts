import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TBookFxRequest } from '@corridor/contracts/fx/book-fx';
import { type TCalculateAmountsRequest, ZCalculateAmountsRequest } from '@corridor/contracts/fx/calculate-amounts';
import { SAME_PAIR_MESSAGE, type TExchangeValue } from '@corridor/contracts/fx/fx-common';
import { parseAmount } from '@corridor/domain/money';

/** What the person has chosen and typed: two accounts, and the amount on the side they typed it (the fixed side). */
export type ExchangeDraft = {
  sourceId: string;
  destinationId: string;
  fixedSide: 'source' | 'destination';
  /** As typed, in the fixed side's currency: sent as it is, parsed once by the server. */
  amount: string;
};

export type DraftIssues = { pair?: string; amount?: string };

type Accounts = readonly Pick<TCurrencyAccount, '_id' | 'currency'>[];

export function currencyOf(accounts: Accounts, id: string): TCurrencyAccount['currency'] | undefined {
  return accounts.find((a) => a._id === id)?.currency;
}

/**
 * What is wrong with the draft before anything is sent: the same currency on both sides (the contract's words), an
 * amount the domain parser refuses for the fixed side's currency (decimals, zero, not a number). An empty amount is
 * not an error yet, only nothing to calculate.
 */
export function draftIssues(draft: ExchangeDraft, accounts: Accounts): DraftIssues {
  const source = currencyOf(accounts, draft.sourceId);
  const destination = currencyOf(accounts, draft.destinationId);
  const issues: DraftIssues = {};
  if (source && destination && source === destination) issues.pair = SAME_PAIR_MESSAGE;
  const currency = draft.fixedSide === 'source' ? source : destination;
  if (currency && draft.amount.trim() !== '') {
    const parsed = parseAmount(draft.amount, currency);
    if (!parsed.ok) issues.amount = parsed.message;
  }
  return issues;
}

/** The calculate-amounts request for a complete, valid draft (checked by the contract's own schema); else null. */
export function toCalculationRequest(draft: ExchangeDraft, accounts: Accounts): TCalculateAmountsRequest | null {
  const issues = draftIssues(draft, accounts);
  if (issues.pair || issues.amount || draft.amount.trim() === '') return null;
  const amount = draft.amount.trim();
  const request = {
    source_currency: currencyOf(accounts, draft.sourceId),
    destination_currency: currencyOf(accounts, draft.destinationId),
    ...(draft.fixedSide === 'source' ? { source_amount: amount } : { destination_amount: amount }),
  };
  const parsed = ZCalculateAmountsRequest.safeParse(request);
  return parsed.success ? parsed.data : null;
}

/** The booking for a draft at a hold: the same fixed side and the same typed amount as the calculation. */
export function toBookingRequest(draft: ExchangeDraft, holdId: string): TBookFxRequest {
  const amount = draft.amount.trim();
  return {
    source_account_id: draft.sourceId,
    destination_account_id: draft.destinationId,
    fx_hold_id: holdId,
    ...(draft.fixedSide === 'source' ? { source_amount: amount } : { destination_amount: amount }),
  };
}

/** Whether two calculations debit, charge and credit the same: if not, the person must see the new figures. */
export function isSameOutcome(a: TExchangeValue, b: TExchangeValue): boolean {
  return (
    a.sourceAmountWithSupplierFee.amountMinor === b.sourceAmountWithSupplierFee.amountMinor &&
    a.totalFeeAmount.amountMinor === b.totalFeeAmount.amountMinor &&
    a.destinationAmount.amountMinor === b.destinationAmount.amountMinor
  );
}

/** Whether the amount to be debited is more than the account can spend now (a warning; the server decides). */
export function exceedsAvailable(debitMinor: string, account: Pick<TCurrencyAccount, 'available_balance'>): boolean {
  return BigInt(debitMinor) > BigInt(account.available_balance.amountMinor);
}

/**
 * Where a new exchange starts: selling from the default account (else the first), buying the first other account,
 * US dollars first when they are not what is sold, with the business's default fixed side. No amount yet.
 */
export function initialDraft(
  accounts: readonly Pick<TCurrencyAccount, '_id' | 'currency' | 'is_default_account'>[],
  fixedSide: ExchangeDraft['fixedSide'] = 'source',
): ExchangeDraft {
  const source = accounts.find((a) => a.is_default_account) ?? accounts[0];
  const others = accounts.filter((a) => a._id !== source?._id);
  const destination = others.find((a) => a.currency === 'USD') ?? others[0];
  return { sourceId: source?._id ?? '', destinationId: destination?._id ?? '', fixedSide, amount: '' };
}
