import { AUDIT_ACTIONS } from '@corridor/domain/audit';
import { Button } from '@/ui/button.tsx';
import { DateField } from '@/ui/date-field.tsx';
import { NativeSelectField } from '@/ui/native-select-field.tsx';
import type { AuditFilters } from '../api/get-audit-log.ts';

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
];

type Props = {
  filters: AuditFilters;
  actors: readonly { id: string; name: string }[];
  onChange: (filters: AuditFilters) => void;
};

/** Who, what and which days (UTC); every change applies at once. */
export function AuditFiltersForm({ filters, actors, onChange }: Props) {
  const set = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch });
  const isFiltered = Boolean(filters.actor || filters.action || filters.from || filters.to);
  const isRangeInvalid = Boolean(filters.from && filters.to && filters.from > filters.to);
  return (
    <search className="audit-filters" aria-label="Filter the audit log">
      <NativeSelectField
        label="User"
        value={filters.actor ?? ''}
        options={[{ value: '', label: 'Everyone' }, ...actors.map((a) => ({ value: a.id, label: a.name }))]}
        onChange={(e) => set({ actor: e.target.value || undefined })}
      />
      <NativeSelectField
        label="Action"
        value={filters.action ?? ''}
        options={ACTION_OPTIONS}
        onChange={(e) => set({ action: (e.target.value || undefined) as AuditFilters['action'] })}
      />
      <DateField label="From (UTC)" value={filters.from ?? ''} onChange={(v) => set({ from: v || undefined })} />
      <DateField
        label="To (UTC)"
        value={filters.to ?? ''}
        min={filters.from}
        isInvalid={isRangeInvalid}
        onChange={(v) => set({ to: v || undefined })}
      />
      {isFiltered ? (
        <Button variant="link" onClick={() => onChange({})}>
          Clear filters
        </Button>
      ) : null}
      {isRangeInvalid ? <p className="field-error">The start date must be before the end date.</p> : null}
    </search>
  );
}
