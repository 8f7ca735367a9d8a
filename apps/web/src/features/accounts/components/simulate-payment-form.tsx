import { ZIncomingPaymentRequest } from '@corridor/contracts/accounts/incoming-payment';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/ui/button.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { zAmountFor } from './amount-schema.ts';

/** What the form hands over: the amount as typed (the server parses it, once), the payer and the reference. */
export type SimulatedPayment = { amount: string; payerName: string; reference: string };

type SimulatePaymentFormProps = {
  currency: string;
  isSubmitting: boolean;
  onSubmit: (payment: SimulatedPayment) => void;
  onCancel: () => void;
};

/** Dev tools: the money a sandbox payer sends into this account, as a bank would report it. */
export function SimulatePaymentForm({ currency, isSubmitting, onSubmit, onCancel }: SimulatePaymentFormProps) {
  // The contract's own limits, so the form and the API can never disagree; the amount is checked for its currency.
  const schema = ZIncomingPaymentRequest.pick({ payerName: true, reference: true }).extend({
    amount: zAmountFor(currency),
  });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', payerName: 'Acme Trading Pte Ltd', reference: 'Invoice 1042' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) =>
    onSubmit({ amount: v.amount.trim(), payerName: v.payerName, reference: v.reference }),
  );
  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Simulated payment">
      <TextField
        label={`Amount (${currency})`}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <TextField
        label="Payer name"
        autoComplete="off"
        error={errors.payerName?.message}
        {...form.register('payerName')}
      />
      <TextField
        label="Reference"
        autoComplete="off"
        error={errors.reference?.message}
        {...form.register('reference')}
      />
      <div className="dialog-footer dialog-footer-flush">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting} loadingLabel="Sending payment…">
          Send test payment
        </Button>
      </div>
    </form>
  );
}
