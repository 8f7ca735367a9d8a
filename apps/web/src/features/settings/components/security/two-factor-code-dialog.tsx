import { ZTotpCode } from '@corridor/domain/mfa';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage, isApiError } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useRenewRecoveryCodes } from '../../api/two-factor.ts';

const ZCode = z.object({ code: ZTotpCode });

type Props = { onClose: () => void; onDone: (recoveryCodes: string[]) => void };

/** New recovery codes, for a code from the app: the old ones stop working. */
export function TwoFactorCodeDialog({ onClose, onDone }: Props) {
  const renew = useRenewRecoveryCodes();
  const form = useForm<{ code: string }>({ resolver: zodResolver(ZCode), defaultValues: { code: '' } });
  const submit = form.handleSubmit(({ code }) =>
    renew.mutate(
      { code },
      {
        onSuccess: (res) => onDone(res.recoveryCodes),
        onError: (error) => {
          if (isApiError(error) && error.code === 'VALIDATION_ERROR') form.setError('code', { message: error.message });
        },
      },
    ),
  );
  const formError = renew.error && !(isApiError(renew.error) && renew.error.code === 'VALIDATION_ERROR');
  return (
    <Dialog
      title="New recovery codes"
      size="small"
      onClose={onClose}
      isBusy={renew.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={renew.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="renew-recovery-codes" isLoading={renew.isPending} loadingLabel="Creating…">
            Create new codes
          </Button>
        </>
      }
    >
      <form id="renew-recovery-codes" className="stack" onSubmit={submit} noValidate>
        <p className="muted">Your current recovery codes will stop working.</p>
        {formError ? <FormAlert>{errorMessage(renew.error)}</FormAlert> : null}
        <TextField
          label="6-digit code from your authenticator app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
      </form>
    </Dialog>
  );
}
