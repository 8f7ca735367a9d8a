import { FPX_MESSAGES } from '@corridor/domain/fundings/fpx';
import { href } from '@corridor/domain/paths';
import { Link, useSearchParams } from 'react-router';
import { ErrorPanel } from '@/ui/error-panel.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useFpxPaymentStatus } from '../api/fpx.ts';
import { FundingStatus } from '../components/funding-status.tsx';
import '../add-money.css';

/**
 * /r/fpx/success: where the FPX gateway sends the browser back. The funding and payment ids in the address only say
 * which payment to ask about: what happened is asked of our server, which asks the gateway, until it is final. An
 * FPX payment that paid for a send links back to the payments.
 */
export function FpxSuccessPage({ timeZone }: { timeZone?: string }) {
  const [params] = useSearchParams();
  const fundingId = params.get('fundingId') ?? '';
  const paymentId = params.get('paymentId') ?? '';
  const status = useFpxPaymentStatus(fundingId, paymentId);
  const isIncomplete = fundingId === '' || paymentId === '';
  return (
    <div className="page add-money-page">
      <PageTitle title="FPX payment" />
      {isIncomplete ? (
        <ErrorPanel title={FPX_MESSAGES.failed} message="This payment link is incomplete." />
      ) : (
        <QueryState query={status} loadingLabel="Checking your payment with your bank" errorTitle={FPX_MESSAGES.failed}>
          {(f) => (
            <div className="stack">
              <FundingStatus first={f} timeZone={timeZone} />
              <div className="add-money-actions-start">
                {f.type === 'FUNDING' ? (
                  // It paid for a payment (or a group's): back to the payments, where it shows.
                  <Link className="btn btn-secondary" to={href('/r/send')}>
                    See your payment
                  </Link>
                ) : (
                  <Link className="btn btn-secondary" to={href('/r/addmoney')}>
                    Add more money
                  </Link>
                )}
                <Link className="btn btn-link" to={href('/r/funding/:fundingId', { fundingId: f.reference })}>
                  Funding details
                </Link>
              </div>
            </div>
          )}
        </QueryState>
      )}
    </div>
  );
}
