import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { ContactsPage } from '@/features/contacts/pages/contacts-page.tsx';
import { QueryState } from '@/ui/query-state.tsx';

/** /r/contacts: the business's id names the contacts in every call, so it comes from the client feature. */
export function ContactsRoute() {
  const details = useClientDetails();
  return (
    <QueryState query={details} loadingLabel="Loading your contacts" errorTitle="We could not load your contacts">
      {(d) => <ContactsPage clientId={d.client._id} />}
    </QueryState>
  );
}
