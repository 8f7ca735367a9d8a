import { methodAccessFrom } from '@corridor/domain/fundings/methods';
import { AddMoneyPage } from '@/features/add-money/pages/add-money-page.tsx';
import { useClientContext } from '@/features/client/hooks/use-client-context.ts';

/**
 * /r/addmoney: adding money, times in the business's own zone; ACH and FPX offered by the business's entity and
 * flags (through the shell's own hook, as the withdraw route does).
 */
export function AddMoneyRoute() {
  const { client, features } = useClientContext();
  const access = client ? methodAccessFrom(features, client.client_legal_entity) : undefined;
  return <AddMoneyPage timeZone={client?.utcOffset} access={access} />;
}
