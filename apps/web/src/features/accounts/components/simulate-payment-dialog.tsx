import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TIncomingPayment } from '@corridor/contracts/accounts/incoming-payment';
import { useState } from 'react';
import { accountName } from '@/lib/account-label.ts';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Dialog } from '@/ui/dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useSimulateIncomingPayment } from '../api/simulate-incoming-payment.ts';
import { SimulatePaymentForm } from './simulate-payment-form.tsx';

/** What the bank did with it, in words: only a credited payment has "arrived". */
function outcomeMessage(payment: TIncomingPayment): { text: string; tone: 'success' | 'info' | 'warn' } {
  const amount = `${payment.amount.currency} ${payment.amount.display}`;
  if (payment.status === 'CREDITED') return { text: `${amount} credited to the account`, tone: 'success' };
  if (payment.status === 'RETURNED') {
    const reason = payment.returnReason ? `: ${payment.returnReason}` : '';
    return { text: `${amount} was returned to the payer${reason}`, tone: 'warn' };
  }
  return { text: `${amount} is with the bank and not yet credited`, tone: 'info' };
}

/** Dev tools only: a sandbox payer sends money to this account so balances move in demos and tests. */
export function SimulatePaymentDialog({ account, onClose }: { account: TCurrencyAccount; onClose: () => void }) {
  // One key per opening of the dialog: resubmitting after a lost answer cannot credit the money twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const simulate = useSimulateIncomingPayment();
  return (
    <Dialog
      title="Simulate incoming payment"
      description={`Test money only: our sandbox bank pays it into ${accountName(account)}.`}
      onClose={onClose}
      isBusy={simulate.isPending}
    >
      <div className="stack">
        {simulate.error ? <FormAlert>{errorMessage(simulate.error)}</FormAlert> : null}
        <SimulatePaymentForm
          currency={account.currency}
          isSubmitting={simulate.isPending}
          onCancel={onClose}
          onSubmit={(p) =>
            simulate.mutate(
              {
                idempotencyKey,
                body: {
                  accountId: account._id,
                  ...p,
                },
              },
              {
                onSuccess: ({ payment }) => {
                  const { text, tone } = outcomeMessage(payment);
                  showSnackbar(text, tone);
                  onClose();
                },
              },
            )
          }
        />
      </div>
    </Dialog>
  );
}
