import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TBankAccount } from '@corridor/contracts/bank-accounts/bank-account';
import { formatMoney } from '@corridor/domain/money';
import { makeAccount } from './factories.ts';

/** A linked company bank account as the API answers it: a DBS SGD account unless overridden. */
export function makeBankAccount(overrides: Partial<TBankAccount> = {}): TBankAccount {
  return {
    accountId: 'ba1',
    name: 'DBS operating account',
    type: 'COMPANY',
    countryCode: 'SG',
    currencyCode: ['SGD'],
    payoutMethod: 'LOCAL',
    bankAccountHolderName: 'Lion City Traders Pte Ltd',
    bankName: 'DBS Bank',
    accountNumber: '•••• 4567',
    routingType: 'BANK_CODE',
    routingValue: '7171',
    routingCodeType2: null,
    routingCodeValue2: null,
    bankCode: 'DBSSSGSG',
    bankAccountType: null,
    identificationType: null,
    identificationValue: null,
    isActive: true,
    isAutosweep: false,
    rejectedReason: null,
    created_at: '2026-03-01T00:00:00Z',
    updated_at: '2026-03-01T00:00:00Z',
    ...overrides,
  };
}

/** An open currency account with `availableMinor` to spend (and as its balance). */
export function makeFundedAccount(id: string, currency: string, availableMinor: bigint): TCurrencyAccount {
  const money = { currency, amountMinor: availableMinor.toString(), display: formatMoney(availableMinor, currency) };
  return makeAccount({
    _id: id,
    currency: currency as TCurrencyAccount['currency'],
    running_balance: money,
    available_balance: money,
  });
}
