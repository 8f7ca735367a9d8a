import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { AccountStatementPage } from '@/features/statement/pages/account-statement-page.tsx';

/** /r/account-statement: dates are the business's own days, so its UTC offset comes from the client feature. */
export function AccountStatementRoute() {
  const details = useClientDetails();
  return <AccountStatementPage timeZone={details.data?.client.utcOffset} />;
}
