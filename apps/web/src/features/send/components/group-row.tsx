import { isCurrencyCode } from '@corridor/domain/currencies';
import { AmountField } from '@/ui/amount-field.tsx';
import { Button } from '@/ui/button.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import type { RowPricing } from '../hooks/use-group-pricing.ts';
import { ContactSummary } from './contact-summary.tsx';
import type { GroupRow } from './group-flow.ts';
import type { PayoutFailure } from './payout-failure.ts';
import { PurposeField } from './purpose-field.tsx';
import type { AmountIssues } from './send-draft.ts';

type GroupRowEditorProps = {
  row: GroupRow;
  fixedSide: 'source' | 'destination';
  sourceCurrency: string | undefined;
  pricing: RowPricing | undefined;
  issues: AmountIssues;
  failure: PayoutFailure | undefined;
  /** This recipient's currency has no rate right now (kept per currency). */
  rateError: string | null;
  onEdit: (patch: Partial<Omit<GroupRow, 'recipient'>>) => void;
  onRemove: () => void;
};

/**
 * One recipient of the group: who, the amount on the group's side in its currency, what the other side and the fees
 * come to, its purpose where its currency needs one (INR), and its refusal from the last check, on the field.
 */
export function GroupRowEditor(props: GroupRowEditorProps) {
  const { row, fixedSide, sourceCurrency, pricing, issues, failure, rateError, onEdit, onRemove } = props;
  const { recipient } = row;
  const name = recipient.beneficiary_name ?? 'this recipient';
  const isLocked = failure?.isInputDisabled ?? false;
  const currency = fixedSide === 'source' ? sourceCurrency : recipient.destination_currency;
  const value = pricing?.data?.exchangeValue;
  const amountError =
    issues.amount ??
    failure?.fields.amount ??
    failure?.fields.sourceAccount ??
    (pricing?.error ? (pricing.error.fieldErrors[0]?.message ?? pricing.error.message) : undefined);
  // A refusal about no field of the row (the recipient, the corridor) is said under it; field ones are on their field.
  const otherError = failure && Object.keys(failure.fields).length === 0 ? failure.message : undefined;
  return (
    <li className={failure ? 'group-row has-error' : 'group-row'}>
      <div className="group-row-head">
        <ContactSummary contact={recipient} />
        <Button variant="link" onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </div>
      <fieldset className="group-row-fields">
        <legend className="visually-hidden">{name}</legend>
        <AmountField
          label={fixedSide === 'source' ? 'You send' : 'Recipient gets'}
          currency={currency}
          value={row.amount}
          onChange={(amount) => onEdit({ amount })}
          error={amountError}
          isDisabled={isLocked}
          hint={
            value ? (
              <>
                {fixedSide === 'source' ? 'Recipient gets ' : 'You send '}
                <MoneyText
                  minor={
                    (fixedSide === 'source' ? value.destinationAmount : value.sourceAmountWithSupplierFee).amountMinor
                  }
                  currency={fixedSide === 'source' ? value.destinationAmount.currency : value.sourceAmount.currency}
                  withCode
                />{' '}
                · fees{' '}
                <MoneyText minor={value.totalFeeAmount.amountMinor} currency={value.totalFeeAmount.currency} withCode />
              </>
            ) : pricing?.isPending && row.amount.trim() ? (
              'Calculating…'
            ) : undefined
          }
        />
        {recipient.destination_currency === 'INR' && isCurrencyCode(recipient.destination_currency) ? (
          <PurposeField
            currency={recipient.destination_currency}
            value={row.purposeCode}
            onChange={(purposeCode) => onEdit({ purposeCode })}
            error={issues.purpose ?? failure?.fields.purpose}
            isDisabled={isLocked}
          />
        ) : null}
      </fieldset>
      {rateError ? <p className="field-error">{rateError}</p> : null}
      {otherError ? (
        <p className="field-error" role="alert">
          {otherError}
        </p>
      ) : null}
    </li>
  );
}
