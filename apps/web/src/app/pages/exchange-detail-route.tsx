import { useParams } from 'react-router';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { ExchangeDetailPage } from '@/features/exchange/pages/exchange-detail-page.tsx';
import { ReceiptButton } from '@/features/transactions/components/receipt-button.tsx';

/** /r/exchange/:exchangeId: the id from the address, times in the business's own zone. */
export function ExchangeDetailRoute() {
  const { exchangeId = '' } = useParams();
  const details = useClientDetails();
  return (
    <>
      <ExchangeDetailPage key={exchangeId} exchangeId={exchangeId} timeZone={details.data?.client.utcOffset} />
      {/* The receipt of every transaction comes from the transactions feature. */}
      <div className="page">
        <ReceiptButton transactionId={exchangeId} />
      </div>
    </>
  );
}
