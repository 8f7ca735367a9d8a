import type { TCardBalance } from '@corridor/contracts/card-balances/card-balances';
import type { TCardWithdrawRequest } from '@corridor/contracts/card-balances/card-withdraw';
import { amountCeilingMinor, DEFAULT_AMOUNT_CEILING_MAJOR } from '@corridor/domain/amount-limits';
import { CARD_WITHDRAW_MESSAGES, checkCardWithdrawalAmount } from '@corridor/domain/card-balances/card-withdraw';
import { fromMinor } from '@corridor/domain/money';
import type { WithdrawalAmountCheck } from '@corridor/domain/withdrawals/withdraw-rules';

/** What the person has chosen and typed on the card withdraw form. */
export type CardWithdrawDraft = { currency: string; amount: string };

/** Where the form starts: the first balance with money and somewhere to send it, else the first. */
export function startingBalance(balances: readonly TCardBalance[]): TCardBalance | undefined {
  return balances.find((b) => b.destination && BigInt(b.available.amountMinor) > 0n) ?? balances[0];
}

/** The amount's check as the server makes it (decimals, more than zero, the ceiling, the card balance). */
export function amountCheck(draft: CardWithdrawDraft, balance: TCardBalance | undefined): WithdrawalAmountCheck | null {
  if (!balance || draft.amount.trim() === '') return null;
  const available = BigInt(balance.available.amountMinor);
  return checkCardWithdrawalAmount(draft.amount, balance.currency, available, DEFAULT_AMOUNT_CEILING_MAJOR);
}

/**
 * "Max": everything the card balance can give now, written as the amount field takes it (no grouping) — at most the
 * largest single amount, so Max never fills in what the form would refuse.
 */
export function maxAmount(balance: TCardBalance): string {
  const available = BigInt(balance.available.amountMinor);
  const ceiling = amountCeilingMinor(balance.currency, DEFAULT_AMOUNT_CEILING_MAJOR);
  const max = available < 0n ? 0n : available > ceiling ? ceiling : available;
  return fromMinor(max, balance.currency);
}

export type CardDraftProblems = Partial<Record<keyof CardWithdrawDraft, string>>;

/** Every problem of the draft, on its field; empty when it can be reviewed. */
export function draftProblems(draft: CardWithdrawDraft, balance: TCardBalance | undefined): CardDraftProblems {
  const problems: CardDraftProblems = {};
  if (!balance) problems.currency = 'Choose a card balance';
  else if (!balance.destination) problems.currency = CARD_WITHDRAW_MESSAGES.noDestination(balance.currency);
  if (draft.amount.trim() === '') problems.amount = 'Please enter an amount';
  else {
    const check = amountCheck(draft, balance);
    if (check && !check.ok) problems.amount = check.message;
  }
  return problems;
}

export function toRequest(draft: CardWithdrawDraft, balance: TCardBalance): TCardWithdrawRequest {
  return { currency: balance.currency, accountId: balance.destination?._id ?? '', amount: draft.amount.trim() };
}
