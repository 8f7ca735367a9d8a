import { AUTH_MESSAGES, isResetToken } from '@corridor/domain/validation/auth';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '@/lib/api/api-error.ts';
import { FormAlert } from '@/ui/form-alert.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { PageSpinner } from '@/ui/spinner.tsx';
import { useResetPassword, useResetToken } from '../api/reset-password.ts';
import { NewPasswordForm } from '../components/new-password-form.tsx';

/** /resetPassword/:resetToken: a token that is not a UUID is refused before asking the server. */
export function ResetPasswordPage() {
  const { resetToken = '' } = useParams();
  const isWellFormed = isResetToken(resetToken);
  const check = useResetToken(resetToken, isWellFormed);
  const reset = useResetPassword();
  const navigate = useNavigate();

  let body: ReactNode;
  if (!isWellFormed || check.isError) {
    body = (
      <div className="stack">
        <FormAlert>{AUTH_MESSAGES.invalidResetToken}</FormAlert>
        <p>
          <Link to="/forgetPassword" className="text-link">
            Request a new link
          </Link>
        </p>
      </div>
    );
  } else if (check.isPending) {
    body = <PageSpinner label="Checking your link…" />;
  } else {
    body = (
      <div className="stack">
        <p className="muted">
          Choose a new password for <strong>{check.data.email}</strong>.
        </p>
        {reset.isError ? <FormAlert>{errorMessage(reset.error)}</FormAlert> : null}
        <NewPasswordForm
          submitLabel="Set new password"
          isPending={reset.isPending}
          onSubmit={({ password, confirmPassword }) =>
            reset.mutate(
              { resetToken, password, confirmPassword },
              {
                onSuccess: ({ message }) => {
                  showSnackbar(message || AUTH_MESSAGES.passwordUpdated, 'success');
                  void navigate('/login', { replace: true });
                },
              },
            )
          }
        />
      </div>
    );
  }

  return (
    <div className="auth-card">
      <PageTitle title="Reset password" />
      {body}
    </div>
  );
}
