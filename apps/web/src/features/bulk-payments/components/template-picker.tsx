import { useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { SelectField } from '@/ui/select-field.tsx';

/** A corridor a template can be made for: its key as the API takes it, and how a person reads it. */
export type TemplateCorridor = { key: string; label: string };

export type TemplateFormat = 'csv' | 'xlsx';

type TemplatePickerProps = {
  corridors: readonly TemplateCorridor[];
  onDownload: (corridor: string, format: TemplateFormat) => void;
  /** Which download is on its way. */
  downloading: TemplateFormat | null;
  error?: string | null;
  isLoading?: boolean;
};

/**
 * Step 1: the template for one corridor (its columns differ by destination and payout method), as CSV or XLSX. The
 * buttons wait for a corridor, and say which one they will download.
 */
export function TemplatePicker({ corridors, onDownload, downloading, error, isLoading }: TemplatePickerProps) {
  const [corridor, setCorridor] = useState('');
  const hasCorridor = corridor !== '';
  return (
    <div className="stack bulk-template">
      <SelectField
        label="Corridor"
        placeholder={isLoading ? 'Loading corridors…' : 'Choose where the payments go'}
        isDisabled={isLoading}
        options={corridors.map((c) => ({ value: c.key, label: c.label }))}
        value={corridor}
        onChange={setCorridor}
        hint="Each corridor has its own columns: download the template for the payments you are making."
      />
      <div className="bulk-template-actions">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            disabled={!hasCorridor || downloading !== null}
            isLoading={downloading === format}
            loadingLabel="Downloading…"
            onClick={() => onDownload(corridor, format)}
          >
            Download {format.toUpperCase()} template
          </Button>
        ))}
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
