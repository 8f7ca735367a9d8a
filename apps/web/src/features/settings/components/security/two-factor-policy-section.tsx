import { MFA_MESSAGES, MFA_POLICIES, MFA_POLICY_LABELS, type MfaPolicy } from '@corridor/domain/mfa';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { SwitchField } from '@/ui/switch-field.tsx';
import { useSignInPolicy, useUpdateSignInPolicy } from '../../api/sign-in-policy.ts';
import './security.css';

const HINTS: Record<MfaPolicy, string> = {
  OFF: 'Each person chooses; an emailed code is enough.',
  ALL_USERS: 'Everyone must add an authenticator app or a passkey at their next sign-in.',
  APPROVERS: 'Only people who approve payouts must add one.',
};

/** Admins: who in the business must use an authenticator app or a passkey, and whether emailed codes stay a fallback. */
export function TwoFactorPolicySection() {
  const policy = useSignInPolicy();
  return (
    <section className="panel stack security-section" aria-labelledby="sign-in-policy-title">
      <h2 id="sign-in-policy-title" className="section-title">
        Sign-in policy for your business
      </h2>
      <QueryState query={policy} loadingLabel="Loading the sign-in policy" errorTitle="We could not load the policy">
        {(data) => <PolicyForm initial={data} />}
      </QueryState>
    </section>
  );
}

function PolicyForm({ initial }: { initial: { policy: MfaPolicy; isEmailCodeAllowed: boolean } }) {
  const [value, setValue] = useState(initial.policy);
  const [isEmailAllowed, setEmailAllowed] = useState(initial.isEmailCodeAllowed);
  const update = useUpdateSignInPolicy();
  useEffect(() => {
    setValue(initial.policy);
    setEmailAllowed(initial.isEmailCodeAllowed);
  }, [initial]);
  const isChanged = value !== initial.policy || isEmailAllowed !== initial.isEmailCodeAllowed;
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(
          { policy: value, isEmailCodeAllowed: isEmailAllowed },
          { onSuccess: () => showSnackbar(MFA_MESSAGES.policyUpdated, 'success', 3000) },
        );
      }}
    >
      <fieldset className="policy-choices">
        <legend className="field-label">Require an authenticator app or a passkey for</legend>
        {MFA_POLICIES.map((p) => (
          <label key={p} className="policy-choice">
            <input type="radio" name="mfa-policy" value={p} checked={value === p} onChange={() => setValue(p)} />
            <span>
              <strong>{MFA_POLICY_LABELS[p]}</strong>
              <span className="muted policy-hint">{HINTS[p]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <SwitchField
        label="Allow emailed codes as a fallback"
        hint="When off, people with an authenticator app or a passkey can no longer sign in with a code sent to their email."
        isChecked={isEmailAllowed}
        onChange={setEmailAllowed}
      />
      {update.error ? <FormAlert>{errorMessage(update.error)}</FormAlert> : null}
      <div className="toolbar-actions">
        <Button type="submit" isLoading={update.isPending} loadingLabel="Saving…" disabled={!isChanged}>
          Save sign-in policy
        </Button>
      </div>
    </form>
  );
}
