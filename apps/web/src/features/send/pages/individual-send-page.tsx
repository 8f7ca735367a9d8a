import type { MethodAccess } from '@corridor/domain/fundings/methods';
import { href } from '@corridor/domain/paths';
import { Link } from 'react-router';
import { EmptyState } from '@/ui/empty-state.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useSendAccounts } from '../api/get-send-accounts.ts';
import { type AddContactSlot, IndividualSend } from '../components/individual-send.tsx';
import type { AddCardSlot } from '../components/payment-method-list.tsx';
import type { SendDraft } from '../components/send-draft.ts';
import { SendTitle } from '../components/send-title.tsx';
import '../send.css';
import '../send-payment.css';

type IndividualSendPageProps = {
  clientId: string;
  businessName?: string;
  timeZone?: string;
  defaultFixedSide?: SendDraft['fixedSide'];
  /** Who may pay by ACH or FPX (the business's entity and flags), from the route. */
  access?: MethodAccess;
  /** "Add a new contact": the contacts feature's dialog, composed by the route page (features never import each other). */
  renderAddContact?: AddContactSlot;
  /** "Add a card": the add-money feature's card dialog, composed by the route page. */
  renderAddCard?: AddCardSlot;
};

/**
 * /r/individualsend: a focused page (no side panel). The flow draws its own title, steps and way out once the accounts
 * are here; until then (or without an account to pay from) the title stands above the loading, error or empty state.
 */
export function IndividualSendPage(props: IndividualSendPageProps) {
  const accounts = useSendAccounts();
  const open = (accounts.data?.accounts ?? []).filter((a) => a.is_active);
  if (open.length > 0) {
    return (
      <div className="page send-page">
        <IndividualSend {...props} accounts={open} />
      </div>
    );
  }
  return (
    <div className="page send-page">
      <SendTitle />
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
