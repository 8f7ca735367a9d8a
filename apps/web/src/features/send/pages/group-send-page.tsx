import type { MethodAccess } from '@corridor/domain/fundings/methods';
import { href } from '@corridor/domain/paths';
import { Link } from 'react-router';
import { EmptyState } from '@/ui/empty-state.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useSendAccounts } from '../api/get-send-accounts.ts';
import { GroupSend } from '../components/group-send.tsx';
import type { SendDraft } from '../components/send-draft.ts';
import { SendTitle } from '../components/send-title.tsx';
import '../send.css';
import '../send-payment.css';
import '../send-group.css';

type GroupSendPageProps = {
  clientId: string;
  businessName?: string;
  timeZone?: string;
  defaultFixedSide?: SendDraft['fixedSide'];
  /** Who may pay by ACH or FPX (the business's entity and flags), from the route. */
  access?: MethodAccess;
};

/** /r/groupsend: a focused page (no side panel); the title stands above the loading, error or empty state. */
export function GroupSendPage(props: GroupSendPageProps) {
  const accounts = useSendAccounts();
  const open = (accounts.data?.accounts ?? []).filter((a) => a.is_active);
  if (open.length > 0) {
    return (
      <div className="page send-page">
        <GroupSend {...props} accounts={open} />
      </div>
    );
  }
  return (
    <div className="page send-page">
      <SendTitle title="Send to a group" description="Pay up to 50 contacts at once, each in their own currency." />
      <QueryState
        query={accounts}
        loadingLabel="Loading your accounts"
        errorTitle="We could not load your accounts"
        isEmpty={() => true}
        empty={
          <EmptyState
            title="You need a currency account to send money"
            description="Open a currency account and add money to it, then come back to pay your contacts."
            action={
              <Link className="btn btn-primary" to={href('/r/myaccounts')}>
                Go to My accounts
              </Link>
            }
          />
        }
      >
        {() => null}
      </QueryState>
    </div>
  );
}
