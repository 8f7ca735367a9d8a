import { useParams } from 'react-router';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { NotYetRecordedDetailPage, VraTransactionPage } from '@/features/transactions/pages/other-detail-pages.tsx';
import { TransactionDetailPage } from '@/features/transactions/pages/transaction-detail-page.tsx';
import { TransactionsPage } from '@/features/transactions/pages/transactions-page.tsx';

/** The business's time zone, for every date on these pages. */
const useTimeZone = () => useClientDetails().data?.client.utcOffset;

/** /r/transactions. */
export function TransactionsRoute() {
  return <TransactionsPage timeZone={useTimeZone()} />;
}

/** /r/transactions/:transactionId: the id from the address. */
export function TransactionDetailRoute() {
  const { transactionId = '' } = useParams();
  const timeZone = useTimeZone();
  return <TransactionDetailPage key={transactionId} transactionId={transactionId} timeZone={timeZone} />;
}

/** /r/vra/:vraId/transactions/:transactionId. */
export function VraTransactionRoute() {
  return <VraTransactionPage timeZone={useTimeZone()} />;
}

/** /r/cardTransactions/:transactionId. */
export function CardTransactionRoute() {
  return <NotYetRecordedDetailPage kind="card" />;
}

/** /r/transactions/payer/:payerId/paymentrequest/:prId. */
export function PaymentRequestRoute() {
  return <NotYetRecordedDetailPage kind="paymentRequest" />;
}
