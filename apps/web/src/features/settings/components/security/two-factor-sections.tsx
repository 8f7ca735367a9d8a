import { MFA_MESSAGES } from '@corridor/domain/mfa';
import { FormAlert } from '@/ui/form-alert.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useTwoFactorStatus } from '../../api/two-factor.ts';
import { PasskeysSection } from './passkeys-section.tsx';
import { TwoFactorAppSection } from './two-factor-app-section.tsx';
import { TwoFactorPolicySection } from './two-factor-policy-section.tsx';

type Props = { timeZone?: string; isAdmin: boolean };

/**
 * Every second-factor section of Settings → Security, in one piece: the notice when the business's policy requires
 * a factor the user lacks, the authenticator app, passkeys, and (admins) the business's policy.
 */
export function TwoFactorSections({ timeZone, isAdmin }: Props) {
  const status = useTwoFactorStatus();
  return (
    <div className="stack">
      <QueryState
        query={status}
        loadingLabel="Loading your sign-in methods"
        loadingLines={6}
        errorTitle="We could not load your sign-in methods"
      >
        {(data) => (
          <>
            {data.mustEnrol ? <FormAlert tone="info">{MFA_MESSAGES.enrolRequired}</FormAlert> : null}
            <TwoFactorAppSection status={data} timeZone={timeZone} />
            <PasskeysSection status={data} timeZone={timeZone} />
          </>
        )}
      </QueryState>
      {isAdmin ? <TwoFactorPolicySection /> : null}
    </div>
  );
}
