import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TFundingFeesQuery } from '@corridor/contracts/fundings/fundings';
import type { TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import type { MethodAccess } from '@corridor/domain/fundings/methods';
import { fromMinor } from '@corridor/domain/money';
import { type DepositMethod, depositMethodsFor } from '@corridor/domain/payouts/funding';

/**
 * The "Payment method" step's choices (spec §1 funding methods): the balance, a card, the bank-transfer group
 * (bank transfer; PayNow from SGD, PayID from AUD), ACH (a US business's USD, flag ACH) and FPX (a Malaysian
 * business's MYR, flag FPX, not under DISABLE_FPX), as the domain offers them (depositMethodsFor, adding money's
 * rules for ACH and FPX).
 */
export type PaymentChoice = {
  method: DepositMethod;
  cardId: string | null;
  /** ach: the linked bank account debited. */
  achAccountId?: string | null;
};

export type PaymentMethodChoice = {
  method: DepositMethod;
  label: string;
  /** A line under the label: the balance available, or what happens with this method. */
  detail: { currency: string; amountMinor: string } | string;
  /** The balance, when it cannot pay this payment. */
  isDisabled?: boolean;
};

/** Each method's name, and what happens with it, said of `what` it pays for ("the payment", "the payments"). */
const DESCRIPTIONS: Partial<Record<DepositMethod, { label: string; detail: (what: string) => string }>> = {
  creditCard: {
    label: 'Card',
    detail: (what) => `Charged now, with a card fee. We send ${what} once the card is approved.`,
  },
  bankTransfer: {
    label: 'Bank transfer',
    detail: (what) => `You transfer from your bank; we send ${what} when it arrives.`,
  },
  payNow: { label: 'PayNow', detail: (what) => `You pay our UEN by PayNow; we send ${what} when it arrives.` },
  payId: { label: 'PayID', detail: (what) => `You pay our PayID; we send ${what} when it arrives.` },
  ach: {
    label: 'ACH direct debit',
    detail: (what) => `Debited from your linked US bank account; we send ${what} once the debit settles.`,
  },
  fpxTransfer: {
    label: 'FPX',
    detail: (what) => `You pay at your bank’s FPX page next; we send ${what} once your bank has paid.`,
  },
};

export function paymentMethodsFor(
  source: Pick<TCurrencyAccount, 'currency' | 'available_balance'>,
  isBalanceShort = false,
  access?: MethodAccess,
  /** How many payments it pays for (a group's). */
  count = 1,
): PaymentMethodChoice[] {
  return depositMethodsFor(source.currency, access).flatMap((method): PaymentMethodChoice[] => {
    if (method === 'account') {
      return [
        {
          method,
          label: `Pay from your ${source.currency} balance`,
          detail: { currency: source.currency, amountMinor: source.available_balance.amountMinor },
          isDisabled: isBalanceShort,
        },
      ];
    }
    const d = DESCRIPTIONS[method];
    return d ? [{ method, label: d.label, detail: d.detail(count === 1 ? 'the payment' : 'the payments') }] : [];
  });
}

/** Whether the choice can be confirmed: a card payment needs its card, an ACH one its linked account. */
export const isChoiceComplete = (c: PaymentChoice) =>
  (c.method !== 'creditCard' || c.cardId !== null) && (c.method !== 'ach' || Boolean(c.achAccountId));

/** The request paid the chosen way. */
export function withPayment(request: TPayoutRequest, c: PaymentChoice): TPayoutRequest {
  const { card_id: _card, ach_account_id: _ach, ...info } = request.additional_info ?? {};
  return {
    ...request,
    additional_info: {
      ...info,
      deposit_method: c.method,
      ...(c.cardId && c.method === 'creditCard' ? { card_id: c.cardId } : {}),
      ...(c.achAccountId && c.method === 'ach' ? { ach_account_id: c.achAccountId } : {}),
    },
  };
}

/** What to ask the fees endpoint for a payment of `debitMinor` paid from outside (null: from the balance). */
export function feesQueryOf(
  c: PaymentChoice,
  account: { _id: string; currency: string },
  debitMinor: bigint,
): TFundingFeesQuery | null {
  if (c.method === 'account' || !isChoiceComplete(c) || debitMinor <= 0n) return null;
  return {
    accountId: account._id,
    amount: fromMinor(debitMinor, account.currency),
    method: c.method,
    ...(c.cardId && c.method === 'creditCard' ? { cardId: c.cardId } : {}),
  };
}
