import type { TFunding } from '@corridor/contracts/fundings/funding';
import { CARD_MESSAGES } from '@corridor/domain/fundings/cards';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { Figure, FigureList } from '@/ui/figure-list.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { StatusChip } from '@/ui/status-chip.tsx';
import { StepTracker } from '@/ui/step-tracker.tsx';
import { TransferInstructions } from '@/ui/transfer-instructions.tsx';
import { useCancelFunding } from '../api/cancel-funding.ts';
import { startFpxPayment } from '../api/fpx.ts';
import { useFunding } from '../api/get-funding.ts';
import { statusTone } from './add-money-draft.ts';

const TITLES: Record<TFunding['status'], string> = {
  AWAITING_FUNDS: 'Awaiting your transfer',
  DEBITING_FUNDS: 'Charging your card',
  COMPLETED: 'Money added',
  FAILED: 'Card payment failed',
  CANCELLED: 'Funding cancelled',
};
/** ACH and FPX say their own steps. */
const METHOD_TITLES: Partial<Record<TFunding['method'], Partial<Record<TFunding['status'], string>>>> = {
  ach: { DEBITING_FUNDS: 'Debiting your bank account', FAILED: 'Direct debit failed' },
  fpxTransfer: {
    AWAITING_FUNDS: 'Awaiting your FPX payment',
    DEBITING_FUNDS: 'Confirming your FPX payment',
    FAILED: 'FPX payment failed',
  },
};
const PAID_BY: Partial<Record<TFunding['method'], string>> = {
  creditCard: 'Charged to your card',
  ach: 'Debited from your bank account',
  fpxTransfer: 'Paid by FPX',
};
const WAITING: Partial<Record<TFunding['method'], Partial<Record<TFunding['status'], string>>>> = {
  creditCard: { DEBITING_FUNDS: 'Waiting for your card issuer. This takes a few seconds.' },
  ach: { DEBITING_FUNDS: 'Your bank is processing the ACH debit. Your account is credited once it settles.' },
  fpxTransfer: {
    AWAITING_FUNDS: 'Approve the payment at your bank to continue.',
    DEBITING_FUNDS: 'Your bank approved the payment. Your account is credited once FPX confirms it.',
  },
};

export const fundingTitle = (f: Pick<TFunding, 'method' | 'status'> & Partial<Pick<TFunding, 'type'>>) =>
  // A funding paying for a payment: its money arrived, and the payment goes on (not "money added").
  f.type === 'FUNDING' && f.status === 'COMPLETED'
    ? 'Payment funded'
    : (METHOD_TITLES[f.method]?.[f.status] ?? TITLES[f.status]);

const ADDED: Record<TFunding['status'], string> = {
  AWAITING_FUNDS: 'To be added to',
  DEBITING_FUNDS: 'To be added to',
  COMPLETED: 'Added to',
  FAILED: 'Not added to',
  CANCELLED: 'Not added to',
};

type FundingStatusProps = {
  first: TFunding;
  timeZone?: string;
  /** Opens the awaiting-funds popup at once (just after confirming a transfer). */
  isInstructionsOpen?: boolean;
};

/**
 * What a funding became, followed live until final: amounts, status, tracker; a transfer's instructions (the
 * awaiting-funds popup, spec §2); a failed card payment's reason as §8 says it, once, in a snackbar too.
 */
