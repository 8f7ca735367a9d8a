import type { TBeneficiarySchema } from '@corridor/contracts/beneficiaries/validation-schema';
import type { BeneficiaryValues } from '@corridor/domain/beneficiaries/schema-types';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { SchemaField } from './schema-field.tsx';
import { useFocusFirst } from './use-focus-first.ts';
import { useSchemaForm } from './use-schema-form.ts';

type DetailsStepProps = {
  formId: string;
  schema: TBeneficiarySchema;
  values: BeneficiaryValues;
  /** The account type chosen: the schema for it is asked for (and this step re-drawn from it). */
  onAccountType: (type: string) => void;
  onNext: (values: BeneficiaryValues) => void;
};

/** Step 2: who the contact is. Which fields show, and what they need, come from the corridor's schema. */
export function DetailsStep({ formId, schema, values, onAccountType, onNext }: DetailsStepProps) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirst(ref);
  const form = useSchemaForm(schema, 'beneficiary', values);
  const accountType = useWatch({ control: form.control, name: 'beneficiary_account_type' });
  useEffect(() => {
    if (accountType) onAccountType(accountType);
  }, [accountType, onAccountType]);
  const rules = schema.fields.filter((f) => f.section === 'beneficiary');
  return (
    <form
      ref={ref}
      id={formId}
      className="contact-form"
      onSubmit={form.handleSubmit((v) => onNext({ ...form.getValues(), ...v }))}
      noValidate
      aria-label="Contact details"
    >
      {rules.map((rule) => (
        <div key={rule.name} className={`contact-field contact-field-${rule.name}`}>
          <SchemaField rule={rule} form={form} />
        </div>
      ))}
    </form>
  );
}
