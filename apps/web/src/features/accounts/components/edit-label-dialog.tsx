import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { ZAccountLabel } from '@corridor/contracts/accounts/update-account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { TextField } from '@/ui/text-field.tsx';
import { useUpdateAccount } from '../api/update-account.ts';

// The update contract's own rule; an empty label goes back to the currency's name.
const ZLabel = z.object({ label: ZAccountLabel });

/** Name an account ("Payroll", "Supplier payments") so it is easy to tell apart from others. */
export function EditLabelDialog({ account, onClose }: { account: TCurrencyAccount; onClose: () => void }) {
  const update = useUpdateAccount();
  const form = useForm<z.infer<typeof ZLabel>>({
    resolver: zodResolver(ZLabel),
    defaultValues: { label: account.label ?? '' },
  });
  const submit = form.handleSubmit(({ label }) =>
    update.mutate(
      { accountId: account._id, label: label.trim() === '' ? null : label.trim() },
      {
        onSuccess: () => {
          showSnackbar('Label saved', 'success');
          onClose();
        },
      },
    ),
  );
  return (
    <Dialog
      title={`Label for the ${account.currency} account`}
      size="small"
      onClose={onClose}
      isBusy={update.isPending}
    >
      <form className="stack" onSubmit={submit} noValidate aria-label="Account label">
        {update.error ? <FormAlert>{errorMessage(update.error)}</FormAlert> : null}
        <TextField
          label="Label"
          hint="Leave empty to show the currency's name."
          autoComplete="off"
          error={form.formState.errors.label?.message}
          {...form.register('label')}
        />
        <div className="dialog-footer dialog-footer-flush">
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={update.isPending} loadingLabel="Saving…">
            Save label
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
