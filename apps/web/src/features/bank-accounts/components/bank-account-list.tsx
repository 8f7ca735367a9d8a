import type { TBankAccount } from '@corridor/contracts/bank-accounts/bank-account';
import { countryName } from '@corridor/domain/corridors';
import { ActionMenu } from '@/ui/action-menu.tsx';
import { CurrencyFlag } from '@/ui/currency-flag.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';

type BankAccountListProps = {
  accounts: readonly TBankAccount[];
  onEdit: (account: TBankAccount) => void;
  onDelete: (account: TBankAccount) => void;
};

const METHOD = { LOCAL: 'Local transfer', SWIFT: 'SWIFT wire' } as const;

/** The linked accounts, one row each: its name and bank, where and in what, its number (masked), and actions. */
export function BankAccountList({ accounts, onEdit, onDelete }: BankAccountListProps) {
  return (
    <ul className="bank-account-list" aria-label="Bank accounts">
      {accounts.map((a) => (
        <li key={a.accountId} className="bank-account-row" aria-label={a.name}>
          <CurrencyFlag currency={a.currencyCode[0] ?? ''} />
          <div className="bank-account-who">
            <span className="bank-account-name">{a.name}</span>
            <span className="muted bank-account-meta">{a.bankAccountHolderName}</span>
          </div>
          <div className="bank-account-bank">
            <span>{a.bankName}</span>
            <span className="muted bank-account-meta">
              <span className="visually-hidden">Account ending </span>
              {a.accountNumber} · {countryName(a.countryCode)} · {a.currencyCode.join(', ')} · {METHOD[a.payoutMethod]}
            </span>
          </div>
          <div className="bank-account-status">
            {a.rejectedReason ? (
              <StatusChip label="Refused by the bank" tone="danger" title={a.rejectedReason} />
            ) : a.isAutosweep ? (
              <StatusChip label="Auto-sweep" tone="info" />
            ) : null}
          </div>
          <div className="bank-account-actions">
            <ActionMenu
              label="Actions"
              accessibleLabel={`Actions for ${a.name}`}
              items={[
                { label: 'Edit', onSelect: () => onEdit(a) },
                { label: 'Delete', onSelect: () => onDelete(a), tone: 'danger' },
              ]}
            />
          </div>
          {a.rejectedReason ? <p className="bank-account-refusal">{a.rejectedReason}</p> : null}
        </li>
      ))}
    </ul>
  );
}
