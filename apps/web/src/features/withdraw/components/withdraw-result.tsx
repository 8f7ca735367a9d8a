import type { TWithdrawal } from '@corridor/contracts/withdrawals/withdrawal';
import { isFinalWithdrawalStatus } from '@corridor/domain/withdrawals/transitions';
import { useEffect, useRef } from 'react';
import { Button } from '@/ui/button.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { StatusChip } from '@/ui/status-chip.tsx';
import { StepTracker } from '@/ui/step-tracker.tsx';
import { useWithdrawal } from '../api/get-withdrawals.ts';
import { isRefusedAccount, statusTone } from './withdraw-draft.ts';

/**
 * What a confirmed withdrawal became: its FW reference, amount, bank account and status, followed live (every two
 * seconds) until it is final. The rail's refusal of the bank account is said as the spec says it (§8), once.
 */
export function WithdrawResult({
  first,
  timeZone,
  onAnother,
}: {
  first: TWithdrawal;
  timeZone?: string;
  onAnother: () => void;
}) {
  const live = useWithdrawal(first._id);
  const w = live.data ?? first;
  const told = useRef(false);
  useEffect(() => {
    if (isRefusedAccount(w) && !told.current) {
      told.current = true;
      showSnackbar(w.reason ?? '', 'error');
    }
  }, [w]);
  const isFinal = isFinalWithdrawalStatus(w.status);
  return (
    <section className="panel stack withdraw-result" aria-labelledby="withdraw-result-title">
      <div className="withdraw-result-head">
        <h2 id="withdraw-result-title">
          {w.status === 'COMPLETED' ? 'Withdrawal complete' : isFinal ? 'Withdrawal stopped' : 'Withdrawal on its way'}
        </h2>
        <StatusChip label={w.statusLabel} tone={statusTone(w.status)} />
      </div>
      <p className="withdraw-result-amount">
        <MoneyText minor={w.amount.amountMinor} currency={w.amount.currency} withCode />
        <span className="muted">
          {' '}
          to {w.bank_account.bankName} {w.bank_account.accountNumber}
        </span>
      </p>
      <p>
        Reference <strong className="mono">{w.reference}</strong>
      </p>
      {w.reason ? <p className="withdraw-reason">{w.reason}</p> : null}
      <StepTracker steps={w.tracker} label={`Progress of ${w.reference}`} timeZone={timeZone} isStackedOnPhone />
      <p className="muted" role="status" aria-live="polite">
        {isFinal ? '' : 'We update this as the bank reports it.'}
      </p>
      <div>
        <Button variant="secondary" onClick={onAnother}>
          Make another withdrawal
        </Button>
      </div>
    </section>
  );
}
