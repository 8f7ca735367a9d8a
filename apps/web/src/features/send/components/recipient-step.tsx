import type { TBeneficiary } from '@corridor/contracts/beneficiaries/beneficiary';
import { type FormEvent, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useSendContacts } from '../api/get-send-contacts.ts';
import { ContactSummary } from './contact-summary.tsx';
import type { PayoutFailure } from './payout-failure.ts';
import { StepHeading } from './step-heading.tsx';
import '@/ui/choice-list.css';

type RecipientStepProps = {
  clientId: string;
  selectedId: string | null;
  failures: Readonly<Record<string, PayoutFailure>>;
  onChoose: (contact: TBeneficiary) => void;
  /** Opens the contacts feature's dialog (composed by the route page); absent, no "Add a new contact". */
  onAddContact?: () => void;
  shouldFocus: boolean;
};

/**
 * Step 1: whom to pay. The business's contacts, searched by name, one radio each (arrow keys move between them),
 * or a new contact added on the spot. A contact whose last payment was refused says so.
 */
export function RecipientStep({
  clientId,
  selectedId,
  failures,
  onChoose,
  onAddContact,
  shouldFocus,
}: RecipientStepProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState(selectedId);
  const [isSubmitted, setSubmitted] = useState(false);
  const settled = useDebouncedValue(search.trim(), 300);
  const contacts = useSendContacts(clientId, settled);
  const list = contacts.data?.data ?? [];
  const error = isSubmitted && !list.some((c) => c._id === chosen) ? 'Please choose a recipient' : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const contact = list.find((c) => c._id === chosen);
    if (contact) onChoose(contact);
  };

  const add = onAddContact ? (
    <Button variant="secondary" onClick={onAddContact}>
      Add a new contact
    </Button>
  ) : null;

  return (
    <form className="send-step stack" onSubmit={submit} noValidate aria-labelledby="send-recipient-title">
      <div className="send-step-head">
        <StepHeading id="send-recipient-title" shouldFocus={shouldFocus}>
          Who are you paying?
        </StepHeading>
        {add}
      </div>
      <TextField
        label="Search your contacts"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        autoComplete="off"
      />
      <QueryState
        query={contacts}
        loadingLabel="Loading your contacts"
        errorTitle="We could not load your contacts"
        isEmpty={() => list.length === 0}
        empty={
          <EmptyState
            title={settled ? 'No contacts match' : 'No contacts yet'}
            description={settled ? 'Try another name, or add a new contact.' : 'Add the person or business you pay.'}
            action={add}
          />
        }
      >
        {() => (
          <fieldset className="choice-list" aria-describedby={error ? 'send-recipient-error' : undefined}>
            <legend className="visually-hidden">Recipient</legend>
            {list.map((c) => (
              <label key={c._id} className={c._id === chosen ? 'choice is-chosen' : 'choice'}>
                <input
                  type="radio"
                  name="recipient"
                  value={c._id}
                  checked={c._id === chosen}
                  onChange={() => setChosen(c._id)}
                />
                <ContactSummary contact={c} failure={failures[c._id]} />
              </label>
            ))}
          </fieldset>
        )}
      </QueryState>
      {error ? (
        <p className="field-error" id="send-recipient-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="send-actions">
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}
