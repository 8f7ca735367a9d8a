import { useParams } from 'react-router';
import { FundingPage } from '@/features/add-money/pages/funding-page.tsx';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { ReceiptButton } from '@/features/transactions/components/receipt-button.tsx';

/** /r/funding/:fundingId: one funding, times in the business's own zone. */
export function FundingRoute() {
  const { fundingId = '' } = useParams();
  const details = useClientDetails();
  return (
    <>
      <FundingPage key={fundingId} timeZone={details.data?.client.utcOffset} />
      {/* The receipt of every transaction comes from the transactions feature. */}
      <div className="page">
        <ReceiptButton transactionId={fundingId} />
      </div>
    </>
  );
}
