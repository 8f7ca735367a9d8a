import type { TCardBalance } from '@corridor/contracts/card-balances/card-balances';
import type { TCardWithdrawal } from '@corridor/contracts/card-balances/card-withdraw';
import { errorMessage } from '@/lib/api/api-error.ts';
import { MoneyText } from '@/ui/money-text.tsx';
import { ReviewConfirmDialog } from '@/ui/review-confirm-dialog.tsx';
import { useCardWithdraw } from '../hooks/use-card-withdraw.ts';
import { type CardWithdrawDraft, toRequest } from './card-withdraw-draft.ts';

type CardReviewDialogProps = {
  draft: CardWithdrawDraft;
  /** The amount as checked, in minor units. */
  amountMinor: bigint;
  /** The card balance, with the account it goes to. */
  balance: TCardBalance & { destination: NonNullable<TCardBalance['destination']> };
  onClose: () => void;
  onDone: (withdrawal: TCardWithdrawal) => void;
};

/**
 * The last look before money moves: from which card balance, to which account, how much, and what stays on the card.
 * Confirming withdraws; a failure is said here, and "Try again" repeats the same confirmation (the same
 * Idempotency-Key), so nothing moves twice. Rendered only while open: each opening is one confirmation.
 */
export function CardReviewDialog({ draft, amountMinor, balance, onClose, onDone }: CardReviewDialogProps) {
  const withdraw = useCardWithdraw();
  const confirm = () => withdraw.mutate(toRequest(draft, balance), { onSuccess: onDone });
  const left = BigInt(balance.available.amountMinor) - amountMinor;
  const to = balance.destination;
  return (
    <ReviewConfirmDialog
      title="Review your withdrawal"
      onCancel={onClose}
      onConfirm={confirm}
      confirmLabel={withdraw.isError ? 'Try again' : 'Confirm withdrawal'}
      busyLabel="Withdrawing…"
      isBusy={withdraw.isPending}
      error={withdraw.error ? errorMessage(withdraw.error) : null}
    >
      <dl className="card-withdraw-summary">
        <div>
          <dt>You withdraw</dt>
          <dd className="card-withdraw-summary-amount">
            <MoneyText minor={amountMinor} currency={balance.currency} withCode />
          </dd>
        </div>
        <div>
          <dt>From</dt>
          <dd>Your {balance.currency} card balance</dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>
            {to.label ?? `${to.currency} account`} · <span className="mono">{to.account_number}</span>
          </dd>
        </div>
        <div>
          <dt>Left on the card balance</dt>
          <dd>
            <MoneyText minor={left} currency={balance.currency} withCode />
          </dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd>None</dd>
        </div>
      </dl>
      <p className="muted">The money is in your account as soon as you confirm.</p>
    </ReviewConfirmDialog>
  );
}
