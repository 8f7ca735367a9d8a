import { useState } from 'react';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { TextField } from '@/ui/text-field.tsx';

type Props = {
  isBusy: boolean;
  error: string | null;
  onConfirm: (currentPassword: string) => void;
  onCancel: () => void;
};

/** Removing the app (and its recovery codes) asks for the password again. */
export function TwoFactorRemoveDialog({ isBusy, error, onConfirm, onCancel }: Props) {
  const [password, setPassword] = useState('');
  const [isMissing, setMissing] = useState(false);
  return (
    <ConfirmDialog
      title="Remove authenticator app?"
      confirmLabel="Remove"
      busyLabel="Removing…"
      tone="danger"
      isBusy={isBusy}
      error={error}
      onCancel={onCancel}
      onConfirm={() => {
        setMissing(!password);
        if (password) onConfirm(password);
      }}
    >
      <div className="stack">
        <p>Sign-in will ask for a code sent to your email again, and your recovery codes will stop working.</p>
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={isMissing ? 'Password required' : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
