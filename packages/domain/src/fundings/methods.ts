import type { DepositMethod } from '../payouts/funding.ts';

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

/** How money can be added: by card, or by a transfer of the bank-transfer group. */
export const ADD_MONEY_METHODS = ['creditCard', ...BANK_TRANSFER_GROUP] as const;
export type AddMoneyMethod = (typeof ADD_MONEY_METHODS)[number];

export const ADD_MONEY_METHOD_LABELS: Readonly<Record<AddMoneyMethod, string>> = {
  creditCard: 'Card',
  bankTransfer: 'Bank transfer',
  payNow: 'PayNow',
  payId: 'PayID',
};

/** PayNow is Singapore's and PayID Australia's: each is offered in its own currency only; cards and transfers in any. */
export function addMoneyMethodsFor(currency: string): AddMoneyMethod[] {
  return ADD_MONEY_METHODS.filter(
    (m) => (m !== 'payNow' || currency === 'SGD') && (m !== 'payId' || currency === 'AUD'),
  );
}
