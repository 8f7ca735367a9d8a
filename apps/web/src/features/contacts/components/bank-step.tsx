import type { TBeneficiarySchema } from '@corridor/contracts/beneficiaries/validation-schema';
import type { BeneficiaryValues } from '@corridor/domain/beneficiaries/schema-types';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useBankName } from '../api/lookup-bank-name.ts';
import { bankLookupMessage, bankLookupOf } from './bank-lookup.ts';
import { SchemaField } from './schema-field.tsx';
import { useFocusFirst } from './use-focus-first.ts';
import { useSchemaForm } from './use-schema-form.ts';

type BankStepProps = {
  formId: string;
  schema: TBeneficiarySchema;
  values: BeneficiaryValues;
  onNext: (values: BeneficiaryValues) => void;
};

/**
 * Step 3: the bank account. Routing code types are fixed by the corridor and filled in; the bank's name is looked
 * up from the first complete code and filled in, or asked for when we cannot find it (spec §8).
 */
export function BankStep({ formId, schema, values, onNext }: BankStepProps) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirst(ref);
  const fixed = Object.fromEntries(schema.fields.filter((f) => f.fixedValue).map((f) => [f.name, f.fixedValue]));
  const form = useSchemaForm(schema, 'bank', { ...values, ...fixed });
  const watched = useWatch({ control: form.control }) as BeneficiaryValues;
  const lookup = bankLookupOf(schema, watched);
  const bank = useBankName(lookup);
  const found = lookup ? bank.data?.bank_name : undefined;

  useEffect(() => {
    if (found) form.setValue('beneficiary_bank_name', found, { shouldValidate: form.formState.isSubmitted });
  }, [found, form]);

  const bankHint = !lookup
    ? 'We fill this in from the bank code when we know the bank.'
    : bank.isFetching
      ? 'Looking up the bank…'
      : bank.isError
        ? `${bankLookupMessage(bank.error, schema.destination_country)}. Please type the bank's name.`
        : found
          ? 'Found from the code you entered.'
          : undefined;

  return (
    <form
      ref={ref}
      id={formId}
      className="contact-form"
      onSubmit={form.handleSubmit((v) => onNext({ ...form.getValues(), ...v }))}
      noValidate
      aria-label="Bank details"
    >
      {schema.fields
        .filter((f) => f.section === 'bank')
        .map((rule) =>
          rule.input === 'fixed' ? (
            <SchemaField key={rule.name} rule={rule} form={form} />
          ) : (
            <div key={rule.name} className={`contact-field contact-field-${rule.name}`}>
              <SchemaField
                rule={rule}
                form={form}
                hint={rule.name === 'beneficiary_bank_name' ? bankHint : undefined}
              />
            </div>
          ),
        )}
    </form>
  );
}
