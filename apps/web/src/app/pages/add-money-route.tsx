import { AddMoneyPage } from '@/features/add-money/pages/add-money-page.tsx';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';

/** /r/addmoney: adding money, times in the business's own zone. */
export function AddMoneyRoute() {
  const details = useClientDetails();
  return <AddMoneyPage timeZone={details.data?.client.utcOffset} />;
}
