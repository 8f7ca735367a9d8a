import type { TCorridor } from '@corridor/contracts/beneficiaries/corridors';
import { type FormEvent, useRef, useState } from 'react';
import { FormAlert } from '@/ui/form-alert.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { choicesOf, currenciesHint, destinationProblems } from './contact-draft.ts';
import { useFocusFirst } from './use-focus-first.ts';

type DestinationStepProps = {
  formId: string;
  country: string;
  currency: string;
  corridors: readonly TCorridor[];
  /** The corridors could not be loaded: none are offered (spec §8 "Corridor fetch failure counts as none"). */
  hasCorridorError: boolean;
  onNext: (choice: { country: string; currency: string }) => void;
};

/** Step 1: the beneficiary's country and the default currency they are paid in. */
export function DestinationStep({
  formId,
  country: initialCountry,
  currency: initialCurrency,
  corridors,
  hasCorridorError,
  onNext,
}: DestinationStepProps) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirst(ref);
  const [country, setCountry] = useState(initialCountry);
  const [currency, setCurrency] = useState(initialCurrency);
  const [isSubmitted, setSubmitted] = useState(false);
  const { countries, currencies } = choicesOf(corridors);
  const problems = isSubmitted ? destinationProblems(country, currency, corridors) : [];
  const errorOf = (field: string) => problems.find((p) => p.field === field)?.message;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (destinationProblems(country, currency, corridors).length === 0) onNext({ country, currency });
  };

  return (
    <form ref={ref} id={formId} className="stack" onSubmit={submit} noValidate aria-label="Country and currency">
      {hasCorridorError ? (
        <FormAlert>We could not load the countries you can pay. Close this window and try again in a moment.</FormAlert>
      ) : null}
      <SelectField
        label="Country"
        placeholder="Choose the country"
        options={countries}
        value={country}
        onChange={setCountry}
        error={errorOf('beneficiary_country_code')}
        hint="Where the contact's bank account is."
      />
      <SelectField
        label="Default currency"
        placeholder="Choose the currency"
        options={currencies.map((c) => ({ value: c, label: c }))}
        value={currency}
        onChange={setCurrency}
        error={errorOf('destination_currency')}
        hint={currenciesHint(country, corridors) ?? 'The currency they are paid in.'}
      />
    </form>
  );
}
