import type { TAccountDetailsResponse } from '@corridor/contracts/accounts/account-details';
import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { accountName } from '@/lib/account-label.ts';
import { Dialog } from '@/ui/dialog.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useAccountDetails } from '../api/get-account-details.ts';
import { type DetailField, ShareDetailsDialog } from './share-details-dialog.tsx';

/** Loads an account's receiving details, then shows them with Copy buttons. */
export function AccountShareDialog({ account, onClose }: { account: TCurrencyAccount; onClose: () => void }) {
  const details = useAccountDetails(account._id);
  const title = `${accountName(account)} details`;
  if (details.data) {
    const { local, global } = toFields(details.data);
    return <ShareDetailsDialog title={title} local={local} global={global} onClose={onClose} />;
  }
  return (
    <Dialog title={title} onClose={onClose}>
      <QueryState
        query={details}
        loadingLabel="Loading account details"
        loadingLines={5}
        errorTitle="We could not load the account details"
      >
        {() => null}
      </QueryState>
    </Dialog>
  );
}

/** The contract's fields in the order a payer's bank form asks for them. */
export function toFields(details: TAccountDetailsResponse): { local: DetailField[]; global: DetailField[] } {
  const { local, global } = details;
  return {
    local: local
      ? [
          { label: 'Account name', value: local.accountName },
          { label: 'Account number', value: local.accountNumber },
          { label: 'Bank name', value: local.bankName },
          { label: routingLabel(local.routingCodeType), value: local.routingCode },
          { label: 'Bank address', value: local.bankAddress },
        ]
      : [],
    global: [
      { label: 'Account name', value: global.accountName },
      { label: 'Account number', value: global.accountNumber },
      { label: 'Bank name', value: global.bankName },
      { label: 'SWIFT / BIC', value: global.swiftBic },
      { label: 'Bank address', value: global.bankAddress },
    ],
  };
}

/** "BANK_CODE" → "Bank code"; short codes such as "BSB" or "ACH" stay as they are. */
export function routingLabel(type: string): string {
  if (!type) return 'Routing code';
  if (!type.includes('_')) return type;
  const words = type.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
