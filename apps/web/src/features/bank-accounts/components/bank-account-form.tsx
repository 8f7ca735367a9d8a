import type { TBeneficiarySchema } from '@corridor/contracts/beneficiaries/validation-schema';
import { type BankFormValues, bankFormValidator, HOLDER_NAME_FIELD } from '@corridor/domain/bank-accounts/bank-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { bankLookupMessage, bankLookupOf, useBankName } from '@/lib/bank-lookup.ts';
import { SchemaField } from '@/ui/schema-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { isSaveBlocked, schemaKeepingNumber } from './bank-account-draft.ts';

export type BankFormSubmit = { values: BankFormValues; isNumberKept: boolean; bankCode: string | null; name: string };

type BankAccountFormProps = {
  formId: string;
  schema: TBeneficiarySchema;
  businessName: string;
  /** The account's values when editing; null when adding. */
  original: BankFormValues | null;
  /** Spec §5: on edit, a Malaysian business's holder name stays as it is while its flag is on. */
  isHolderLocked: boolean;
  /** The server's messages per field after a refused save. */
  serverErrors: readonly { field: string; message: string }[];
  onBlockedChange: (isBlocked: boolean) => void;
  onSubmit: (submit: BankFormSubmit) => void;
};

/**
 * The company bank account form: the holder's name (the business's registered name), then the bank fields the served
 * schema asks for (spec §5), the bank's name looked up from its code or typed when the lookup cannot name it. Checked
 * by the domain's one bank-form validator; on edit the account number shows masked and clears on the first click.
 */
export function BankAccountForm(props: BankAccountFormProps) {
  const { formId, schema, businessName, original, isHolderLocked, serverErrors, onBlockedChange, onSubmit } = props;
  const [isNumberKept, setNumberKept] = useState(original !== null);
  const [name, setName] = useState('');
  const fixed = Object.fromEntries(schema.fields.filter((f) => f.fixedValue).map((f) => [f.name, f.fixedValue]));
  // The resolver reads the latest rules: keeping the stored number drops its check.
  const rules = useRef(schema);
  rules.current = isNumberKept ? schemaKeepingNumber(schema) : schema;
  const resolver: Resolver<BankFormValues> = (values, context, options) =>
    zodResolver(bankFormValidator(rules.current, businessName))(values, context, options) as ReturnType<
      Resolver<BankFormValues>
    >;
  const form = useForm<BankFormValues>({
    resolver,
    defaultValues: { ...(original ?? { [HOLDER_NAME_FIELD]: businessName }), ...fixed },
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as BankFormValues;
  const lookup = isNumberKept ? bankLookupOf(schemaKeepingNumber(schema), values) : bankLookupOf(schema, values);
  const bank = useBankName(lookup);
  const found = lookup ? bank.data?.bank_name : undefined;
  // On edit, the stored code names the stored bank: its name is filled in only once the person changes the code.
  const lookupKey = lookup ? `${lookup.type}:${lookup.value}` : '';
  const startKey = useRef(lookupKey);
  const isBlocked = isSaveBlocked(schema, values, original, isNumberKept);

  useEffect(() => onBlockedChange(isBlocked), [isBlocked, onBlockedChange]);
  const isNewCode = original === null || lookupKey !== startKey.current;
  useEffect(() => {
    if (found && isNewCode)
      form.setValue('beneficiary_bank_name', found, { shouldValidate: form.formState.isSubmitted });
  }, [found, isNewCode, form]);
  useEffect(() => {
    for (const e of serverErrors) form.setError(e.field as keyof BankFormValues, { message: e.message });
  }, [serverErrors, form]);

  const bankHint = !lookup
    ? 'We fill this in from the bank code when we know the bank.'
    : bank.isFetching
      ? 'Looking up the bank…'
      : bank.isError
        ? `${bankLookupMessage(bank.error, schema.destination_country)}. Please type the bank's name.`
        : found
          ? 'Found from the code you entered.'
          : undefined;

  /** Spec §5: on edit, the account number clears the first time the person goes into it. */
  const clearNumberOnce = () => {
    if (!isNumberKept) return;
    setNumberKept(false);
    form.setValue('beneficiary_account_number', '');
  };

  return (
    <form
      id={formId}
      className="bank-form"
      noValidate
      aria-label="Bank account details"
      onSubmit={form.handleSubmit((v) =>
        onSubmit({ values: v, isNumberKept, bankCode: (lookup && bank.data?.swift_code) || null, name }),
      )}
    >
      <div className="bank-form-field bank-form-wide">
        <TextField
          label="Account holder name"
          autoComplete="organization"
          maxLength={140}
          disabled={isHolderLocked}
          hint={
            isHolderLocked
              ? 'The holder name of this account cannot be changed.'
              : `As registered: ${businessName}. The bank account must be in your business’s name.`
          }
          error={form.formState.errors[HOLDER_NAME_FIELD]?.message}
          {...form.register(HOLDER_NAME_FIELD)}
        />
      </div>
      {schema.fields.map((rule) =>
        rule.input === 'fixed' ? (
          <SchemaField key={rule.name} rule={rule} form={form} />
        ) : (
          <div
            key={rule.name}
            className={`bank-form-field bank-form-field-${rule.name}`}
            onFocusCapture={rule.name === 'beneficiary_account_number' ? clearNumberOnce : undefined}
          >
            <SchemaField
              rule={rule}
              form={form}
              hint={
                rule.name === 'beneficiary_bank_name'
                  ? bankHint
                  : rule.name === 'beneficiary_account_number' && isNumberKept
                    ? 'Click to type a new account number.'
                    : undefined
              }
            />
          </div>
        ),
      )}
      {original ? null : (
        <div className="bank-form-field bank-form-wide">
          <TextField
            label="Name for this account (optional)"
            maxLength={50}
            value={name}
            onChange={(e) => setName(e.target.value)}
            hint="Shown in your lists, e.g. “Operating account”."
          />
        </div>
      )}
    </form>
  );
}
