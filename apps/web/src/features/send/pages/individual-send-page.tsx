import { href } from '@corridor/domain/paths';
import { Link } from 'react-router';
import { EmptyState } from '@/ui/empty-state.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useSendAccounts } from '../api/get-send-accounts.ts';
import { type AddContactSlot, IndividualSend } from '../components/individual-send.tsx';
import type { SendDraft } from '../components/send-draft.ts';
import '../send.css';

type IndividualSendPageProps = {
  clientId: string;
  businessName?: string;
  timeZone?: string;
  defaultFixedSide?: SendDraft['fixedSide'];
  /** "Add a new contact": the contacts feature's dialog, composed by the route page (features never import each other). */
  renderAddContact?: AddContactSlot;
};

/** /r/individualsend: a focused page (no side panel) with its steps and a way out at the top. */
export function IndividualSendPage(props: IndividualSendPageProps) {
  const accounts = useSendAccounts();
  const open = (accounts.data?.accounts ?? []).filter((a) => a.is_active);
  return (
    <div className="page send-page">
      <PageTitle
        title="Send to one recipient"
        description="Choose whom to pay, how much, check it and pay from your balance."
        actions={
          <Link className="btn btn-secondary" to={href('/r/send')}>
            Cancel
          </Link>
        }
      />
      <QueryState
        query={accounts}
        loadingLabel="Loading your accounts"
        errorTitle="We could not load your accounts"
        isEmpty={() => open.length === 0}
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
        {() => <IndividualSend {...props} accounts={open} />}
      </QueryState>
    </div>
  );
}
