import { DEFAULT_BATCH_MAX_ROWS } from '@corridor/domain/batches/limits';
import { href } from '@corridor/domain/paths';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/ui/empty-state.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { BatchList } from '../components/batch-list.tsx';
import { BatchView } from '../components/batch-view.tsx';
import { NewBatch } from '../components/new-batch.tsx';
import '../bulk-payments.css';

type BulkPaymentPageProps = {
  clientId: string;
  /** The ENABLE_BULK_UPLOADS flag for the business's entity. */
  isEnabled: boolean;
};

/**
 * /r/bulkpayment: a new batch and the list of batches; a batch opens over the page from its address (?batch=id), so
 * a reload mid-batch comes back to it and picks its progress up again.
 */
export function BulkPaymentPage({ clientId, isEnabled }: BulkPaymentPageProps) {
  const [params, setParams] = useSearchParams();
  const batchId = params.get('batch');
  const description = `Upload a file of up to ${DEFAULT_BATCH_MAX_ROWS.toLocaleString('en-US')} payments and send them as one batch.`;
  if (!isEnabled) {
    return (
      <div className="page bulk-page">
        <PageTitle title="Bulk payment" description={description} />
        <EmptyState
          title="Bulk payments are not available for your business"
          description="You can still pay one recipient, or a group of up to 50 at once."
          action={
            <Link className="btn btn-primary" to={href('/r/send')}>
              Go to Send money
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="page bulk-page">
      <PageTitle title="Bulk payment" description={description} />
      {batchId ? (
        <BatchView key={batchId} id={batchId} clientId={clientId} onBack={() => setParams({})} />
      ) : (
        <>
          <NewBatch onUploaded={(batch) => setParams({ batch: batch.id })} />
          <BatchList />
        </>
      )}
    </div>
  );
}
