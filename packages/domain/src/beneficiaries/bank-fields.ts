import { countryName } from '../corridors.ts';
import type { CorridorRule, RoutingSlot } from './country-rules.ts';
import { field } from './field-rule.ts';
import {
  digitsMessage,
  ibanCountryMessage,
  BENEFICIARY_MESSAGES as M,
  routingTypeMessage,
  swiftCountryMessage,
} from './messages.ts';
import { routingFormat } from './routing-codes.ts';
import type { AccountType, FieldRule } from './schema-types.ts';

export const BANK_ACCOUNT_TYPES = [
  { value: 'CHECKING', label: 'Checking / current' },
  { value: 'SAVINGS', label: 'Savings / ordinary' },
];

/** Step 3 of a contact: the account, its routing codes, the bank's name and (Brazil) the tax number. */
export function bankFields(key: { country: string; accountType: AccountType }, rule: CorridorRule): FieldRule[] {
  const b = 'bank' as const;
  const name = countryName(key.country);
  const fields: FieldRule[] = [
    rule.isIban
      ? field({
          name: 'beneficiary_account_number',
          section: b,
          label: 'IBAN',
          required: true,
          requiredMessage: M.accountNumberRequired,
          maxLength: 42,
          normalize: 'upper',
          check: 'iban',
          checkMessage: M.invalidIban,
          country: key.country,
          countryMessage: ibanCountryMessage(name),
          lookupType: 'IBAN',
          placeholder: `${key.country}…`,
        })
      : accountNumberField(rule),
  ];
  if (rule.hasBankAccountType) {
    fields.push(
      field({
        name: 'beneficiary_bank_account_type',
        section: b,
        label: 'Account type at the bank',
        input: 'select',
        required: true,
        options: BANK_ACCOUNT_TYPES,
        optionMessage: M.notAnOption,
      }),
    );
  }
  for (const [i, slot] of rule.routing.entries()) {
    fields.push(...routingFields(slot, (i + 1) as 1 | 2, key.country, name));
  }
  fields.push(
    field({
      name: 'beneficiary_bank_name',
      section: b,
      label: 'Bank name',
      required: true,
      requiredMessage: M.bankNameRequired,
      maxLength: 100,
      hint: 'Filled in from the bank code when we know it.',
    }),
  );
  if (rule.hasTaxId) fields.push(...taxIdFields(key.accountType));
  return fields;
}

function accountNumberField(rule: CorridorRule): FieldRule {
  const digits = rule.accountDigits;
  return field({
    name: 'beneficiary_account_number',
    section: 'bank',
    label: 'Account number',
    required: true,
    requiredMessage: M.accountNumberRequired,
    maxLength: 34,
    ...(digits
      ? {
          normalize: 'digits' as const,
          pattern: `^\\d{${digits.min},${digits.max}}$`,
          patternMessage: digitsMessage('Account number', digits.min, digits.max),
        }
      : {
          normalize: 'upper' as const,
          pattern: '^[A-Z0-9]{4,34}$',
          patternMessage: 'Account number should be 4 to 34 letters and digits.',
        }),
  });
}

function routingFields(slot: RoutingSlot, n: 1 | 2, country: string, name: string): FieldRule[] {
  const format = routingFormat(slot.type, country);
  const typeField = field({
    name: `routing_code_type_${n}`,
    section: 'bank',
    label: `Routing code type ${n}`,
    input: 'fixed',
    required: slot.required,
    fixedValue: slot.type,
    fixedMessage: routingTypeMessage(format.typeName),
    requiredMessage: routingTypeMessage(format.typeName),
    requiredWith: `routing_code_value_${n}`,
  });
  const checks = slot.isUsSwiftRule
    ? { pattern: '^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$', patternMessage: M.usSwiftFormat }
    : format.check
      ? { check: format.check, checkMessage: format.message }
      : { pattern: format.pattern, patternMessage: format.message };
  const valueField = field({
    name: `routing_code_value_${n}`,
    section: 'bank',
    label: format.label,
    required: slot.required,
    maxLength: 20,
    normalize: slot.isUsSwiftRule ? undefined : format.normalize,
    placeholder: format.placeholder,
    ...checks,
    ...(slot.type === 'SWIFT' && !slot.isUsSwiftRule ? { country, countryMessage: swiftCountryMessage(name) } : {}),
    ...(slot.isLookup ? { lookupType: slot.type } : {}),
    ...(slot.required ? {} : { hint: 'Optional' }),
  });
  return [typeField, valueField];
}

function taxIdFields(accountType: AccountType): FieldRule[] {
  const isCompany = accountType === 'COMPANY';
  return [
    field({
      name: 'beneficiary_identification_type',
      section: 'bank',
      label: 'Tax number type',
      input: 'fixed',
      required: true,
      fixedValue: isCompany ? 'CNPJ' : 'CPF',
      fixedMessage: `Identification type should be ${isCompany ? 'CNPJ' : 'CPF'}.`,
    }),
    isCompany
      ? field({
          name: 'beneficiary_identification_value',
          section: 'bank',
          label: 'CNPJ',
          required: true,
          minLength: 14,
          maxLength: 20,
          lengthMessage: M.cnpjLength,
          check: 'cnpj',
          checkMessage: M.invalidCnpj,
          placeholder: '12.345.678/0001-95',
        })
      : field({
          name: 'beneficiary_identification_value',
          section: 'bank',
          label: 'CPF',
          required: true,
          maxLength: 14,
          check: 'cpf',
          checkMessage: M.invalidCpf,
          placeholder: '123.456.789-09',
        }),
  ];
}
