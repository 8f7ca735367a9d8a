import type { MethodAccess } from '@corridor/domain/fundings/methods';
import { type AddContactSlot, IndividualSend } from '../components/individual-send.tsx';
import type { AddCardSlot } from '../components/payment-method-list.tsx';
import { SendAccountsGate } from '../components/send-accounts-gate.tsx';
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
  return (
    <SendAccountsGate title={<SendTitle />}>
      {(accounts) => <IndividualSend {...props} accounts={accounts} />}
    </SendAccountsGate>
  );
}