export function FundingStatus({ first, timeZone, isInstructionsOpen = false }: FundingStatusProps) {
  const live = useFunding(first._id);
  const f = live.data ?? first;
  const [isOpen, setOpen] = useState(isInstructionsOpen && f.instructions !== null);
  const [isCancelling, setCancelling] = useState(false);
  const cancel = useCancelFunding(first._id);
  const told = useRef(false);
  useEffect(() => {
    if (f.status === 'FAILED' && !told.current) {
      told.current = true;
      showSnackbar(f.failureReason ?? CARD_MESSAGES.otherRejection, 'error');
    }
  }, [f]);
  const instructions = f.instructions;
  return (
    <section className="panel stack add-money-result" aria-labelledby="funding-title">
      <div className="add-money-result-head">
        <h2 id="funding-title">{fundingTitle(f)}</h2>
        <StatusChip label={f.statusLabel} tone={statusTone(f.status)} />
      </div>
      <p>
        Reference <strong className="mono">{f.reference}</strong> ·{' '}
        {f.card
          ? `${f.card.brand} •••• ${f.card.lastFour}`
          : f.achAccount
            ? `${f.methodLabel} from ${f.achAccount.accountNumber}`
            : f.methodLabel}
      </p>
      <FigureList>
        <Figure term={`${ADDED[f.status]} ${f.account.currency} ${f.account.account_number}`} isStrong>
          <MoneyText minor={f.amount.amountMinor} currency={f.amount.currency} withCode />
        </Figure>
        <Figure term="Fee">
          <MoneyText minor={f.fee.amountMinor} currency={f.fee.currency} withCode />
        </Figure>
        <Figure term={PAID_BY[f.method] ?? 'You transfer'}>
          <MoneyText minor={f.total.amountMinor} currency={f.total.currency} withCode />
        </Figure>
      </FigureList>
      {f.status === 'FAILED' ? (
        <div className="add-money-failure" role="alert">
          <p>{f.failureReason}</p>
          {f.method === 'ach' ? null : <p>{CARD_MESSAGES.refund}</p>}
        </div>
      ) : null}
      <StepTracker steps={f.tracker} label={`Progress of ${f.reference}`} timeZone={timeZone} />
      <p className="muted" role="status" aria-live="polite">
        {WAITING[f.method]?.[f.status] ??
          (f.status === 'AWAITING_FUNDS' ? 'Your account is credited as soon as your transfer arrives.' : '')}
      </p>
      {f.status === 'CANCELLED' && f.failureReason ? <p>{f.failureReason}</p> : null}
      {instructions && f.status === 'AWAITING_FUNDS' ? (
        <div className="add-money-actions-start">
          <Button variant="secondary" onClick={() => setOpen(true)}>
            See transfer instructions
          </Button>
          <Button variant="link" onClick={() => setCancelling(true)}>
            Cancel this funding
          </Button>
        </div>
      ) : null}
      {f.method === 'fpxTransfer' && f.status === 'AWAITING_FUNDS' ? <PayAtBank fundingId={f._id} /> : null}
      {isCancelling ? (
        <ConfirmDialog
          title="Cancel this funding?"
          confirmLabel="Cancel funding"
          busyLabel="Cancelling…"
          tone="danger"
          isBusy={cancel.isPending}
          error={cancel.error ? errorMessage(cancel.error) : null}
          onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setCancelling(false) })}
          onCancel={() => setCancelling(false)}
        >
          <p>We stop waiting for your transfer. If you have already sent it, it is returned to you.</p>
        </ConfirmDialog>
      ) : null}
      {isOpen && instructions ? (
        <Dialog
          title="Awaiting funds"
          onClose={() => setOpen(false)}
          footer={<Button onClick={() => setOpen(false)}>Done</Button>}
        >
          <TransferInstructions funding={{ ...f, instructions }} />
        </Dialog>
      ) : null}
    </section>
  );
}

/** Goes (back) to the bank's FPX page for a payment still awaited: the same payment, started once. */
function PayAtBank({ fundingId }: { fundingId: string }) {
  const [state, setState] = useState<{ isBusy: boolean; error: string | null }>({ isBusy: false, error: null });
  return (
    <div className="add-money-actions-start">
      <Button
        isLoading={state.isBusy}
        loadingLabel="Taking you to your bank…"
        onClick={() => {
          setState({ isBusy: true, error: null });
          startFpxPayment(fundingId).then(
            (p) => window.location.assign(p.redirectUrl),
            (err: unknown) => setState({ isBusy: false, error: errorMessage(err) }),
          );
        }}
      >
        Pay with FPX transfer
      </Button>
      {state.error ? <p className="add-money-failure">{state.error}</p> : null}
    </div>
  );
}
