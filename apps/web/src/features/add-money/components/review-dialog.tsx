import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TFunding } from '@corridor/contracts/fundings/funding';
import { ADD_MONEY_METHOD_LABELS } from '@corridor/domain/fundings/methods';
import { Figure, FigureList } from '@/ui/figure-list.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { ReviewConfirmDialog, retryConfirm } from '@/ui/review-confirm-dialog.tsx';
import { useFundingFees } from '../api/get-funding-fees.ts';
import { useAddMoney } from '../hooks/use-add-money.ts';
import { type AddMoneyDraft, toRequest } from './add-money-draft.ts';

type ReviewDialogProps = {
  draft: AddMoneyDraft;
  account: TCurrencyAccount;
  /** The card as the person sees it ("VISA •••• 1111"), for a card payment. */
  cardLabel: string | null;
  /** The linked bank an ACH debit comes from ("Checking ••••6789 · routing 021000021"). */
  bankLabel?: string | null;
  onClose: () => void;
  onDone: (funding: TFunding) => void;
};

/**
 * The last look before money moves: the account, the method, the amount, the fee and the total, from the server.
 * Confirming adds money; a failure is said here and "Try again" repeats the same confirmation (the same key).
 */
const PAID_BY: Record<string, string> = {
  creditCard: 'Charged to your card',
  ach: 'Debited from your bank account',
  fpxTransfer: 'You pay by FPX',
};
const CREDITED_WHEN: Record<string, string> = {
  creditCard: 'Your account is credited once your card issuer approves the payment.',
  ach: 'Your account is credited once the ACH debit settles, usually within a few business days.',
  fpxTransfer: 'You go to your bank to approve the payment next. Your account is credited once your bank has paid.',
};

export function ReviewDialog({ draft, account, cardLabel, bankLabel, onClose, onDone }: ReviewDialogProps) {
  const request = toRequest(draft);
  const fees = useFundingFees(request);
  const add = useAddMoney();
  const isCard = draft.method === 'creditCard';
  return (
    <ReviewConfirmDialog
      title="Review adding money"
      onCancel={onClose}
      busyLabel="Adding money…"
      isConfirmDisabled={!fees.data}
      {...retryConfirm(
        add,
        request,
        onDone,
        isCard ? 'Confirm and pay' : draft.method === 'fpxTransfer' ? 'Continue to your bank' : 'Confirm',
      )}
    >
      <p>
        To {account.label ?? `${account.currency} account`} · {account.account_number}, by{' '}
        {draft.method ? ADD_MONEY_METHOD_LABELS[draft.method] : ''}
        {cardLabel ? ` (${cardLabel})` : ''}
        {bankLabel ? ` (${bankLabel})` : ''}
      </p>
      <QueryState query={fees} loadingLabel="Working out the fee" errorTitle="We could not work out the fee">
        {(f) => (
          <FigureList>
            <Figure term="Added to your account">
              <MoneyText minor={f.amount.amountMinor} currency={f.amount.currency} withCode />
            </Figure>
            <Figure term="Fee" detail={f.feePercent ? `${f.feePercent}% card fee` : 'No fee'}>
              <MoneyText minor={f.fee.amountMinor} currency={f.fee.currency} withCode />
            </Figure>
            <Figure term={PAID_BY[draft.method] ?? 'You transfer'} isStrong>
              <MoneyText minor={f.total.amountMinor} currency={f.total.currency} withCode />
            </Figure>
          </FigureList>
        )}
      </QueryState>
      <p className="muted">
        {CREDITED_WHEN[draft.method] ??
          'You will see where to send the transfer next. Your account is credited when it arrives.'}
      </p>
    </ReviewConfirmDialog>
  );
}
