import { ZEmail } from '@corridor/domain/validation/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useRequestPassword } from '../api/request-password.ts';

const ZForm = z.object({ email: ZEmail });

/** /forgetPassword: asks for a reset link. The answer never says whether the account exists. */
export function ForgetPasswordPage() {
  const form = useForm<z.infer<typeof ZForm>>({
    resolver: zodResolver(ZForm),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const request = useRequestPassword();

  return (
    <div className="auth-card">
      <PageTitle title="Forgot password" description="Enter your email and we will send you a link to set a new one." />
      {request.isSuccess ? (
        <FormAlert tone="success">{request.data.message}</FormAlert>
      ) : (
        <form
          className="stack"
          noValidate
          aria-label="Request a reset link"
          onSubmit={form.handleSubmit(({ email }) => request.mutate({ email }))}
        >
          {request.isError ? <FormAlert>{errorMessage(request.error)}</FormAlert> : null}
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            autoCapitalize="none"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" isFullWidth isLoading={request.isPending} loadingLabel="Sending…">
            Send reset link
          </Button>
        </form>
      )}
      <p className="auth-footer">
        <Link to="/login" className="text-link">
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
