import type { TGenerateOtpResponse } from '@corridor/contracts/auth/generate-otp';
import { MFA_MESSAGES, ZRecoveryCode } from '@corridor/domain/mfa';
import { OTP_LENGTH, ZOtp } from '@corridor/domain/validation/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
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
const ZRecovery = z.object({ otp: ZRecoveryCode });
type Code = { otp: string };
/** Answers about the code itself belong under the code field; the rest concern the whole sign-in. */
const CODE_ERRORS = ['INCORRECT_CODE', 'CODE_EXPIRED'];

/** What the first step said completes this sign-in. */
export type CodeChallenge = Pick<TGenerateOtpResponse, 'factor' | 'canUseEmailCode' | 'expiresInSeconds'>;
type Mode = 'email' | 'totp' | 'recovery';

type Props = { credentials: Credentials; challenge: CodeChallenge; onBack: () => void };

const LABELS: Record<Mode, string> = {
  email: 'Dynamic Access Code',
  totp: 'Authentication code',
  recovery: 'Recovery code',
};

/**
 * Step 2 of sign-in: the 6-digit Dynamic Access Code from the email, or, for someone with an authenticator app, the
 * app's code (a recovery code if the phone is not at hand; the emailed code if the business still allows it).
 */
export function CodeStep({ credentials, challenge, onBack }: Props) {
  const [mode, setMode] = useState<Mode>(challenge.factor);
  const [expiresInSeconds, setExpires] = useState(challenge.expiresInSeconds);
  const form = useForm<Code>({
    resolver: zodResolver(mode === 'recovery' ? ZRecovery : ZCode),
    defaultValues: { otp: '' },
    mode: 'onSubmit',
  });
  const login = useLogin();
  const resend = useGenerateOtp();
  const minutes = Math.max(1, Math.round(expiresInSeconds / 60));

  const switchTo = (next: Mode) => {
    setMode(next);
    form.reset({ otp: '' });
    login.reset();
  };
  const submit = form.handleSubmit(({ otp }) =>
    login.mutate(
      mode === 'recovery'
        ? { ...credentials, factor: 'recovery', recoveryCode: otp }
        : { ...credentials, factor: mode, otp },
      {
        onError: (error) => {
          if (isApiError(error) && CODE_ERRORS.includes(error.code)) {
            form.setError('otp', { message: error.message }, { shouldFocus: true });
          }
        },
      },
    ),
  );
  const sendEmailCode = () =>
    resend.mutate(
      { ...credentials, useEmailCode: true },
      {
        onSuccess: (res) => {
          switchTo('email');
          setExpires(res.expiresInSeconds);
          showSnackbar(`We sent a new code to ${credentials.email}.`, 'success');
        },
        onError: (error) => showSnackbar(errorMessage(error), 'error'),
      },
    );
  const formError = login.error && !(isApiError(login.error) && CODE_ERRORS.includes(login.error.code));

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Enter your code">
      <p className="muted">
        {mode === 'email' ? (
          <>
            We emailed a {OTP_LENGTH}-digit code to <strong>{credentials.email}</strong>. It works for {minutes}{' '}
            minutes.
          </>
        ) : mode === 'totp' ? (
          MFA_MESSAGES.totpPrompt
        ) : (
          'Enter one of the recovery codes you saved when you set up your authenticator app. Each works once.'
        )}
      </p>
      {formError ? <FormAlert>{errorMessage(login.error)}</FormAlert> : null}
      <TextField
        key={mode}
        label={LABELS[mode]}
        inputMode={mode === 'recovery' ? 'text' : 'numeric'}
        autoComplete={mode === 'recovery' ? 'off' : 'one-time-code'}
        autoCapitalize="none"
        spellCheck={false}
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
        {mode === 'email' ? (
          <Button variant="link" onClick={sendEmailCode} isLoading={resend.isPending} loadingLabel="Sending…">
            Resend code
          </Button>
        ) : null}
      </div>
      {challenge.factor === 'totp' ? (
        <div className="code-alternatives">
          {mode !== 'totp' ? (
            <Button variant="link" onClick={() => switchTo('totp')}>
              Use your authenticator app
            </Button>
          ) : null}
          {mode !== 'recovery' ? (
            <Button variant="link" onClick={() => switchTo('recovery')}>
              Use a recovery code
            </Button>
          ) : null}
          {mode !== 'email' && challenge.canUseEmailCode ? (
            <Button variant="link" onClick={sendEmailCode} isLoading={resend.isPending} loadingLabel="Sending…">
              Email me a code instead
            </Button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
