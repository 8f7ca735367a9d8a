import { parseAmountWithin } from '../amount-limits.ts';

import { WITHDRAWAL_STEP_LABELS, type WithdrawalTrackerStep } from '../withdrawals/tracker.ts';
import { WITHDRAW_MESSAGES, type WithdrawalAmountCheck } from '../withdrawals/withdraw-rules.ts';

/**
 * Card balances and withdrawing from them (/r/card/withdraw; spec §7 "Cards (n1): … wallet balance … customer
 * withdraw"). A card balance is money the business loaded for its cards, one per currency; withdrawing moves it back
 * to the business's own currency account in the same currency, at once (no bank in between, so no fee and no minimum
 * beyond one minor unit). Its FW number is a withdrawal's (spec §4 "Withdrawal ids begin FW").
 */

/** A card withdrawal is booked in the transaction that records it: it is complete from the start. */
export const CARD_WITHDRAWAL_STATUSES = ['COMPLETED'] as const;
export type CardWithdrawalStatus = (typeof CARD_WITHDRAWAL_STATUSES)[number];
export const CARD_WITHDRAWAL_STATUS_LABELS: Readonly<Record<CardWithdrawalStatus, string>> = { COMPLETED: 'Completed' };

export const CARD_WITHDRAW_MESSAGES = {
  /** No open currency account in the card balance's currency to receive the money. */
  noDestination: (currency: string) =>
    `You have no open ${currency} account to receive this money. Open a ${currency} account first.`,
  /** The account chosen is not in the card balance's currency. */
  currencyMismatch: (currency: string) => `Choose your ${currency} account: money stays in its currency.`,
  noCardBalance: (currency: string) => `You have no ${currency} card balance.`,
  overAvailable: WITHDRAW_MESSAGES.overAvailable,
} as const;

/**
 * The amount as typed, withdrawn from a card balance with `availableMinor` spendable: the currency's decimals, more
 * than zero and the ceiling (parseAmountWithin), then the balance ("more than you can withdraw", as the Withdraw page
 * says it).
 */
export function checkCardWithdrawalAmount(
  input: string,
  currency: string,
  availableMinor: bigint,
  ceilingMajor: bigint,
): WithdrawalAmountCheck {
  const parsed = parseAmountWithin(input, currency, ceilingMajor);
  if (!parsed.ok) return parsed;
  if (parsed.minor > availableMinor) {
    const available = availableMinor > 0n ? availableMinor : 0n;
    return { ok: false, message: CARD_WITHDRAW_MESSAGES.overAvailable(available, currency), isOverAvailable: true };
  }
  return parsed;
}

/**
 * A card withdrawal's tracker (spec §4 tracker steps "withdrawal initiated, complete"), in the withdrawals' step shape
 * so Transactions draws it like any withdrawal. No bank sits in between: the money is booked in the transaction that
 * records it, so it is initiated and complete at once.
 */
export function cardWithdrawalTrackerSteps(w: {
  status: CardWithdrawalStatus;
  createdAt: string;
  completedAt: string;
}): WithdrawalTrackerStep[] {
  const step = (key: 'withdrawal_initiated' | 'withdrawal_complete', at: string): WithdrawalTrackerStep => ({
    key,
    label: WITHDRAWAL_STEP_LABELS[key],
    state: 'done',
    at,
  });
  switch (w.status) {
    case 'COMPLETED':
      return [step('withdrawal_initiated', w.createdAt), step('withdrawal_complete', w.completedAt)];
  }
}

/** Where the money of a card withdrawal came from, as Transactions names it ("From your SGD card balance"). */
export const cardBalanceName = (currency: string) => `${currency} card balance`;
