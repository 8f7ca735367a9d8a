import { ApprovalsPage } from '@/features/approvals/pages/approvals-page.tsx';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { useSessionUser } from '@/lib/session/session-store.ts';

/** /r/transaction-approval: who is looking (their id and approver right) and the business's time zone. */
export function TransactionApprovalRoute() {
  const user = useSessionUser();
  const details = useClientDetails();
  const viewer = { _id: user?._id ?? '', isApprover: user?.isApprover ?? false };
  return <ApprovalsPage viewer={viewer} timeZone={details.data?.client.utcOffset} />;
}
