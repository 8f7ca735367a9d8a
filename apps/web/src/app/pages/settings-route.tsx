import { entityConfig } from '@corridor/domain/entities';
import { FLAGS, isFeatureOn } from '@corridor/domain/flags';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form.tsx';
import { BankAccountsSection } from '@/features/bank-accounts/components/bank-accounts-section.tsx';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { useClientContext } from '@/features/client/hooks/use-client-context.ts';
import { SettingsPage } from '@/features/settings/pages/settings-page.tsx';
import { SweepSettingsSection } from '@/features/withdraw/components/sweep-settings-section.tsx';
import { QueryState } from '@/ui/query-state.tsx';

/**
 * /r/settings: the settings feature's page, with what other features own handed in as slots (features never import
 * each other): the password form (auth), the receive settings that choose the auto-sweep account (withdraw) and the
 * business's bank accounts to choose from (bank accounts).
 */
export function SettingsRoute() {
  const details = useClientDetails();
  const { features } = useClientContext();
  return (
    <QueryState query={details} loadingLabel="Loading your settings" errorTitle="We could not load your settings">
      {({ client, user }) => {
        const entity = client.client_legal_entity;
        const hasAutoSweep = entityConfig(entity)?.hasAutoSweep ?? false;
        return (
          <SettingsPage
            client={client}
            user={user}
            isVopOn={isFeatureOn(features, FLAGS.vop, entity)}
            hasAutoSweep={hasAutoSweep}
            changePassword={<ChangePasswordForm />}
            sweepSettings={
              hasAutoSweep ? (
                <>
                  <SweepSettingsSection clientId={client._id} />
                  <BankAccountsSection
                    clientId={client._id}
                    entity={entity}
                    businessName={client.client_name}
                    isHolderLockFlagOn={isFeatureOn(features, FLAGS.myHolderNameLocked, entity)}
                  />
                </>
              ) : null
            }
            onClientUpdated={() => details.refetch()}
          />
        );
      }}
    </QueryState>
  );
}
