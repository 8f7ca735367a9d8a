import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { ZAutoBookFxSequence } from '@corridor/contracts/accounts/update-account';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { SwitchField } from '@/ui/switch-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useUpdateAccount } from '../api/update-account.ts';

// The sequence as typed: empty for "no preference", else the update contract's whole number from 1 to 99.
const ZAutoBookFx = z.object({
  isAutoBookFxOn: z.boolean(),
  sequence: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : /^\d+$/.test(v) ? Number(v) : Number.NaN))
    .pipe(ZAutoBookFxSequence.nullable()),
});

/**
 * Auto-conversion (auto-bookfx): whether this account may be converted automatically to cover a payment in
 * another currency, and in which order accounts are used (1 first).
 */
export function AutoBookFxDialog({ account, onClose }: { account: TCurrencyAccount; onClose: () => void }) {
  const update = useUpdateAccount();
  const form = useForm<z.input<typeof ZAutoBookFx>, unknown, z.output<typeof ZAutoBookFx>>({
    resolver: zodResolver(ZAutoBookFx),
    defaultValues: {
      isAutoBookFxOn: !account.disable_auto_bookfx,
      sequence: account.auto_bookfx_sequence === null ? '' : String(account.auto_bookfx_sequence),
    },
  });
  const submit = form.handleSubmit((v) =>
    update.mutate(
      {
        accountId: account._id,
        disable_auto_bookfx: !v.isAutoBookFxOn,
        auto_bookfx_sequence: v.sequence,
      },
      {
        onSuccess: () => {
          showSnackbar('Auto-conversion settings saved', 'success');
          onClose();
        },
      },
    ),
  );
  return (
    <Dialog title={`Auto-conversion for ${account.currency}`} size="small" onClose={onClose} isBusy={update.isPending}>
      <form className="stack" onSubmit={submit} noValidate aria-label="Auto-conversion settings">
        {update.error ? <FormAlert>{errorMessage(update.error)}</FormAlert> : null}
        <Controller
          control={form.control}
          name="isAutoBookFxOn"
          render={({ field }) => (
            <SwitchField
              label="Use this account for automatic conversion"
              isChecked={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <TextField
          label="Order of use"
          hint="1 is used first. Leave empty for no preference."
          inputMode="numeric"
          autoComplete="off"
          error={form.formState.errors.sequence?.message}
          {...form.register('sequence')}
        />
        <div className="dialog-footer dialog-footer-flush">
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={update.isPending} loadingLabel="Saving…">
            Save settings
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
