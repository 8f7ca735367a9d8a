import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { useDownloadReceipt } from '../api/download-transactions.ts';
import '../transactions.css';

/** "Download receipt (PDF)" for any transaction, by id or reference: for detail pages other features draw. */
export function ReceiptButton({ transactionId }: { transactionId: string }) {
  const receipt = useDownloadReceipt();
  return (
    <p className="txn-receipt">
      <Button variant="secondary" onClick={() => receipt.mutate(transactionId)} disabled={receipt.isPending}>
        {receipt.isPending ? 'Preparing receipt…' : 'Download receipt (PDF)'}
      </Button>
      {receipt.isError ? (
        <span role="alert" className="field-error">
          {' '}
          {errorMessage(receipt.error)}
        </span>
      ) : null}
    </p>
  );
}
