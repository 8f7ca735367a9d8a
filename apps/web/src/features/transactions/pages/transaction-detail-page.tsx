import type { TTransactionRow } from '@corridor/contracts/transactions/transactions';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { errorMessage, isApiError } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { PayoutDetails } from '@/ui/payout-details.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useCancelPayout } from '../api/cancel-payout.ts';
import {
  useTransaction,
  useTransactionCardWithdrawal,
  useTransactionPayout,
  useTransactionWithdrawal,
} from '../api/get-transaction.ts';
import { CardWithdrawalDetail } from '../components/card-withdrawal-detail.tsx';
import { DetailShell, TransactionNotFound } from '../components/detail-shell.tsx';
import { RfiPanel } from '../components/rfi-panel.tsx';
import { WithdrawalDetail } from '../components/withdrawal-detail.tsx';
import '../transactions.css';

type Props = { transactionId: string; timeZone?: string };

/**
 * /r/transactions/:transactionId (a record id or the id the business quotes: SME_…, FW…, AUTOSWEEP…, FD…, FX-…).
 * Sends and withdrawals (to a bank, or from a card balance) are shown here; money added, exchanges and receipts have
 * their own detail routes.
 */
export function TransactionDetailPage({ transactionId, timeZone }: Props) {
  const row = useTransaction(transactionId);
  if (isApiError(row.error) && row.error.status === 404) {
    return (
      <DetailShell title="Transaction details">
        <TransactionNotFound />
      </DetailShell>
    );
  }
  if (!row.data) {
    return (
      <DetailShell title="Transaction details">
        <QueryState query={row} loadingLabel="Loading the transaction" errorTitle="We could not load this transaction">
          {() => null}
        </QueryState>
      </DetailShell>
    );
  }
  const r = row.data;
  if (r.transactionType === 'send') return <PayoutDetail row={r} timeZone={timeZone} />;
  if (r.transactionType === 'withdraw' && r.isFromCardBalance)
    return <CardWithdrawalPage row={r} timeZone={timeZone} />;
  if (r.transactionType === 'withdraw') return <WithdrawalPage row={r} timeZone={timeZone} />;
  return <Navigate to={r.detailPath} replace />;
}

function PayoutDetail({ row, timeZone }: { row: TTransactionRow; timeZone?: string }) {
  const payout = useTransactionPayout(row.id);
  const cancel = useCancelPayout();
  const [isConfirming, setConfirming] = useState(false);
  const canCancel = payout.data?.actions.can_cancel ?? false;
  return (
    <DetailShell
      title="Payout details"
      receiptFor={row.id}
      actions={
        canCancel ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Cancel payout
          </Button>
        ) : null
      }
    >
      <QueryState
        query={payout}
        loadingLabel="Loading the payout"
        loadingLines={8}
        errorTitle="We could not load this payout"
      >
        {(p) => (
          <>
            {/* Compliance's request first (about the payment, or about the transfer that paid for it: payment
                reconciliation): while it is open, the payout waits for this answer. */}
            {p.events.some((e) => e.status === 'RFI_REQUESTED' || e.status === 'PAYMENT_RECONCILIATION_RFI_RAISED') ? (
              <RfiPanel paymentId={p.payment_id} payoutStatus={p.status} timeZone={timeZone} />
            ) : null}
            <PayoutDetails payout={p} timeZone={timeZone} />
          </>
        )}
      </QueryState>
      {cancel.isSuccess ? <p role="status">The payout is cancelled and its money is back in your balance.</p> : null}
      {isConfirming && payout.data ? (
        <ConfirmDialog
          title="Cancel this payout?"
          confirmLabel="Cancel payout"
          busyLabel="Cancelling…"
          tone="danger"
          isBusy={cancel.isPending}
          error={cancel.isError ? errorMessage(cancel.error) : null}
          onConfirm={() => cancel.mutate(row.id, { onSuccess: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {payout.data.beneficiary.name} will not be paid. The {payout.data.exchangeValue.sourceAmount.display}{' '}
            {payout.data.source_currency} held for it returns to your balance.
          </p>
        </ConfirmDialog>
      ) : null}
    </DetailShell>
  );
}

function WithdrawalPage({ row, timeZone }: { row: TTransactionRow; timeZone?: string }) {
  const withdrawal = useTransactionWithdrawal(row.id);
  return (
    <DetailShell
      title={row.transactionId.startsWith('AUTOSWEEP') ? 'Auto-sweep details' : 'Withdrawal details'}
      receiptFor={row.id}
    >
      <p className="mono">{row.transactionId}</p>
      <QueryState
        query={withdrawal}
        loadingLabel="Loading the withdrawal"
        errorTitle="We could not load this withdrawal"
      >
        {(w) => <WithdrawalDetail withdrawal={w} timeZone={timeZone} />}
      </QueryState>
    </DetailShell>
  );
}

function CardWithdrawalPage({ row, timeZone }: { row: TTransactionRow; timeZone?: string }) {
  const withdrawal = useTransactionCardWithdrawal(row.id);
  return (
    <DetailShell title="Card withdrawal details" receiptFor={row.id}>
      <QueryState
        query={withdrawal}
        loadingLabel="Loading the withdrawal"
        errorTitle="We could not load this withdrawal"
      >
        {(w) => <CardWithdrawalDetail withdrawal={w} row={row} timeZone={timeZone} />}
      </QueryState>
    </DetailShell>
  );
}
