import { methodAccessFrom } from '@corridor/domain/fundings/methods';
import { defaultFixedSide } from '@corridor/domain/fx';
import { AddCardDialog } from '@/features/add-money/components/add-card-dialog.tsx';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { useClientContext } from '@/features/client/hooks/use-client-context.ts';
import { ContactModal } from '@/features/contacts/components/contact-modal.tsx';
import { IndividualSendPage } from '@/features/send/pages/individual-send-page.tsx';
import { SkeletonBlock } from '@/ui/skeleton.tsx';

/**
 * /r/individualsend: the business (its id, name, time zone and default side) comes from the client feature, and
 * "Add a new contact" is the contacts feature's 4-step dialog and "Add a card" the add-money feature's card dialog,
 * composed here and handed down as slots, since features never import each other.
 */
export function IndividualSendRoute() {
  const client = useClientDetails().data?.client;
  const { features } = useClientContext();
  if (!client) return <SkeletonBlock label="Loading" lines={4} />;
  return (
    <IndividualSendPage
      clientId={client._id}
      businessName={client.client_name}
      timeZone={client.utcOffset}
      defaultFixedSide={defaultFixedSide(client.default_bookfx_type)}
      access={methodAccessFrom(features, client.client_legal_entity)}
      renderAddContact={({ onSaved, onClose }) => (
        <ContactModal clientId={client._id} onSaved={onSaved} onClose={onClose} />
      )}
      renderAddCard={({ currency, onSaved, onClose }) => (
        <AddCardDialog currency={currency} onSaved={(card) => onSaved(card._id)} onClose={onClose} />
      )}
    />
  );
}
