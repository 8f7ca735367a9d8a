import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/ui/button.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { minorOf, zAmountFor } from './amount-schema.ts';

export type SimulatedPayment = { amountMinor: bigint; payerName: string; reference: string };

const text = (label: string, max: number) =>
  z.string().trim().min(1, `Please enter the ${label}`).max(max, `The ${label} can be at most ${max} characters`);

type SimulatePaymentFormProps = {
  currency: string;
  isSubmitting: boolean;
  onSubmit: (payment: SimulatedPayment) => void;
  onCancel: () => void;
};

/** Dev tools: the money a sandbox payer sends into this account, as a bank would report it. */
export function SimulatePaymentForm({ currency, isSubmitting, onSubmit, onCancel }: SimulatePaymentFormProps) {
  const schema = z.object({
    amount: zAmountFor(currency),
    payerName: text('payer name', 140),
    reference: text('reference', 140),
  });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', payerName: 'Acme Trading Pte Ltd', reference: 'Invoice 1042' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) =>
    onSubmit({
      amountMinor: minorOf(v.amount, currency),
      payerName: v.payerName.trim(),
      reference: v.reference.trim(),
    }),
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
