import type { TGenerateOtpResponse } from '@corridor/contracts/auth/generate-otp';
import { ZEmail, ZLoginPassword } from '@corridor/domain/validation/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { errorMessage, isApiError } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useGenerateOtp } from '../api/generate-otp.ts';
import '../auth.css';

const ZCredentials = z.object({ email: ZEmail, password: ZLoginPassword });
export type Credentials = z.infer<typeof ZCredentials>;

type Props = {
  defaultEmail?: string;
  onCodeSent: (credentials: Credentials, answer: TGenerateOtpResponse) => void;
};

/** Step 1 of sign-in: email and password; the server then emails a Dynamic Access Code or asks for the app's. */
export function CredentialsStep({ defaultEmail = '', onCodeSent }: Props) {
  const form = useForm<Credentials>({
    resolver: zodResolver(ZCredentials),
    defaultValues: { email: defaultEmail, password: '' },
    mode: 'onTouched',
  });
  const generate = useGenerateOtp();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    generate.mutate(values, {
      onSuccess: (res) => onCodeSent(values, res),
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const fe of error.fieldErrors) {
          if (fe.field === 'email' || fe.field === 'password') form.setError(fe.field, { message: fe.message });
        }
      },
    }),
  );
  const formError = generate.error && !(isApiError(generate.error) && generate.error.code === 'VALIDATION_ERROR');

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Sign in">
      {formError ? <FormAlert>{errorMessage(generate.error)}</FormAlert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="form-row-end">
        <Link to="/forgetPassword" className="text-link">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" isFullWidth isLoading={generate.isPending} loadingLabel="Checking your details…">
        Continue
      </Button>
    </form>
  );
}
