import type { DepositMethod } from '../payouts/funding.ts';
import { isAchAvailable, isFpxAvailable, type MethodAccess } from './access.ts';

export { isAchAvailable, isFpxAvailable, type MethodAccess, methodAccessFrom } from './access.ts';

/**
 * Payment methods (spec §1 funding methods, §9 "default method creditCard; methods map to types CARD, WALLET, BANK,
 * PROXY; bank transfer, payId, payNow share a group"): the type each method is, and the methods adding money offers.
 */
export const PAYMENT_TYPES = ['CARD', 'WALLET', 'BANK', 'PROXY'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_TYPE_BY_METHOD: Readonly<Record<DepositMethod, PaymentType>> = {
  creditCard: 'CARD',
  account: 'WALLET',
  bankTransfer: 'BANK',
  ach: 'BANK',
  fpxTransfer: 'BANK',
  payId: 'PROXY',
  payNow: 'PROXY',
};

export const DEFAULT_PAYMENT_METHOD: DepositMethod = 'creditCard';

/** The methods that share the bank-transfer group: instructions with a reference, then awaiting the transfer. */
export const BANK_TRANSFER_GROUP = ['bankTransfer', 'payId', 'payNow'] as const;
export type BankTransferMethod = (typeof BANK_TRANSFER_GROUP)[number];

export function isBankTransferMethod(method: string): method is BankTransferMethod {
  return (BANK_TRANSFER_GROUP as readonly string[]).includes(method);
}

/**
 * How money can be added: by card, by a transfer of the bank-transfer group, by an ACH direct debit from a linked US
 * bank account, or by an FPX transfer (Malaysia). ACH and FPX are partner methods: the partner is asked, and its
 * status checked by jobs, like a card's.
 */
export const ADD_MONEY_METHODS = ['creditCard', ...BANK_TRANSFER_GROUP, 'ach', 'fpxTransfer'] as const;
export type AddMoneyMethod = (typeof ADD_MONEY_METHODS)[number];

export const ADD_MONEY_METHOD_LABELS: Readonly<Record<AddMoneyMethod, string>> = {
  creditCard: 'Card',
  bankTransfer: 'Bank transfer',
  payNow: 'PayNow',
  payId: 'PayID',
  ach: 'ACH direct debit',
  fpxTransfer: 'FPX',
};

/**
 * The methods offered for an account in `currency`: PayNow in SGD and PayID in AUD only; cards and transfers in any;
 * ACH and FPX only with `access` that allows them (without it, never).
 */
export function addMoneyMethodsFor(currency: string, access?: MethodAccess): AddMoneyMethod[] {
  return ADD_MONEY_METHODS.filter((m) => {
    if (m === 'payNow') return currency === 'SGD';
    if (m === 'payId') return currency === 'AUD';
    if (m === 'ach') return access !== undefined && isAchAvailable(currency, access);
    if (m === 'fpxTransfer') return access !== undefined && isFpxAvailable(currency, access);
    return true;
  });
}

/** Methods whose money is pulled through a partner that reports asynchronously (not instructions, not a card). */
export const PARTNER_METHODS = ['ach', 'fpxTransfer'] as const;
export type PartnerMethod = (typeof PARTNER_METHODS)[number];

export function isPartnerMethod(method: string): method is PartnerMethod {
  return (PARTNER_METHODS as readonly string[]).includes(method);
}
