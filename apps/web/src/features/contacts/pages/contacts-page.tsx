import type { TBeneficiary } from '@corridor/contracts/beneficiaries/beneficiary';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useContacts } from '../api/get-contacts.ts';
import { useContactGroups } from '../api/get-groups.ts';
import { ContactFilters, NO_GROUP } from '../components/contact-filters.tsx';
import { ContactList } from '../components/contact-list.tsx';
import { ContactModal } from '../components/contact-modal.tsx';
import { DeleteContactDialog } from '../components/delete-contact-dialog.tsx';
import '../contacts.css';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; contact: TBeneficiary }
  | { kind: 'delete'; contact: TBeneficiary }
  | null;

/** /r/contacts: the business's contacts (beneficiaries), searched and filtered by group; add, edit, delete. */
export function ContactsPage({ clientId }: { clientId: string }) {
  const [search, setSearch] = useState('');
  const [group, setGroup] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const fullName = useDebouncedValue(search.trim(), 300);
  const filters = {
    ...(fullName ? { fullName } : {}),
    ...(group ? { beneficiary_group_name: group === NO_GROUP ? '' : group } : {}),
  };
  const contacts = useContacts(clientId, filters);
  const groups = useContactGroups(clientId);
  const isFiltered = fullName !== '' || group !== '';
  const add = <Button onClick={() => setOpen({ kind: 'add' })}>Add a contact</Button>;

  return (
    <div className="page contacts-page">
      <PageTitle
        title="Contacts"
        description="The people and businesses you pay, with their bank details."
        actions={add}
      />
      <ContactFilters
        search={search}
        onSearch={setSearch}
        group={group}
        onGroup={setGroup}
        groups={groups.data?.data ?? []}
      />
      <QueryState
        query={contacts}
        loadingLabel="Loading your contacts"
        errorTitle="We could not load your contacts"
        isEmpty={(d) => d.data.length === 0}
        empty={
          isFiltered ? (
            <EmptyState title="No contacts match" description="Try changing or removing some of your filters." />
          ) : (
            <EmptyState
              title="No contacts yet"
              description="Add the people and businesses you pay, once, and choose them when you send money."
              action={add}
            />
          )
        }
      >
        {(d) => (
          <>
            <p className="muted contact-count" role="status">
              {d.recordsFiltered === d.recordsTotal
                ? `${d.recordsTotal} ${d.recordsTotal === 1 ? 'contact' : 'contacts'}`
                : `${d.recordsFiltered} of ${d.recordsTotal} contacts`}
            </p>
            <ContactList
              contacts={d.data}
              onEdit={(contact) => setOpen({ kind: 'edit', contact })}
              onDelete={(contact) => setOpen({ kind: 'delete', contact })}
            />
          </>
        )}
      </QueryState>
      {open?.kind === 'add' ? <ContactModal clientId={clientId} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'edit' ? (
        <ContactModal clientId={clientId} contact={open.contact} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'delete' ? (
        <DeleteContactDialog clientId={clientId} contact={open.contact} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
