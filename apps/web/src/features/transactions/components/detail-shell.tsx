import { href } from '@corridor/domain/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { useDownloadReceipt } from '../api/download-transactions.ts';

type Props = {
  title: string;
  /** The transaction whose receipt the button downloads; null while unknown or when there is none. */
  receiptFor?: string | null;
  /** Buttons beside the receipt, e.g. Cancel. */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The one shape of every transaction detail page (spec §2 detail routes): title, the receipt and actions, the
 * content, and the way back to the list.
 */
export function DetailShell({ title, receiptFor, actions, children }: Props) {
  const receipt = useDownloadReceipt();
  return (
    <div className="page txn-detail-page">
      <PageTitle
        title={title}
        actions={
          receiptFor || actions ? (
            <>
              {actions}
              {receiptFor ? (
                <Button variant="secondary" onClick={() => receipt.mutate(receiptFor)} disabled={receipt.isPending}>
                  {receipt.isPending ? 'Preparing receipt…' : 'Download receipt (PDF)'}
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      {receipt.isError ? <FormAlert>{errorMessage(receipt.error)}</FormAlert> : null}
      <div className="panel stack">{children}</div>
      <p>
        <Link to={href('/r/transactions')}>Back to transactions</Link>
      </p>
    </div>
  );
}

/** What an unknown id (or another business's) shows: the same words either way. */
export function TransactionNotFound({ what = 'transaction' }: { what?: string }) {
  return (
    <EmptyState
      title={`We could not find this ${what}`}
      description={`Check the link, or find the ${what} in your transactions.`}
    />
  );
}
