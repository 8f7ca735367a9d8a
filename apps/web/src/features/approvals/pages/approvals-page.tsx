import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import { useState } from 'react';
import { errorMessage, loadErrorMessage } from '@/lib/api/api-error.ts';
import { EmptyState } from '@/ui/empty-state.tsx';
import { ErrorPanel } from '@/ui/error-panel.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { LoadMore } from '@/ui/load-more.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useApprovalQueue } from '../api/get-approval-queue.ts';
import {
  cannotDecideReason,
  type DecisionOutcome,
  keepSelectable,
  outcomeOf,
  selectAll,
  selectAllState,
  totalsText,
  type Viewer,
} from '../components/approval-selection.ts';
import { ApproveDialog } from '../components/approve-dialog.tsx';
import { DecisionOutcomeView } from '../components/decision-outcome.tsx';
import { PayoutDialog } from '../components/payout-dialog.tsx';
import { QueueRow } from '../components/queue-row.tsx';
import { QueueToolbar } from '../components/queue-toolbar.tsx';
import { RejectDialog } from '../components/reject-dialog.tsx';
import { useDecidePayouts } from '../hooks/use-decide-payouts.ts';
import '../approvals.css';

type Deciding = { action: 'APPROVE' | 'REJECT'; ids: string[] };

/**
 * /r/transaction-approval: the payouts waiting for an approver (spec §2 "select all, approve, reject"). A checker
 * chooses some or all and approves or rejects them (a reason to reject); each payout's result is reported, and
 * their own payouts are shown but cannot be chosen (spec §6: nobody approves their own payout).
 */
export function ApprovalsPage({ viewer, timeZone }: { viewer: Viewer; timeZone?: string }) {
  const queue = useApprovalQueue();
  const rows = queue.data?.pages.flatMap((p) => p.rows) ?? [];
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const selected = keepSelectable(picked, rows);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const decide = useDecidePayouts();

  const toggle = (id: string) =>
    setPicked((s) => {
      const next = new Set(keepSelectable(s, rows));
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const open = (action: Deciding['action'], ids: string[]) => {
    decide.reset();
    setDeciding({ action, ids });
  };
  const submit = (reason?: string) => {
    if (!deciding) return;
    const known = [...rows];
    decide.mutate(
      { action: deciding.action, payout_ids: deciding.ids, ...(reason ? { reason } : {}) },
      {
        onSuccess: (response) => {
          const result = outcomeOf(response, known);
          setOutcome(result);
          setDeciding(null);
          setViewing(null);
          setPicked(new Set());
          if (result.done.length > 0 && result.failed.length === 0) {
            showSnackbar(response.action === 'APPROVE' ? 'Approved' : 'Rejected', 'success');
          }
        },
      },
    );
  };
  const namesOf = (ids: readonly string[]) =>
    ids.map((id) => rows.find((r) => r.payment_id === id)?.beneficiary.name ?? 'A payout');
  const decisionError = decide.error && !decide.error.isSessionError ? errorMessage(decide.error) : null;

  return (
    <div className="page approvals-page">
      <PageTitle
        title="Approvals"
        description="Payments your business's makers have created wait here for an approver."
      />
      {viewer.isApprover ? null : (
        <FormAlert tone="info">
          Only approvers can approve or reject payouts. You can see here what is waiting.
        </FormAlert>
      )}
      {outcome ? <DecisionOutcomeView outcome={outcome} onDismiss={() => setOutcome(null)} /> : null}
      <QueryState
        query={queue}
        loadingLabel="Loading the payouts waiting for approval"
        loadingLines={5}
        errorTitle="We could not load the payouts waiting for approval"
        isEmpty={() => rows.length === 0}
        empty={<EmptyState title="Nothing to approve" description="No payouts are waiting for approval." />}
      >
        {() => (
          <section className="stack" aria-label="Waiting for approval">
            {viewer.isApprover ? (
              <QueueToolbar
                state={selectAllState(selected, rows)}
                selectableCount={selectAll(rows).length}
                selectedCount={selected.size}
                totals={totalsText(rows, selected)}
                onSelectAll={(isChecked) => setPicked(new Set(isChecked ? selectAll(rows) : []))}
                onApprove={() => open('APPROVE', [...selected])}
                onReject={() => open('REJECT', [...selected])}
              />
            ) : null}
            <ul className="queue-list" aria-label="Payouts waiting for approval">
              {rows.map((row: TPayout) => (
                <QueueRow
                  key={row.payment_id}
                  row={row}
                  isSelected={selected.has(row.payment_id)}
                  reason={cannotDecideReason(row, viewer)}
                  onToggle={() => toggle(row.payment_id)}
                  onOpen={() => setViewing(row.payment_id)}
                  timeZone={timeZone}
                />
              ))}
            </ul>
            {queue.isFetchNextPageError ? (
              <ErrorPanel
                title="We could not load more payouts"
                message={loadErrorMessage(queue.error)}
                onRetry={() => void queue.fetchNextPage()}
              />
            ) : null}
            <LoadMore
              hasMore={queue.hasNextPage}
              isLoading={queue.isFetchingNextPage}
              onLoadMore={() => void queue.fetchNextPage()}
              summary={`Showing ${rows.length} waiting${queue.hasNextPage ? '' : ' (all)'}`}
            />
          </section>
        )}
      </QueryState>
      {viewing && !deciding ? (
        <PayoutDialog
          id={viewing}
          timeZone={timeZone}
          onClose={() => setViewing(null)}
          onApprove={() => open('APPROVE', [viewing])}
          onReject={() => open('REJECT', [viewing])}
        />
      ) : null}
      {deciding?.action === 'APPROVE' ? (
        <ApproveDialog
          names={namesOf(deciding.ids)}
          totals={totalsText(rows, new Set(deciding.ids))}
          isBusy={decide.isPending}
          error={decisionError}
          onConfirm={() => submit()}
          onCancel={() => setDeciding(null)}
        />
      ) : null}
      {deciding?.action === 'REJECT' ? (
        <RejectDialog
          ids={deciding.ids}
          names={namesOf(deciding.ids)}
          isBusy={decide.isPending}
          error={decisionError}
          onReject={(reason) => submit(reason)}
          onCancel={() => setDeciding(null)}
        />
      ) : null}
    </div>
  );
}
