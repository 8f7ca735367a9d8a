import { isCardsAreaOn } from '@corridor/domain/access';
import { CardWithdrawPage } from '@/features/card-withdraw/pages/card-withdraw-page.tsx';
import { useClientContext } from '@/features/client/hooks/use-client-context.ts';
import { useSessionUser } from '@/lib/session/session-store.ts';
import { EmptyState } from '@/ui/empty-state.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { Spinner } from '@/ui/spinner.tsx';

/**
 * /r/card/withdraw: the card withdraw page for a business the cards area is on for (spec §6: the flag for its entity,
 * a compliance status the user's roles allow); others read that card balances are not available to them, as the API
 * would refuse them.
 */
export function CardWithdrawRoute() {
  const { client, features, isPending } = useClientContext();
  const user = useSessionUser();
  if (isPending) return <Spinner label="Loading your business" />;
  const isOn = isCardsAreaOn({
    features,
    entity: client?.client_legal_entity ?? null,
    clientStatus: client?.status,
    roles: user?.roles ?? [],
  });
  if (!isOn) {
    return (
      <div className="page">
        <PageTitle title="Withdraw from card" />
        <EmptyState title="Card balances are not available for your business." />
      </div>
    );
  }
  return <CardWithdrawPage timeZone={client?.utcOffset} />;
}
