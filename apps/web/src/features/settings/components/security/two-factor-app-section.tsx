import type { TTwoFactorStatus } from '@corridor/contracts/mfa/two-factor';
import { formatDate } from '@corridor/domain/dates';
import { useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';
import { useTotpRemove } from '../../api/two-factor.ts';
import { TwoFactorCodeDialog } from './two-factor-code-dialog.tsx';
import { TwoFactorRecoveryCodesDialog } from './two-factor-recovery-codes.tsx';
import { TwoFactorRemoveDialog } from './two-factor-remove-dialog.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';
import './security.css';

type Props = { status: TTwoFactorStatus; timeZone?: string };

/**
 * Security → Authenticator app: set one up (QR code, first code, recovery codes shown once), renew the recovery
 * codes, or remove it. Once set up, sign-in asks for its code instead of the emailed one.
 */
export function TwoFactorAppSection({ status, timeZone }: Props) {
  const [mode, setMode] = useState<'idle' | 'setup' | 'renew' | 'remove'>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const remove = useTotpRemove();
  const { totp } = status;

  return (
    <section className="panel stack security-section" aria-labelledby="two-factor-app-title">
      <div className="section-head">
        <h2 id="two-factor-app-title" className="section-title">
          Authenticator app
        </h2>
        <StatusChip label={totp.isEnabled ? 'On' : 'Off'} tone={totp.isEnabled ? 'success' : 'neutral'} />
      </div>
      {totp.isEnabled ? (
        <>
          <p className="muted">
            Sign-in asks for a code from your authenticator app
            {totp.enabledAt ? ` (set up on ${formatDate(totp.enabledAt, timeZone)})` : ''}.{' '}
            {status.recoveryCodesLeft === 1
              ? 'You have 1 recovery code left.'
              : `You have ${status.recoveryCodesLeft} recovery codes left.`}
          </p>
          <div className="toolbar-actions">
            <Button variant="secondary" onClick={() => setMode('renew')}>
              New recovery codes
            </Button>
            <Button variant="ghost" onClick={() => setMode('remove')}>
              Remove authenticator app
            </Button>
          </div>
        </>
      ) : mode === 'setup' ? (
        <TwoFactorSetup
          onCancel={() => setMode('idle')}
          onDone={(recoveryCodes) => {
            setMode('idle');
            setCodes(recoveryCodes);
          }}
        />
      ) : (
        <>
          <p className="muted">
            Use an app such as Google Authenticator, Microsoft Authenticator or 1Password: sign-in then asks for the
            6-digit code it shows instead of a code sent to your email.
          </p>
          <div className="toolbar-actions">
            <Button onClick={() => setMode('setup')}>Set up authenticator app</Button>
          </div>
        </>
      )}
      {mode === 'renew' ? (
        <TwoFactorCodeDialog
          onClose={() => setMode('idle')}
          onDone={(recoveryCodes) => {
            setMode('idle');
            setCodes(recoveryCodes);
          }}
        />
      ) : null}
      {mode === 'remove' ? (
        <TwoFactorRemoveDialog
          isBusy={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onCancel={() => {
            remove.reset();
            setMode('idle');
          }}
          onConfirm={(currentPassword) => remove.mutate({ currentPassword }, { onSuccess: () => setMode('idle') })}
        />
      ) : null}
      {codes ? <TwoFactorRecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} /> : null}
    </section>
  );
}
