import type { TBankAccountAdd } from '@corridor/contracts/bank-accounts/bank-account';
import {
  type BankFormKey,
  type BankFormValues,
  bankFormSchema,
  bankFormValidator,
  bankPayoutMethod,
  isBankCorridor,
} from '@corridor/domain/bank-accounts/bank-form';
import { payloadFieldOf } from '@corridor/domain/bank-accounts/bank-payload';
import type { BeneficiarySchema } from '@corridor/domain/beneficiaries/schema-types';
import { unsupportedCorridorMessage } from '@corridor/domain/corridors';
import { FLAGS } from '@corridor/domain/flags';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isFlagOn } from '../clients/clients.service.ts';
import type { BankDetails } from './bank-accounts.repository.ts';

/**
 * The bank form's rules on the server (domain bank-accounts/bank-form.ts): which schema a country and currency take
 * for the caller's business, and the check of what was sent, answered AJV_VALIDATE with the payload's field names.
 */
export async function formKeyOf(
  q: Queryable,
  caller: Pick<Caller, 'legalEntity'>,
  country: string,
  currency: string,
): Promise<BankFormKey> {
  const isUsdSwiftOn =
    country === 'US' && currency === 'USD' && (await isFlagOn(q, FLAGS.usdSwift, caller.legalEntity));
  return { country, currency, isUsdSwiftOn };
}

/** The schema of a country and currency the business can link; "We do not support …" otherwise. */
export function schemaOf(deps: Pick<AppDeps, 'clock'>, caller: Pick<Caller, 'legalEntity'>, key: BankFormKey) {
  const schema = isBankCorridor(caller.legalEntity, key) ? bankFormSchema(key, deps.clock.now()) : undefined;
  if (!schema) {
    const message = unsupportedCorridorMessage(key.currency, key.country);
    throw new AppError('CORRIDOR_NOT_SUPPORTED', { message, errors: [{ field: 'currencyCode', message }] });
  }
  return schema;
}

/** The schema an account keeps after it was added: the one of its stored payout method (the flag may change since). */
export function storedSchemaOf(
  deps: Pick<AppDeps, 'clock'>,
  a: { country_code: string; currency: string; payout_method: 'LOCAL' | 'SWIFT' },
): BeneficiarySchema {
  const key = { country: a.country_code, currency: a.currency, isUsdSwiftOn: a.payout_method === 'SWIFT' };
  const schema = bankFormSchema(key, deps.clock.now());
  if (!schema || bankPayoutMethod(key) !== a.payout_method) throw new Error(`No bank form for ${key.country}`);
  return schema;
}

/** The values checked against the form's rules, normalised; AJV_VALIDATE with each field's message otherwise. */
export function checkBankForm(schema: BeneficiarySchema, values: BankFormValues, businessName: string): BankFormValues {
  const result = bankFormValidator(schema, businessName).safeParse(values);
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => ({ field: payloadFieldOf(String(i.path[0])), message: i.message }));
  throw new AppError('AJV_VALIDATE', { message: 'Please check the bank account details.', errors });
}

/** The stored columns of checked values; the bank code as the lookup named it. */
export function detailsOf(v: BankFormValues, bankCode: string | null): BankDetails {
  return {
    holder_name: v.bank_account_holder_name ?? '',
    bank_name: v.beneficiary_bank_name ?? '',
    account_number: v.beneficiary_account_number ?? '',
    routing_code_type_1: v.routing_code_type_1 ?? null,
    routing_code_value_1: v.routing_code_value_1 ?? null,
    routing_code_type_2: v.routing_code_type_2 ?? null,
    routing_code_value_2: v.routing_code_value_2 ?? null,
    bank_code: bankCode,
    bank_account_type: v.beneficiary_bank_account_type ?? null,
    identification_type: v.beneficiary_identification_type ?? null,
    identification_value: v.beneficiary_identification_value ?? null,
  };
}

/** The stored details as form values (to merge an edit over them). */
export function valuesOfDetails(d: BankDetails): BankFormValues {
  const values: BankFormValues = {
    bank_account_holder_name: d.holder_name,
    beneficiary_bank_name: d.bank_name,
    beneficiary_account_number: d.account_number,
  };
  const optional: [keyof BankFormValues, string | null][] = [
    ['routing_code_type_1', d.routing_code_type_1],
    ['routing_code_value_1', d.routing_code_value_1],
    ['routing_code_type_2', d.routing_code_type_2],
    ['routing_code_value_2', d.routing_code_value_2],
    ['beneficiary_bank_account_type', d.bank_account_type],
    ['beneficiary_identification_type', d.identification_type],
    ['beneficiary_identification_value', d.identification_value],
  ];
  for (const [field, value] of optional) if (value !== null) values[field] = value;
  return values;
}

/** A bank code as sent: letters and digits only (the looked-up BIC), or nothing. */
export function bankCodeOf(input: Pick<TBankAccountAdd, 'bankCode'>): string | null {
  const code = (input.bankCode ?? '').trim().toUpperCase();
  if (code === '') return null;
  if (!/^[A-Z0-9]{3,20}$/.test(code)) {
    const message = 'Bank code should be letters and digits.';
    throw new AppError('AJV_VALIDATE', { message, errors: [{ field: 'bankCode', message }] });
  }
  return code;
}
