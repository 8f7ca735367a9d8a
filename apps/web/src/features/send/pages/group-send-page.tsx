import type { MethodAccess } from '@corridor/domain/fundings/methods';
import { GroupSend } from '../components/group-send.tsx';
import { SendAccountsGate } from '../components/send-accounts-gate.tsx';
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
  /** The business buys a balance's shortfall from its other accounts (auto book-FX). */
  isAutoBookFx?: boolean;
};

/** /r/groupsend: a focused page (no side panel); the title stands above the loading, error or empty state. */
export function GroupSendPage(props: GroupSendPageProps) {
  return (
    <SendAccountsGate
      title={
        <SendTitle title="Send to a group" description="Pay up to 50 contacts at once, each in their own currency." />
      }
    >
      {(accounts) => <GroupSend {...props} accounts={accounts} />}
    </SendAccountsGate>
  );
}
