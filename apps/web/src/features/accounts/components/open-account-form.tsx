import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/ui/button.tsx';
import { CurrencySelect } from '@/ui/currency-select.tsx';

export type OpenableCurrency = { value: string; label: string };
export type OpenMode = 'single' | 'bulk';

const ZOpenAccount = z
  .object({ mode: z.enum(['single', 'bulk']), currency: z.string(), currencies: z.array(z.string()) })
  .superRefine((v, ctx) => {
    if (v.mode === 'single' && !v.currency) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'Please choose a currency' });
    }
    if (v.mode === 'bulk' && v.currencies.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['currencies'], message: 'Please choose at least one currency' });
    }
  });
type OpenAccountValues = z.infer<typeof ZOpenAccount>;

type OpenAccountFormProps = {
  /** Currencies the business's entity offers and that it does not hold yet. */
  options: readonly OpenableCurrency[];
  defaultValue?: { mode: OpenMode; currencies: readonly string[] };
  onReview: (choice: { mode: OpenMode; currencies: string[] }) => void;
  onCancel: () => void;
};

/** Step 1 of opening accounts: one currency from a list, or several at once (bulk) from checkboxes. */
export function OpenAccountForm({ options, defaultValue, onReview, onCancel }: OpenAccountFormProps) {
  const mode = defaultValue?.mode ?? 'single';
  const form = useForm<OpenAccountValues>({
    resolver: zodResolver(ZOpenAccount),
    defaultValues: {
      mode,
      currency: mode === 'single' ? (defaultValue?.currencies[0] ?? '') : '',
      currencies: mode === 'bulk' ? [...(defaultValue?.currencies ?? [])] : [],
    },
  });
  const current = useWatch({ control: form.control, name: 'mode' });
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) =>
    onReview({ mode: v.mode, currencies: v.mode === 'single' ? [v.currency] : v.currencies }),
  );

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Choose currencies">
      <fieldset className="field date-range">
        <legend className="field-label">How many accounts?</legend>
        <div className="date-range-inputs">
          <label className="choice">
            <input type="radio" value="single" {...form.register('mode')} /> One currency
          </label>
          <label className="choice">
            <input type="radio" value="bulk" {...form.register('mode')} /> Several currencies
          </label>
        </div>
      </fieldset>
      {current === 'single' ? (
        <Controller
          control={form.control}
          name="currency"
          render={({ field }) => (
            <CurrencySelect
              label="Currency"
              placeholder="Type or choose a currency"
              currencies={options}
              error={errors.currency?.message}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      ) : (
        <fieldset
          className={['field date-range', errors.currencies ? 'has-error' : ''].join(' ')}
          aria-describedby={errors.currencies ? 'open-bulk-error' : undefined}
        >
          <legend className="field-label">Currencies</legend>
          <ul className="choice-list">
            {options.map((o) => (
              <li key={o.value}>
                <label className="choice">
                  <input type="checkbox" value={o.value} {...form.register('currencies')} />
                  {o.label}
                </label>
              </li>
            ))}
          </ul>
          {errors.currencies ? (
            <p className="field-error" id="open-bulk-error" role="alert">
              {errors.currencies.message}
            </p>
          ) : null}
        </fieldset>
      )}
      <div className="dialog-footer dialog-footer-flush">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Review</Button>
      </div>
    </form>
  );
}
