import { href } from '@corridor/domain/paths';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/ui/page-title.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useFunding } from '../api/get-funding.ts';
import { FundingStatus } from '../components/funding-status.tsx';
import '../add-money.css';

/** /r/funding/:fundingId (an id or FD reference): one funding, its amounts and tracker, followed until final. */
export function FundingPage({ timeZone }: { timeZone?: string }) {
  const { fundingId = '' } = useParams();
  const funding = useFunding(fundingId);
  return (
    <div className="page add-money-page">
      <PageTitle title="Funding details" />
      <QueryState query={funding} loadingLabel="Loading the funding" errorTitle="We could not load this funding">
        {(f) => <FundingStatus first={f} timeZone={timeZone} />}
      </QueryState>
      <p>
        <Link to={href('/r/addmoney')}>Add money</Link>
      </p>
    </div>
  );
}
