import type { TBeneficiarySchema } from '@corridor/contracts/beneficiaries/validation-schema';
import type { BeneficiaryValues } from '@corridor/domain/beneficiaries/schema-types';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/ui/select-field.tsx';
import { TextField } from '@/ui/text-field.tsx';

type FieldRule = TBeneficiarySchema['fields'][number];
type SchemaFieldProps = { rule: FieldRule; form: UseFormReturn<BeneficiaryValues>; hint?: string };

const labelOf = (rule: FieldRule) => (rule.required ? rule.label : `${rule.label} (optional)`);

/** One field as the served schema describes it: a text box, or a list for fields with options. */
export function SchemaField({ rule, form, hint }: SchemaFieldProps) {
  const error = form.formState.errors[rule.name]?.message;
  if (rule.input === 'fixed') return <input type="hidden" {...form.register(rule.name)} />;
  if (rule.name === 'beneficiary_account_type' && rule.options) {
    return (
      <fieldset className={['field', error ? 'has-error' : ''].join(' ')}>
        <legend className="field-label">{rule.label}</legend>
        <div className="contact-choices">
          {rule.options.map((o) => (
            <label key={o.value} className="choice">
              <input type="radio" value={o.value} {...form.register(rule.name)} /> {o.label}
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
        name={rule.name}
        render={({ field }) => (
          <SelectField
            label={labelOf(rule)}
            placeholder="Choose one"
            options={rule.options ?? []}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={error}
            hint={hint ?? rule.hint}
            name={field.name}
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
      {...form.register(rule.name)}
    />
  );
}
