import { useState } from 'react';
import { PageTitle } from '@/ui/page-title.tsx';
import { PayoutDialog } from '../components/payout-dialog.tsx';
import { RecentPayouts } from '../components/recent-payouts.tsx';
import { SendOptions } from '../components/send-options.tsx';
import '../send.css';

type SendPageProps = {
  /** Whether a page is built. */
  isAvailable: (path: string) => boolean;
  /** Whether the business may use a way to send (bulk payment follows ENABLE_BULK_UPLOADS). */
  isOffered?: (path: string) => boolean;
  timeZone?: string;
};

/** /r/send: the ways to send money, and the business's recent payments with where each one is. */
export function SendPage({ isAvailable, isOffered, timeZone }: SendPageProps) {
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <div className="page send-hub">
      <PageTitle
        title="Send money"
        description="Pay one recipient, a group of up to 50, or a whole file of payments."
      />
      <SendOptions isAvailable={isAvailable} isOffered={isOffered} />
      <RecentPayouts timeZone={timeZone} onOpen={(p) => setViewing(p.payment_id)} />
      {viewing ? <PayoutDialog id={viewing} timeZone={timeZone} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}
