import type { TBeneficiarySchema } from '@corridor/contracts/beneficiaries/validation-schema';
import type { BeneficiaryValues } from '@corridor/domain/beneficiaries/schema-types';
import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

type FieldRule = TBeneficiarySchema['fields'][number];
type SchemaFieldProps<V extends BeneficiaryValues> = {
  rule: FieldRule;
  form: UseFormReturn<V>;
  hint?: string;
  /** Shown but not changeable (a value the form keeps as it is). */
  isDisabled?: boolean;
};

const labelOf = (rule: FieldRule) => (rule.required ? rule.label : `${rule.label} (optional)`);

/**
 * One field of a form drawn from a served beneficiary schema (a contact's details, a company bank account): a text
 * box, or a list for fields with options. The form may hold more values than the schema's (V).
 */
export function SchemaField<V extends BeneficiaryValues>({ rule, form, hint, isDisabled }: SchemaFieldProps<V>) {
  const name = rule.name as FieldPath<V>;
  const error = (form.formState.errors as Record<string, { message?: string } | undefined>)[rule.name]?.message;
  if (rule.input === 'fixed') return <input type="hidden" {...form.register(name)} />;
  if (rule.name === 'beneficiary_account_type' && rule.options) {
    return (
      <fieldset className={['field', error ? 'has-error' : ''].join(' ')}>
        <legend className="field-label">{rule.label}</legend>
        <div className="contact-choices">
          {rule.options.map((o) => (
            <label key={o.value} className="choice">
              <input type="radio" value={o.value} {...form.register(name)} /> {o.label}
            </label>
          ))}
        </div>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  }
  if (rule.input === 'select' && rule.options) {
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <SelectField
            label={labelOf(rule)}
            placeholder="Choose one"
            options={rule.options ?? []}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={field.onChange}
            error={error}
            hint={hint ?? rule.hint}
            name={field.name}
            isDisabled={isDisabled}
          />
        )}
      />
    );
  }
  return (
    <TextField
      label={labelOf(rule)}
      type={rule.input === 'email' ? 'email' : rule.input === 'tel' ? 'tel' : 'text'}
      autoComplete="off"
      spellCheck={false}
      placeholder={rule.placeholder}
      // The spec caps inputs (50 by default); codes typed with spaces get room for them.
      maxLength={rule.normalize ? rule.maxLength + 10 : rule.maxLength}
      error={error}
      hint={hint ?? rule.hint}
      disabled={isDisabled}
      {...form.register(name)}
    />
  );
}
