import type { TCardBalance } from '@corridor/contracts/card-balances/card-balances';
import type { TCardWithdrawal } from '@corridor/contracts/card-balances/card-withdraw';
import { MoneyText } from '@/ui/money-text.tsx';
import { ReviewConfirmDialog, retryConfirm } from '@/ui/review-confirm-dialog.tsx';
import { SummaryList, SummaryRow } from '@/ui/summary-list.tsx';
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
  const left = BigInt(balance.available.amountMinor) - amountMinor;
  const to = balance.destination;
  return (
    <ReviewConfirmDialog
      title="Review your withdrawal"
      onCancel={onClose}
      busyLabel="Withdrawing…"
      {...retryConfirm(withdraw, toRequest(draft, balance), onDone, 'Confirm withdrawal')}
    >
      <SummaryList>
        <SummaryRow term="You withdraw" isAmount>
          <MoneyText minor={amountMinor} currency={balance.currency} withCode />
        </SummaryRow>
        <SummaryRow term="From">Your {balance.currency} card balance</SummaryRow>
        <SummaryRow term="To">
          {to.label ?? `${to.currency} account`} · <span className="mono">{to.account_number}</span>
        </SummaryRow>
        <SummaryRow term="Left on the card balance">
          <MoneyText minor={left} currency={balance.currency} withCode />
        </SummaryRow>
        <SummaryRow term="Fee">None</SummaryRow>
      </SummaryList>
      <p className="muted">The money is in your account as soon as you confirm.</p>
    </ReviewConfirmDialog>
  );
}
