import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { formatMoney, fromMinor } from '@corridor/domain/money';
import { useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Dialog } from '@/ui/dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useSimulateIncomingPayment } from '../api/simulate-incoming-payment.ts';
import { accountName } from './account-row.tsx';
import { SimulatePaymentForm } from './simulate-payment-form.tsx';

const OUTCOME = {
  CREDITED: 'success',
  RECEIVED: 'info',
  RETURNED: 'warn',
} as const;

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
                  amount: fromMinor(p.amountMinor, account.currency),
                  payerName: p.payerName,
                  reference: p.reference,
                },
              },
              {
                onSuccess: ({ payment }) => {
                  const amount = formatMoney(p.amountMinor, account.currency, { withCode: true });
                  const status = payment.status === 'CREDITED' ? 'received' : payment.status.toLowerCase();
                  showSnackbar(`Payment of ${amount} ${status}`, OUTCOME[payment.status]);
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
