import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TBankAccount } from '@corridor/contracts/bank-accounts/bank-account';
import type { TWithdrawal } from '@corridor/contracts/withdrawals/withdrawal';
import { useId, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useReviewOnSubmit } from '@/ui/use-review-on-submit.ts';
import { ReviewDialog } from './review-dialog.tsx';
import {
  amountCheck,
  bankAccountsFor,
  draftProblems,
  emptyDraft,
  startingAccount,
  type WithdrawDraft,
  withAccount,
} from './withdraw-draft.ts';

type WithdrawFormProps = {
  accounts: readonly TCurrencyAccount[];
  banks: readonly TBankAccount[];
  /** Opens the add-a-bank-account dialog for this currency; told the account once it is linked. */
  onAddBankAccount: (currency: string, onAdded: (account: TBankAccount) => void) => void;
  onDone: (withdrawal: TWithdrawal) => void;
};

const accountLabel = (a: TCurrencyAccount) =>
  `${a.currency} · ${a.label ?? 'Account'} ${a.account_number} · ${a.available_balance.display} available`;

/**
 * The withdraw form: the account money leaves (with what it can spend), the business's bank account in that currency
 * (or a new one, linked on the spot), the amount, then a review before anything moves.
 */
export function WithdrawForm({ accounts, banks, onAddBankAccount, onDone }: WithdrawFormProps) {
  const formId = useId();
  const [draft, setDraft] = useState<WithdrawDraft>(() => {
    const first = startingAccount(accounts, banks);
    return first ? withAccount(emptyDraft(), first, banks) : emptyDraft();
  });
  const account = accounts.find((a) => a._id === draft.accountId);
  const fitting = bankAccountsFor(account?.currency, banks);
  const problems = draftProblems(draft, accounts, fitting);
  const review = useReviewOnSubmit({ isReady: Object.keys(problems).length === 0, onDone });
  const shown = review.isSubmitted ? problems : {};
  const check = amountCheck(draft, account);
  const bank = fitting.find((b) => b.accountId === draft.bankAccountId);

  return (
    <>
      <form id={formId} className="panel withdraw-form" noValidate aria-label="Withdrawal" onSubmit={review.submit}>
        <SelectField
          label="Withdraw from"
          placeholder="Choose an account"
          options={accounts.map((a) => ({ value: a._id, label: accountLabel(a) }))}
          value={draft.accountId}
          onChange={(id) => {
            const chosen = accounts.find((a) => a._id === id);
            if (chosen) setDraft((d) => withAccount(d, chosen, banks));
          }}
          error={shown.accountId}
          hint={
            account ? (
              <>
                Available now{' '}
                <MoneyText minor={account.available_balance.amountMinor} currency={account.currency} withCode />
              </>
            ) : undefined
          }
        />
        <div className="withdraw-bank">
          <SelectField
            label="To your bank account"
            placeholder={
              account && fitting.length === 0 ? `No ${account.currency} bank account yet` : 'Choose a bank account'
            }
            options={fitting.map((b) => ({
              value: b.accountId,
              label: `${b.name} · ${b.bankName} ${b.accountNumber}`,
            }))}
            value={draft.bankAccountId}
            onChange={(id) => setDraft((d) => ({ ...d, bankAccountId: id }))}
            error={shown.bankAccountId}
            hint={bank ? `Held by ${bank.bankAccountHolderName}` : undefined}
            isDisabled={fitting.length === 0}
          />
          {account ? (
            <Button
              variant="link"
              onClick={() =>
                onAddBankAccount(account.currency, (added) =>
                  setDraft((d) => ({
                    ...d,
                    bankAccountId: added.currencyCode.includes(account.currency) ? added.accountId : d.bankAccountId,
                  })),
                )
              }
            >
              Add a bank account in {account.currency}
            </Button>
          ) : null}
        </div>
        <TextField
          className="withdraw-amount-field"
          label={account ? `Amount (${account.currency})` : 'Amount'}
          inputMode="decimal"
          autoComplete="off"
          maxLength={32}
          value={draft.amount}
          onChange={(e) => setDraft((d) => ({ ...d, amount: e.target.value }))}
          error={shown.amount ?? (check && !check.ok && draft.amount ? check.message : undefined)}
        />
        <div className="withdraw-actions">
          <Button type="submit">Review withdrawal</Button>
        </div>
      </form>
      {review.isReviewing && account && bank && check?.ok ? (
        <ReviewDialog
          draft={draft}
          amountMinor={check.minor}
          account={account}
          bank={bank}
          onClose={review.close}
          onDone={review.done}
        />
      ) : null}
    </>
  );
}
