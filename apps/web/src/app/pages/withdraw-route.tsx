import { FLAGS, isFeatureOn } from '@corridor/domain/flags';
import { BankAccountModal } from '@/features/bank-accounts/components/bank-account-modal.tsx';
import { BankAccountsSection } from '@/features/bank-accounts/components/bank-accounts-section.tsx';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { useFeatureConfiguration } from '@/features/client/api/get-feature-configuration.ts';
import { WithdrawPage } from '@/features/withdraw/pages/withdraw-page.tsx';
import { QueryState } from '@/ui/query-state.tsx';

/**
 * /r/withdraw and /r/uip/withdraw: the withdraw page with the business's bank accounts in it. The business (its id,
 * entity, registered name, time zone) and the holder-name flag come from the client feature; the "Bank accounts"
 * section and the add-a-bank-account dialog from the bank accounts feature, handed in as slots since features never
 * import each other.
 */
export function WithdrawRoute() {
  const details = useClientDetails();
  const features = useFeatureConfiguration();
  return (
    <QueryState query={details} loadingLabel="Loading your accounts" errorTitle="We could not load your business">
      {({ client }) => {
        const common = {
          clientId: client._id,
          entity: client.client_legal_entity,
          businessName: client.client_name,
          isHolderLockFlagOn: isFeatureOn(
            features.data?.features,
            FLAGS.myHolderNameLocked,
            client.client_legal_entity,
          ),
        };
        return (
          <WithdrawPage
            clientId={client._id}
            entity={client.client_legal_entity}
            timeZone={client.utcOffset}
            bankAccounts={<BankAccountsSection {...common} />}
            addBankAccount={({ currency, onClose, onSaved }) => (
              <BankAccountModal {...common} currency={currency} onClose={onClose} onSaved={onSaved} />
            )}
          />
        );
      }}
    </QueryState>
  );
}
