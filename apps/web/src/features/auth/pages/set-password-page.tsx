import { AUTH_MESSAGES } from '@corridor/domain/validation/auth';
import { errorMessage } from '@/lib/api/api-error.ts';
import { useSessionUser } from '@/lib/session/session-store.ts';
import { FormAlert } from '@/ui/form-alert.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useChangePassword } from '../api/change-password.ts';
import { NewPasswordForm } from '../components/new-password-form.tsx';

/**
 * /r/setpassword: a user still on the password we generated for them picks their own. `onDone` is the app's
 * post-sign-in redirect, which now sees a password that is no longer generated.
 */
export function SetPasswordPage({ onDone }: { onDone: () => void }) {
  const user = useSessionUser();
  const change = useChangePassword();
  const isGenerated = user?.isPasswordGenerated ?? false;

  return (
    <div className="auth-card auth-card-inline">
      <PageTitle
        title="Set your password"
        description={
          isGenerated
            ? 'You signed in with a password we created for you. Choose your own to continue.'
            : 'Choose a new password for your account.'
        }
      />
      {change.isError ? <FormAlert>{errorMessage(change.error)}</FormAlert> : null}
      <NewPasswordForm
        submitLabel="Save password"
        isCurrentPasswordNeeded={!isGenerated}
        isPending={change.isPending}
        onSubmit={({ currentPassword, password, confirmPassword }) =>
          change.mutate(
            { ...(isGenerated ? {} : { currentPassword }), password, confirmPassword },
            {
              onSuccess: ({ message }) => {
                showSnackbar(message || AUTH_MESSAGES.passwordUpdated, 'success');
                onDone();
              },
            },
          )
        }
      />
    </div>
  );
}
