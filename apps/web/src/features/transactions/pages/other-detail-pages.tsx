import { useParams } from 'react-router';
import { isApiError } from '@/lib/api/api-error.ts';
import { Figure, FigureList } from '@/ui/figure-list.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { PayoutTracker, type TrackerStep } from '@/ui/payout-tracker.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useTransaction } from '../api/get-transaction.ts';
import { DetailShell, TransactionNotFound } from '../components/detail-shell.tsx';
import { TransactionStatus } from '../components/transaction-status.tsx';
import '../transactions.css';

/**
 * /r/vra/:vraId/transactions/:transactionId: a payment received into a virtual account. Only a receipt into that
 * virtual account answers; anything else (another account's, another business's, unknown) is "not found".
 */
export function VraTransactionPage({ timeZone }: { timeZone?: string }) {
  const { vraId = '', transactionId = '' } = useParams();
  const row = useTransaction(transactionId);
  const r = row.data;
  const isOurs =
    r?.transactionType === 'virtual_account' && r.detailPath.startsWith(`/r/vra/${encodeURIComponent(vraId)}/`);
  if ((isApiError(row.error) && row.error.status === 404) || (r && !isOurs)) {
    return (
      <DetailShell title="Payment received">
        <TransactionNotFound what="payment" />
      </DetailShell>
    );
  }
  return (
    <DetailShell title="Payment received" receiptFor={r ? r.id : null}>
      <QueryState query={row} loadingLabel="Loading the payment" errorTitle="We could not load this payment">
        {(p) => {
          const steps: TrackerStep[] = [
            { key: 'received', label: 'Received', state: 'done', at: p.createdAt },
            p.status === 'RETURNED'
              ? { key: 'returned', label: 'Returned to the payer', state: 'failed', at: null }
              : {
                  key: 'credited',
                  label: 'Credited to your account',
                  state: p.status === 'COMPLETED' ? 'done' : 'current',
                  at: null,
                },
          ];
          return (
            <div className="stack">
              <div className="txn-detail-head">
                <span className="mono">{p.transactionId}</span>
                <TransactionStatus row={p} />
              </div>
              <FigureList>
                <Figure term="Amount" isStrong>
                  <MoneyText minor={p.transactionAmount.amountMinor} currency={p.transactionAmount.currency} withCode />
                </Figure>
                <Figure term="From">{p.beneficiaryName ?? 'Unknown payer'}</Figure>
                <Figure term="Received">{p.createdAtDisplay}</Figure>
              </FigureList>
              <h3 className="payout-subtitle">Progress</h3>
              <PayoutTracker steps={steps} timeZone={timeZone} />
            </div>
          );
        }}
      </QueryState>
    </DetailShell>
  );
}

/**
 * /r/cardTransactions/:transactionId and /r/transactions/payer/:payerId/paymentrequest/:prId: the detail page shape
 * is ready; card transactions and payment requests arrive with their own areas, so every id is "not found" today.
 */
export function NotYetRecordedDetailPage({ kind }: { kind: 'card' | 'paymentRequest' }) {
  const title = kind === 'card' ? 'Card transaction' : 'Payment request';
  return (
    <DetailShell title={title}>
      <TransactionNotFound what={kind === 'card' ? 'card transaction' : 'payment request'} />
    </DetailShell>
  );
}
