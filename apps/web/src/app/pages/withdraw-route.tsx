import { FLAGS, isFeatureOn } from '@corridor/domain/flags';
import { BankAccountModal } from '@/features/bank-accounts/components/bank-account-modal.tsx';
import { BankAccountsSection } from '@/features/bank-accounts/components/bank-accounts-section.tsx';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { useClientContext } from '@/features/client/hooks/use-client-context.ts';
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
  // The flags through the shell's own hook: a route importing the flags' call itself splits it into a chunk that loads
  // before lib/zod-config.ts, whose schemas then probe eval and break the CSP.
  const { features } = useClientContext();
  return (
    <QueryState query={details} loadingLabel="Loading your accounts" errorTitle="We could not load your business">
      {({ client }) => {
        const common = {
          clientId: client._id,
          entity: client.client_legal_entity,
          businessName: client.client_name,
          isHolderLockFlagOn: isFeatureOn(features, FLAGS.myHolderNameLocked, client.client_legal_entity),
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
