import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TSavedCard } from '@corridor/contracts/fundings/cards';
import type { TFunding } from '@corridor/contracts/fundings/funding';
import { FPX_MESSAGES } from '@corridor/domain/fundings/fpx';
import { ADD_MONEY_METHOD_LABELS, addMoneyMethodsFor, type MethodAccess } from '@corridor/domain/fundings/methods';
import { useCallback, useId, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useAchAccounts, useAchRollingLimit } from '../api/ach.ts';
import { useDeleteCard, useSaveCard } from '../api/saved-cards.ts';
import { AchFields, linkedBankLabel } from './ach-fields.tsx';
import { type AddMoneyDraft, draftProblems, emptyDraft, isNewCard, withAccount } from './add-money-draft.ts';
import { CardFields } from './card-fields.tsx';
import { ReviewDialog } from './review-dialog.tsx';

type AddMoneyFormProps = {
  accounts: readonly TCurrencyAccount[];
  cards: readonly TSavedCard[];
  onDone: (funding: TFunding) => void;
  /** What this business may use beyond cards and transfers (ACH, FPX), from its entity and flags. */
  access?: MethodAccess;
};

const accountLabel = (a: TCurrencyAccount) =>
  `${a.currency} · ${a.label ?? 'Account'} ${a.account_number} · ${a.running_balance.display}`;
const cardLabel = (c: TSavedCard) => `${c.brand} •••• ${c.lastFour}`;

/**
 * The add-money form: the account and amount, how to pay (a card, a bank transfer, PayNow or PayID where the
 * currency has it), the card (saved or new), then a review with the fee before anything moves. A new card goes to
 * the card processor first (saved, or kept for this payment only); its number and CVV are then cleared from the form.
 */
export function AddMoneyForm({ accounts, cards, onDone, access }: AddMoneyFormProps) {
  const formId = useId();
  const [draft, setDraft] = useState<AddMoneyDraft>(() => {
    const first = accounts[0];
    const d = { ...emptyDraft(), cardId: cards[0]?._id ?? '' };
    return first ? withAccount(d, first, access) : d;
  });
  const [isSubmitted, setSubmitted] = useState(false);
  const [isReviewing, setReviewing] = useState(false);
  const [oneTimeCard, setOneTimeCard] = useState<TSavedCard | null>(null);
  const saveCard = useSaveCard();
  const deleteCard = useDeleteCard();
  const [removing, setRemoving] = useState<TSavedCard | null>(null);
  const account = accounts.find((a) => a._id === draft.accountId);
  const isAch = draft.method === 'ach';
  const achLimit = useAchRollingLimit(isAch).data;
  const problems = draftProblems(
    draft,
    account,
    new Date(),
    achLimit && {
      limit: BigInt(achLimit.limit.amountMinor),
      total: BigInt(achLimit.total_amount.amountMinor),
      allowed: BigInt(achLimit.allowed_amount.amountMinor),
    },
  );
  const shown = isSubmitted ? problems : {};
  const change = useCallback((c: Partial<AddMoneyDraft>) => setDraft((d) => ({ ...d, ...c })), []);
  const achAccounts = useAchAccounts(isAch).data?.accounts;
  const achBank = achAccounts?.find((a) => a.accountId === draft.achAccountId);
  const achBankLabel = achBank ? linkedBankLabel(achBank) : null;
  const chosenCard = [...cards, ...(oneTimeCard ? [oneTimeCard] : [])].find((c) => c._id === draft.cardId);

  const submit = () => {
    setSubmitted(true);
    if (Object.keys(problems).length > 0 || !account) return;
    if (!isNewCard(draft)) return setReviewing(true);
    saveCard.mutate(
      {
        cardNumber: draft.cardNumber,
        expiry: draft.expiry,
        cvv: draft.cvv,
        currency: account.currency,
        isSaveCard: draft.isSaveCard,
      },
      {
        onSuccess: (card) => {
          if (!card.isSaveCard) setOneTimeCard(card);
          change({ cardId: card._id, cardNumber: '', expiry: '', cvv: '' });
          setReviewing(true);
        },
      },
    );
  };

  return (
    <>
      <form
        id={formId}
        className="panel add-money-form"
        noValidate
        aria-label="Add money"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {saveCard.error ? (
          <FormAlert>{saveCard.error.fieldErrors[0]?.message ?? errorMessage(saveCard.error)}</FormAlert>
        ) : null}
        <SelectField
          label="Add money to"
          placeholder="Choose an account"
          options={accounts.map((a) => ({ value: a._id, label: accountLabel(a) }))}
          value={draft.accountId}
          onChange={(id) => {
            const chosen = accounts.find((a) => a._id === id);
            if (chosen) setDraft((d) => withAccount(d, chosen, access));
          }}
          error={shown.accountId}
        />
        <TextField
          className="add-money-amount-field"
          label={account ? `Amount (${account.currency})` : 'Amount'}
          inputMode="decimal"
          autoComplete="off"
          maxLength={32}
          value={draft.amount}
          onChange={(e) => change({ amount: e.target.value })}
          error={shown.amount}
        />
        <SelectField
          label="Pay by"
          placeholder="Choose how you pay"
          options={(account ? addMoneyMethodsFor(account.currency, access) : []).map((m) => ({
            value: m,
            label: ADD_MONEY_METHOD_LABELS[m],
          }))}
          value={draft.method}
          onChange={(m) => {
            change({ method: m as AddMoneyDraft['method'] });
            // Another way of paying brings fields not yet typed in: they are checked at the next Review, not red now.
            setSubmitted(false);
          }}
          error={shown.method}
          isDisabled={!account}
        />
        {draft.method === 'creditCard' ? (
          <CardFields
            cards={[...cards, ...(oneTimeCard && !cards.some((c) => c._id === oneTimeCard._id) ? [oneTimeCard] : [])]}
            draft={draft}
            problems={shown}
            onChange={change}
            onRemove={setRemoving}
          />
        ) : null}
        {isAch ? <AchFields draft={draft} problems={shown} onChange={change} limit={achLimit} /> : null}
        {draft.method === 'fpxTransfer' ? (
          <FormAlert tone="info">
            <strong>{FPX_MESSAGES.redirect}.</strong> After you confirm, you go to your bank's FPX page to approve the
            payment, then come back here. Your account is credited once your bank has paid.
          </FormAlert>
        ) : null}
        <div className="add-money-actions">
          <Button type="submit" isLoading={saveCard.isPending} loadingLabel="Checking your card…">
            Review
          </Button>
        </div>
      </form>
      {removing ? (
        <ConfirmDialog
          title="Remove this card?"
          confirmLabel="Remove card"
          busyLabel="Removing…"
          tone="danger"
          isBusy={deleteCard.isPending}
          error={deleteCard.error ? errorMessage(deleteCard.error) : null}
          onConfirm={() =>
            deleteCard.mutate(removing._id, {
              onSuccess: (list) => {
                setRemoving(null);
                change({ cardId: list.cards[0]?._id ?? '' });
              },
            })
          }
          onCancel={() => setRemoving(null)}
        >
          <p>{cardLabel(removing)} will no longer be offered. Payments already made with it are not affected.</p>
        </ConfirmDialog>
      ) : null}
      {isReviewing && account ? (
        <ReviewDialog
          draft={draft}
          account={account}
          cardLabel={draft.method === 'creditCard' && chosenCard ? cardLabel(chosenCard) : null}
          bankLabel={isAch ? achBankLabel : null}
          onClose={() => setReviewing(false)}
          onDone={(f) => {
            setReviewing(false);
            onDone(f);
          }}
        />
      ) : null}
    </>
  );
}
