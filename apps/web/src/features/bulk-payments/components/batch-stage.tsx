import type { TBatchDetail } from '@corridor/contracts/batches/batch-common';
import { BATCH_STEP } from '@corridor/domain/batches/progress';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { useBatchAccounts } from '../api/get-batch-accounts.ts';
import { useHoldBatchFx } from '../api/hold-batch-fx.ts';
import { usePayBatch } from '../api/pay-batch.ts';
import { BatchFunding } from './batch-funding.tsx';
import type { BatchProgress as Progress, ProgressStep } from './batch-model.ts';
import { BatchProgress } from './batch-progress.tsx';
import { BatchReview } from './batch-review.tsx';
import { BatchTransactions } from './batch-transactions.tsx';
import { FixRows } from './fix-rows.tsx';
import { reviewFigures } from './review-figures.ts';

const count = new Intl.NumberFormat('en-US');

/** The step a job is working on in each in-flight status (spec §4 progress steps 2, 4 and 7). */
const STEP_OF: Partial<Record<TBatchDetail['status'], ProgressStep>> = {
  initiated: BATCH_STEP.validating,
  uploaded: BATCH_STEP.validating,
  validation_in_progress: BATCH_STEP.validating,
  fx_in_progress: BATCH_STEP.lockingFx,
  payout_in_progress: BATCH_STEP.creating,
};

/** What the batch needs now, by its status: progress, rows to fix, holding rates, the review, or its payments. */
export function BatchStage({ batch, live }: { batch: TBatchDetail; live: Progress | null }) {
  const step = STEP_OF[batch.status];
  if (step !== undefined) {
    const stored = batch.progress?.step === step ? batch.progress : null;
    const progress = live ?? stored ?? { step, done: 0, total: batch.validCount || batch.rowCount };
    return <BatchProgress progress={progress} />;
  }
  switch (batch.status) {
    case 'validation_failed':
      return <FixRows key={batch.id} batch={batch} />;
    case 'validated':
      return <HoldRates batch={batch} />;
    case 'fx_completed':
      return <Review batch={batch} />;
    case 'pending':
      return (
        <Outcome batch={batch} tone="info">
          {batch.statusLabel === 'Awaiting approval'
            ? 'The payments are created and wait for approval: they go out once a checker approves them in Approvals.'
            : 'The payments are created and wait for your money: they go out once it arrives.'}
        </Outcome>
      );
    case 'paid':
      return (
        <Outcome batch={batch} tone="success">
          {count.format(batch.validCount)} payments are created and on their way. Follow each one below or in
          Transactions.
        </Outcome>
      );
    case 'payout_failed':
      return (
        <Outcome batch={batch} tone="error">
          {batch.failureReason ?? 'We could not create the payments of this batch.'} No money moved for payments that
          are not listed below.
        </Outcome>
      );
    default:
      return (
        <section className="panel">
          <p>This batch was deleted: nobody in it is paid.</p>
        </section>
      );
  }
}

function HoldRates({ batch }: { batch: TBatchDetail }) {
  const hold = useHoldBatchFx(batch.id);
  return (
    <section className="panel stack" aria-labelledby="bulk-hold-title">
      <h2 id="bulk-hold-title" className="section-title">
        {count.format(batch.validCount)} payments are ready
      </h2>
      <p>
        Next we lock in an exchange rate for each currency of the batch. You then see the totals and fees, and pay
        before the locked rates run out.
      </p>
      {hold.isError ? <FormAlert>{errorMessage(hold.error)}</FormAlert> : null}
      <div className="bulk-actions">
        <Button onClick={() => hold.mutate()} isLoading={hold.isPending} loadingLabel="Locking in FX rates…">
          Lock in FX rates
        </Button>
      </div>
    </section>
  );
}

function Review({ batch }: { batch: TBatchDetail }) {
  const hold = useHoldBatchFx(batch.id);
  const pay = usePayBatch(batch.id);
  const accounts = useBatchAccounts(true);
  const account = accounts.data?.accounts.find((a) => a.currency === batch.sourceCurrency && a.is_active);
  const expiresAt = batch.holdExpiresAt ? Date.parse(batch.holdExpiresAt) : Date.now();
  return (
    <BatchReview
      totals={reviewFigures(batch)}
      holdExpiresAt={expiresAt}
      account={
        account
          ? { id: account._id, currency: account.currency, availableMinor: account.available_balance.amountMinor }
          : null
      }
      onRehold={() => hold.mutate()}
      isReholding={hold.isPending}
      onPay={(depositMethod, cardId) => pay.mutate({ depositMethod, ...(cardId ? { cardId } : {}) })}
      isPaying={pay.isPending}
      payError={pay.isError ? errorMessage(pay.error) : hold.isError ? errorMessage(hold.error) : null}
    />
  );
}

function Outcome({
  batch,
  tone,
  children,
}: {
  batch: TBatchDetail;
  tone: 'info' | 'success' | 'error';
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert tone={tone}>{children}</FormAlert>
      {batch.funding ? <BatchFunding funding={batch.funding} /> : null}
      <BatchTransactions batchId={batch.id} />
    </>
  );
}
