import { methodAccessFrom } from '@corridor/domain/fundings/methods';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { useClientContext } from '@/features/client/hooks/use-client-context.ts';
import { GroupSendPage } from '@/features/send/pages/group-send-page.tsx';
import { SkeletonBlock } from '@/ui/skeleton.tsx';

/** /r/groupsend: the business (its id, name, time zone and auto book-FX) comes from the client feature. */
export function GroupSendRoute() {
  const client = useClientDetails().data?.client;
  const { features } = useClientContext();
  if (!client) return <SkeletonBlock label="Loading" lines={4} />;
  return (
    <GroupSendPage
      clientId={client._id}
      businessName={client.client_name}
      timeZone={client.utcOffset}
      access={methodAccessFrom(features, client.client_legal_entity)}
      isAutoBookFx={client.is_auto_book_fx}
    />
  );
}
