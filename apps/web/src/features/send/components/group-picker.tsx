import { MAX_GROUP_RECIPIENTS } from '@corridor/domain/payouts/multi-payment';
import { type Dispatch, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useSendContacts } from '../api/get-send-contacts.ts';
import { ContactSummary } from './contact-summary.tsx';
import type { GroupAction, GroupFlow } from './group-flow.ts';
import { StepHeading } from './step-heading.tsx';
import '@/ui/choice-list.css';

type GroupPickerProps = { clientId: string; flow: GroupFlow; dispatch: Dispatch<GroupAction>; shouldFocus: boolean };

/**
 * Step 1 of a group send: the contacts to pay, ticked from the business's list (searched by name), up to 50. The
 * 51st is refused with the reason, next to the list; the count says where the group stands.
 */
export function GroupPicker({ clientId, flow, dispatch, shouldFocus }: GroupPickerProps) {
  const [search, setSearch] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const settled = useDebouncedValue(search.trim(), 300);
  const contacts = useSendContacts(clientId, settled);
  const list = contacts.data?.data ?? [];
  const chosen = new Set(flow.rows.map((r) => r.recipient._id));
  const isEmpty = flow.rows.length === 0;

  return (
    <section className="send-step stack" aria-labelledby="group-pick-title">
      <StepHeading id="group-pick-title" shouldFocus={shouldFocus}>
        Whom are you paying?
      </StepHeading>
      <TextField
        label="Search your contacts"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        autoComplete="off"
      />
      <p className="group-count" role="status">
        {flow.rows.length} of {MAX_GROUP_RECIPIENTS} recipients chosen
      </p>
      {flow.notice ? <FormAlert>{flow.notice}</FormAlert> : null}
      <QueryState
        query={contacts}
        loadingLabel="Loading your contacts"
        errorTitle="We could not load your contacts"
        isEmpty={() => list.length === 0}
        empty={<EmptyState title={settled ? 'No contacts match' : 'No contacts yet'} />}
      >
        {() => (
          <fieldset className="choice-list send-choices-scroll">
            <legend className="visually-hidden">Recipients</legend>
            {list.map((c) => (
              <label key={c._id} className={chosen.has(c._id) ? 'choice is-chosen' : 'choice'}>
                <input
                  type="checkbox"
                  checked={chosen.has(c._id)}
                  onChange={() => dispatch({ type: 'toggle', recipient: c })}
                />
                <ContactSummary contact={c} failure={flow.failures[c._id]} />
              </label>
            ))}
          </fieldset>
        )}
      </QueryState>
      {isSubmitted && isEmpty ? (
        <p className="field-error" role="alert">
          Please choose at least one recipient
        </p>
      ) : null}
      <div className="send-actions">
        <Button
          onClick={() => {
            setSubmitted(true);
            if (!isEmpty) dispatch({ type: 'go', step: 1 });
          }}
        >
          Continue with {flow.rows.length} {flow.rows.length === 1 ? 'recipient' : 'recipients'}
        </Button>
      </div>
    </section>
  );
}
