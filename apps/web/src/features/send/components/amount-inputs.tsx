import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TPayoutPricing } from '@corridor/contracts/payouts/payout-common';
import { AccountField } from '@/ui/account-field.tsx';
import { AmountField } from '@/ui/amount-field.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { exceedsAvailable, type SendDraft } from './send-draft.ts';

type AmountInputsProps = {
  draft: SendDraft;
  accounts: readonly TCurrencyAccount[];
  /** The figures for exactly what is typed, or null while none. */
  result: TPayoutPricing | null;
  isCalculating: boolean;
  errors: { sourceAccount?: string; amount?: string };
  isLocked: boolean;
  onEdit: (patch: Partial<SendDraft>) => void;
};

/**
 * The account paid from, with its available balance, and the two amounts: whichever the person types is fixed and
 * the other follows from the live calculation. "You send" puts the fees on the recipient (fee payer BEN, they come out
 * of it); "Recipient gets" puts them on the business (OUR, added on top), as the line under the amounts says.
 */
export function AmountInputs({ draft, accounts, result, isCalculating, errors, isLocked, onEdit }: AmountInputsProps) {
  const source = accounts.find((a) => a._id === draft.sourceAccountId);
  const destination = draft.recipient?.destination_currency;
  const fixed = draft.fixedSide;
  const computed = (side: SendDraft['fixedSide']) =>
    result ? result.exchangeValue[side === 'source' ? 'sourceAmount' : 'destinationAmount'].display : '';
  const text = (side: SendDraft['fixedSide']) => (side === fixed ? draft.amount : computed(side));
  const hint = (side: SendDraft['fixedSide']) =>
    side === fixed ? undefined : isCalculating ? 'Calculating…' : result ? 'Worked out for you' : undefined;
  const type = (side: SendDraft['fixedSide']) => (amount: string) => onEdit({ fixedSide: side, amount });
  const debit = result?.exchangeValue.sourceAmountWithSupplierFee;
  const isOverBalance = debit && source && exceedsAvailable(BigInt(debit.amountMinor), source);

  return (
    <div className="send-amounts">
      <AccountField
        label="Pay from"
        accounts={accounts}
        value={draft.sourceAccountId}
        onChange={(sourceAccountId) => onEdit({ sourceAccountId })}
        error={errors.sourceAccount}
        isDisabled={isLocked}
      />
      <div className="send-amount-pair">
        <AmountField
          label="You send"
          currency={source?.currency}
          value={text('source')}
          onChange={type('source')}
          error={fixed === 'source' ? errors.amount : undefined}
          hint={hint('source')}
          isDisabled={isLocked}
        />
        <AmountField
          label="Recipient gets"
          currency={destination}
          value={text('destination')}
          onChange={type('destination')}
          error={fixed === 'destination' ? errors.amount : undefined}
          hint={hint('destination')}
          isDisabled={isLocked}
        />
      </div>
      <p className="send-fee-payer muted">
        {fixed === 'source'
          ? 'Fees come out of the amount you send: your recipient gets what is left (fee payer BEN).'
          : 'Your recipient gets exactly this amount: the fees are added to what you send (fee payer OUR).'}
      </p>
      {isOverBalance && source ? (
        <p className="send-warning" role="status">
          This is more than the available balance of{' '}
          <MoneyText minor={source.available_balance.amountMinor} currency={source.currency} withCode />. We check it
          again before the payment goes ahead.
        </p>
      ) : null}
    </div>
  );
}
