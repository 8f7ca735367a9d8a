import type { TBankAccount } from '@corridor/contracts/bank-accounts/bank-account';
import { useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useBankAccounts } from '../api/get-bank-accounts.ts';
import { BankAccountList } from './bank-account-list.tsx';
import { BankAccountModal } from './bank-account-modal.tsx';
import { DeleteBankAccountDialog } from './delete-bank-account-dialog.tsx';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; account: TBankAccount }
  | { kind: 'delete'; account: TBankAccount }
  | null;

export type BankAccountsSectionProps = {
  clientId: string;
  entity: string;
  businessName: string;
  isHolderLockFlagOn: boolean;
};

/** "Bank accounts": the business's own accounts where its money can go, with add, edit and delete. */
export function BankAccountsSection(props: BankAccountsSectionProps) {
  const { clientId } = props;
  const [open, setOpen] = useState<Open>(null);
  const accounts = useBankAccounts(clientId);
  const add = (
    <Button variant="secondary" onClick={() => setOpen({ kind: 'add' })}>
      Add a bank account
    </Button>
  );
  return (
    <section className="stack bank-accounts-section" aria-labelledby="bank-accounts-title">
      <div className="section-heading">
        <h2 id="bank-accounts-title">Bank accounts</h2>
        {accounts.data && accounts.data.data.length > 0 ? add : null}
      </div>
      <QueryState
        query={accounts}
        loadingLabel="Loading your bank accounts"
        errorTitle="We could not load your bank accounts"
        isEmpty={(d) => d.data.length === 0}
        empty={
          <EmptyState
            title="No bank account yet"
            description="Link your business’s own bank account to withdraw to it."
            action={add}
          />
        }
      >
        {(d) => (
          <BankAccountList
            accounts={d.data}
            onEdit={(account) => setOpen({ kind: 'edit', account })}
            onDelete={(account) => setOpen({ kind: 'delete', account })}
          />
        )}
      </QueryState>
      {open?.kind === 'add' ? <BankAccountModal {...props} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'edit' ? (
        <BankAccountModal {...props} account={open.account} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'delete' ? (
        <DeleteBankAccountDialog clientId={clientId} account={open.account} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}
