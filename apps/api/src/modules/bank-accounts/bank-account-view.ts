import type { TBankAccount } from '@corridor/contracts/bank-accounts/bank-account';
import { maskAccountNumber } from '@corridor/domain/beneficiaries/mask';
import type { BankAccountRow } from './bank-accounts.repository.ts';

/** A linked account as the API answers it: its number masked, everything else as stored. */
export function bankAccountView(r: BankAccountRow, autosweepId: string | null): TBankAccount {
  return {
    accountId: r.id,
    name: r.name,
    type: r.account_type,
    countryCode: r.country_code,
    currencyCode: [r.currency],
    payoutMethod: r.payout_method,
    bankAccountHolderName: r.holder_name,
    bankName: r.bank_name,
    accountNumber: maskAccountNumber(r.account_number),
    routingType: r.routing_code_type_1,
    routingValue: r.routing_code_value_1,
    routingCodeType2: r.routing_code_type_2,
    routingCodeValue2: r.routing_code_value_2,
    bankCode: r.bank_code,
    bankAccountType: r.bank_account_type,
    identificationType: r.identification_type,
    identificationValue: r.identification_value,
    isActive: r.status === 'ACTIVE',
    isAutosweep: r.id === autosweepId,
    rejectedReason: r.rejected_reason,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}
