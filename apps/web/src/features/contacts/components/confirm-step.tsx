import type { TBeneficiarySchema } from '@corridor/contracts/beneficiaries/validation-schema';
import { countryName } from '@corridor/domain/corridors';
import { useRef } from 'react';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import type { ContactDraft, StepIndex } from './contact-draft.ts';
import { useFocusFirst } from './use-focus-first.ts';

type ConfirmStepProps = {
  draft: ContactDraft;
  schema: TBeneficiarySchema;
  /** Why saving failed, line by line (spec §8: the server's field errors pass through). */
  errorLines: readonly string[] | null;
  onEdit: (step: StepIndex) => void;
};

const METHOD_LABELS = { LOCAL: 'Local bank transfer', SWIFT: 'SWIFT wire' } as const;

/** Step 4: everything that will be saved, by step, each with a way back to change it. */
export function ConfirmStep({ draft, schema, errorLines, onEdit }: ConfirmStepProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusFirst(ref);
  const shown = (section: 'beneficiary' | 'bank') =>
    schema.fields
      .filter((f) => f.section === section && f.input !== 'fixed' && draft.values[f.name])
      .map((f) => ({
        label: f.label,
        value: f.options?.find((o) => o.value === draft.values[f.name])?.label ?? draft.values[f.name] ?? '',
      }));
  const groups: { title: string; step: StepIndex; rows: { label: string; value: string }[] }[] = [
    {
      title: 'Country and currency',
      step: 0,
      rows: [
        { label: 'Country', value: countryName(draft.country) },
        { label: 'Currency', value: draft.currency },
        { label: 'Paid by', value: METHOD_LABELS[schema.payout_method] },
      ],
    },
    { title: 'Contact details', step: 1, rows: shown('beneficiary') },
    { title: 'Bank details', step: 2, rows: shown('bank') },
  ];
  return (
    <div className="stack" ref={ref}>
      {errorLines ? (
        <FormAlert>
          <p>We could not save this contact:</p>
          <ul>
            {errorLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </FormAlert>
      ) : (
        <p className="muted">Check the details before saving: payments to this contact use them.</p>
      )}
      {groups.map((g) => (
        <section key={g.title} className="contact-summary" aria-labelledby={`summary-${g.step}`}>
          <div className="contact-summary-head">
            <h3 id={`summary-${g.step}`}>{g.title}</h3>
            <Button variant="link" onClick={() => onEdit(g.step)} aria-label={`Change ${g.title.toLowerCase()}`}>
              Change
            </Button>
          </div>
          <dl>
            {g.rows.map((r) => (
              <div key={r.label} className="contact-summary-row">
                <dt>{r.label}</dt>
                <dd>{r.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
