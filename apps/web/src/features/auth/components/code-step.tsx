import { OTP_LENGTH, ZOtp } from '@corridor/domain/validation/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage, isApiError } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { TextField } from '@/ui/text-field.tsx';
import { useGenerateOtp } from '../api/generate-otp.ts';
import { useLogin } from '../api/login.ts';
import type { Credentials } from './credentials-step.tsx';
import '../auth.css';

const ZCode = z.object({ otp: ZOtp });
type Code = z.infer<typeof ZCode>;
/** Answers about the code itself belong under the code field; the rest concern the whole sign-in. */
const CODE_ERRORS = ['INCORRECT_CODE', 'CODE_EXPIRED'];

type Props = { credentials: Credentials; expiresInSeconds: number; onBack: () => void };

/** Step 2 of sign-in: the 6-digit Dynamic Access Code from the email. */
export function CodeStep({ credentials, expiresInSeconds, onBack }: Props) {
  const form = useForm<Code>({ resolver: zodResolver(ZCode), defaultValues: { otp: '' }, mode: 'onSubmit' });
  const login = useLogin();
  const resend = useGenerateOtp();
  const minutes = Math.max(1, Math.round(expiresInSeconds / 60));

  const submit = form.handleSubmit(({ otp }) =>
    login.mutate(
      { ...credentials, otp },
      {
        onError: (error) => {
          if (isApiError(error) && CODE_ERRORS.includes(error.code)) {
            form.setError('otp', { message: error.message }, { shouldFocus: true });
          }
        },
      },
    ),
  );
  const resendCode = () =>
    resend.mutate(credentials, {
      onSuccess: () => {
        form.reset({ otp: '' });
        login.reset();
        showSnackbar(`We sent a new code to ${credentials.email}.`, 'success');
      },
      onError: (error) => showSnackbar(errorMessage(error), 'error'),
    });
  const formError = login.error && !(isApiError(login.error) && CODE_ERRORS.includes(login.error.code));

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Enter your code">
      <p className="muted">
        We emailed a {OTP_LENGTH}-digit code to <strong>{credentials.email}</strong>. It works for {minutes} minutes.
      </p>
      {formError ? <FormAlert>{errorMessage(login.error)}</FormAlert> : null}
      <TextField
        label="Dynamic Access Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        error={form.formState.errors.otp?.message}
        {...form.register('otp')}
      />
      <Button type="submit" isFullWidth isLoading={login.isPending} loadingLabel="Signing in…">
        Sign in
      </Button>
      <div className="form-row-between">
        <Button variant="link" onClick={onBack}>
          Use a different account
        </Button>
        <Button variant="link" onClick={resendCode} isLoading={resend.isPending} loadingLabel="Sending…">
          Resend code
        </Button>
      </div>
    </form>
  );
}
