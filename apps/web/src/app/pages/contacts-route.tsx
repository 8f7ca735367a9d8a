import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { ContactsPage } from '@/features/contacts/pages/contacts-page.tsx';
import { SkeletonBlock } from '@/ui/skeleton.tsx';

/** /r/contacts: the business's id names the contacts in every call, so it comes from the client feature. */
export function ContactsRoute() {
  const details = useClientDetails();
  const clientId = details.data?.client._id;
  return clientId ? <ContactsPage clientId={clientId} /> : <SkeletonBlock label="Loading your contacts" lines={4} />;
}
