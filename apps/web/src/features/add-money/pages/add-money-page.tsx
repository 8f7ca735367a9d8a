import type { TFunding } from '@corridor/contracts/fundings/funding';
import type { MethodAccess } from '@corridor/domain/fundings/methods';
import { href } from '@corridor/domain/paths';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { MyAccountsLink } from '@/ui/my-accounts-link.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { startFpxPayment } from '../api/fpx.ts';
import { useAddMoneyAccounts } from '../api/get-add-money-accounts.ts';
import { useSavedCards } from '../api/saved-cards.ts';
import { AddMoneyForm } from '../components/add-money-form.tsx';
import { FundingStatus } from '../components/funding-status.tsx';
import '../add-money.css';

/**
 * /r/addmoney: add money to a currency account by card, bank transfer, PayNow or PayID, ACH (US) or FPX (MY) (spec §1,
 * §2). A card payment that needs 3-D Secure goes to the issuer and comes back to the funding's page; an FPX payment
 * goes to the bank's FPX page and comes back to /r/fpx/success; otherwise the result is followed here.
 */
export function AddMoneyPage({ timeZone, access }: { timeZone?: string; access?: MethodAccess }) {
  const accounts = useAddMoneyAccounts();
  const cards = useSavedCards();
  const [done, setDone] = useState<TFunding | null>(null);
  const [round, setRound] = useState(0);

  const finish = (f: TFunding) => {
    if (f.method === 'fpxTransfer') {
      // Straight on to the bank; if the gateway cannot be reached, the result offers to try again.
      startFpxPayment(f._id).then(
        (p) => window.location.assign(p.redirectUrl),
        () => setDone(f),
      );
      return;
    }
    if (f.redirectUrl) {
      window.location.assign(f.redirectUrl);
      return;
    }
    setDone(f);
  };

  let main: ReactNode;
  if (done) {
    main = (
      <div className="stack">
        <FundingStatus first={done} timeZone={timeZone} isInstructionsOpen />
        <div className="add-money-actions-start">
          <Button
            variant="secondary"
            onClick={() => {
              setDone(null);
              setRound((r) => r + 1);
            }}
          >
            Add more money
          </Button>
          <Link className="btn btn-link" to={href('/r/funding/:fundingId', { fundingId: done.reference })}>
            Funding details
          </Link>
        </div>
      </div>
    );
  } else {
    main = (
      <QueryState
        query={accounts}
        loadingLabel="Loading your accounts"
        errorTitle="We could not load your accounts"
        isEmpty={(d) => d.accounts.every((a) => !a.is_active)}
        empty={<EmptyState title="You have no currency account to add money to" action={<MyAccountsLink />} />}
      >
        {(d) => (
          <QueryState query={cards} loadingLabel="Loading your cards" errorTitle="We could not load your saved cards">
            {(c) => (
              <AddMoneyForm
                key={round}
                accounts={d.accounts.filter((a) => a.is_active)}
                cards={c.cards}
                onDone={finish}
                access={access}
              />
            )}
          </QueryState>
        )}
      </QueryState>
    );
  }

  return (
    <div className="page add-money-page">
      <PageTitle
        title="Add money"
        description={`Top up a currency account by card${access?.isAchOn ? ', ACH' : ''}${access?.isFpxOn && !access.isFpxDisabled ? ', FPX' : ''} or bank transfer.`}
      />
      {main}
    </div>
  );
}
