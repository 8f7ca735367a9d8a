import { AUTH_MESSAGES } from '@corridor/domain/validation/auth';
import { useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { useSessionUser } from '@/lib/session/session-store.ts';
import { FormAlert } from '@/ui/form-alert.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useChangePassword } from '../api/change-password.ts';
import { NewPasswordForm } from './new-password-form.tsx';

/**
 * Settings, Security: change the password while signed in (spec §7 changePassword, §5 rules). The server signs out
 * the user's other sessions; the form empties itself after "Password updated successfully".
 */
export function ChangePasswordForm() {
  const user = useSessionUser();
  const change = useChangePassword();
  const [round, setRound] = useState(0);
  const isGenerated = user?.isPasswordGenerated ?? false;
  return (
    <div className="stack settings-password">
      {change.isError ? <FormAlert>{errorMessage(change.error)}</FormAlert> : null}
      <NewPasswordForm
        key={round}
        submitLabel="Change password"
        isCurrentPasswordNeeded={!isGenerated}
        isPending={change.isPending}
        onSubmit={({ currentPassword, password, confirmPassword }) =>
          change.mutate(
            { ...(isGenerated ? {} : { currentPassword }), password, confirmPassword },
            {
              onSuccess: ({ message }) => {
                showSnackbar(message || AUTH_MESSAGES.passwordUpdated, 'success');
                setRound((r) => r + 1);
              },
            },
          )
        }
      />
    </div>
  );
}
