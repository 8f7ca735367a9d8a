import type { TTwoFactorStatus } from '@corridor/contracts/mfa/two-factor';
import { formatDate, formatDateTime } from '@corridor/domain/dates';
import { MFA_MESSAGES, ZPasskeyName } from '@corridor/domain/mfa';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmActionDialog } from '@/ui/confirm-action-dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { TextField } from '@/ui/text-field.tsx';
import { useAddPasskey, useRemovePasskey } from '../../api/passkeys.ts';
import './security.css';

type Props = { status: TTwoFactorStatus; timeZone?: string };

/** A browser that refuses or is cancelled says so in words a person can act on. */
function ceremonyMessage(error: unknown): string {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return 'The passkey was not created: the request was cancelled or timed out.';
  }
  if (error instanceof Error && error.name === 'InvalidStateError') return MFA_MESSAGES.passkeyTaken;
  return errorMessage(error);
}

/**
 * Security → Passkeys: a passkey signs in on its own (no password, no code), with the PIN, fingerprint or face that
 * unlocks the device. Add, see when each was last used, remove.
 */
export function PasskeysSection({ status, timeZone }: Props) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const isSupported = browserSupportsWebAuthn();

  const submit = () => {
    const parsed = ZPasskeyName.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setName('');
        showSnackbar(MFA_MESSAGES.passkeyAdded, 'success', 3000);
      },
    });
  };

  return (
    <section className="panel stack security-section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="section-title">
        Passkeys
      </h2>
      <p className="muted">
        Sign in with your device's fingerprint, face or PIN instead of your password and a code. Passkeys cannot be
        phished: they only work on this site.
      </p>
      {status.passkeys.length > 0 ? (
        <ul className="passkey-list" aria-label="Your passkeys">
          {status.passkeys.map((p) => (
            <li key={p.id} className="passkey-row">
              <div>
                <strong className="passkey-name">{p.name}</strong>
                <span className="muted passkey-meta">
                  Added {formatDate(p.createdAt, timeZone)} ·{' '}
                  {p.lastUsedAt ? `last used ${formatDateTime(p.lastUsedAt, timeZone)}` : 'not used yet'}
                  {p.isBackedUp ? ' · synced' : ''}
                </span>
              </div>
              <Button variant="ghost" onClick={() => setRemoving({ id: p.id, name: p.name })}>
                Remove<span className="visually-hidden"> {p.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {isSupported ? (
        <form
          className="passkey-add"
          noValidate
          aria-label="Add a passkey"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            label="Passkey name"
            hint="So you can tell your passkeys apart, e.g. Work laptop."
            value={name}
            maxLength={60}
            error={nameError}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" variant="secondary" isLoading={add.isPending} loadingLabel="Waiting for your device…">
            Add a passkey
          </Button>
        </form>
      ) : (
        <FormAlert tone="info">This browser cannot create passkeys.</FormAlert>
      )}
      {add.error ? <FormAlert>{ceremonyMessage(add.error)}</FormAlert> : null}
      {removing ? (
        <ConfirmActionDialog
          title={`Remove the passkey "${removing.name}"?`}
          confirmLabel="Remove passkey"
          busyLabel="Removing…"
          action={remove}
          variables={removing.id}
          doneMessage={MFA_MESSAGES.passkeyRemoved}
          doneMs={3000}
          onClose={() => {
            remove.reset();
            setRemoving(null);
          }}
        >
          You will no longer be able to sign in with it. The passkey may stay on your device until you delete it there.
        </ConfirmActionDialog>
      ) : null}
    </section>
  );
}
