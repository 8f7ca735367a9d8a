import type { TBeneficiaryGroups } from '@corridor/contracts/beneficiaries/beneficiaries';
import { SelectField } from '@/ui/select-field.tsx';
import { TextField } from '@/ui/text-field.tsx';

/** The group filter's value for contacts in no group ('' already means "all groups"). */
export const NO_GROUP = '__none__';

type ContactFiltersProps = {
  search: string;
  onSearch: (text: string) => void;
  group: string;
  onGroup: (group: string) => void;
  groups: TBeneficiaryGroups['data'];
};

/** Search by name and filter by group. */
export function ContactFilters({ search, onSearch, group, onGroup, groups }: ContactFiltersProps) {
  return (
    <search className="contact-filters" aria-label="Find contacts">
      <TextField
        label="Search by name"
        type="search"
        value={search}
        placeholder="Type a name"
        maxLength={100}
        onChange={(e) => onSearch(e.target.value)}
      />
      <SelectField
        label="Group"
        allLabel="All groups"
        options={[
          ...groups.map((g) => ({
            value: g.beneficiary_group_name,
            label: `${g.beneficiary_group_name} (${g.count})`,
          })),
          { value: NO_GROUP, label: 'No group' },
        ]}
        value={group}
        onChange={onGroup}
      />
    </search>
  );
}
