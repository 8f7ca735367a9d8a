import { ZTotpCode } from '@corridor/domain/mfa';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage, isApiError } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { CopyButton } from '@/ui/copy-button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { SkeletonBlock } from '@/ui/skeleton.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useTotpConfirm, useTotpSetup } from '../../api/two-factor.ts';

const ZConfirm = z.object({ code: ZTotpCode });

type Props = { onCancel: () => void; onDone: (recoveryCodes: string[]) => void };

/** Scan the QR code (or type the key), then confirm with the first code the app shows. */
export function TwoFactorSetup({ onCancel, onDone }: Props) {
  const setup = useTotpSetup();
  const confirm = useTotpConfirm();
  const form = useForm<{ code: string }>({ resolver: zodResolver(ZConfirm), defaultValues: { code: '' } });
  const start = setup.mutate;
  useEffect(() => start({}), [start]);

  // mutateAsync, not mutate's callbacks: the refreshed status swaps this form for the "On" view, and the recovery
  // codes must still reach the section that shows them once.
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      onDone((await confirm.mutateAsync({ code })).recoveryCodes);
    } catch (error) {
      if (isApiError(error) && error.code === 'VALIDATION_ERROR') {
        form.setError('code', { message: error.message }, { shouldFocus: true });
      }
    }
  });

  if (setup.isError) {
    return (
      <div className="stack">
        <FormAlert>{errorMessage(setup.error)}</FormAlert>
        <div className="toolbar-actions">
          <Button variant="secondary" onClick={onCancel}>
            Back
          </Button>
        </div>
      </div>
    );
  }
  const data = setup.data;
  const formError = confirm.error && !(isApiError(confirm.error) && confirm.error.code === 'VALIDATION_ERROR');
  return (
    <form className="two-factor-setup" onSubmit={submit} noValidate aria-label="Set up authenticator app">
      <div className="two-factor-qr">
        {data ? (
          <img src={data.qrDataUrl} alt="QR code to scan with your authenticator app" width={192} height={192} />
        ) : (
          <SkeletonBlock lines={6} label="Preparing your QR code" />
        )}
      </div>
      <div className="stack">
        <ol className="two-factor-steps">
          <li>Open your authenticator app and add an account.</li>
          <li>Scan the QR code, or type this key:</li>
        </ol>
        {data ? (
          <div className="two-factor-key">
            <code className="mono">{data.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
            <CopyButton value={data.secret} label="setup key" />
          </div>
        ) : null}
        {formError ? <FormAlert>{errorMessage(confirm.error)}</FormAlert> : null}
        <TextField
          className="two-factor-code-field"
          label="6-digit code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <div className="toolbar-actions">
          <Button type="submit" isLoading={confirm.isPending} loadingLabel="Checking…" disabled={!data}>
            Turn on
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    </form>
  );
}
