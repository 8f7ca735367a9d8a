import type { TPayeeCheck } from '@corridor/contracts/payouts/payee-check';
import { CheckboxField } from '@/ui/checkbox-field.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';

/**
 * Verification of payee on the review (EUR payouts of a business that checks): a match is said quietly; a close match
 * names what the payee's bank holds, and a close match or no match must be confirmed before the payment goes on
 * (createPayout refuses it otherwise).
 */
export function VopNotice({
  check,
  recipientName,
  isConfirmed,
  onConfirm,
}: {
  check: TPayeeCheck;
  recipientName: string;
  isConfirmed: boolean;
  onConfirm: (isConfirmed: boolean) => void;
}) {
  const tone = check.result === 'MATCH' ? 'success' : check.needs_confirmation ? 'error' : 'info';
  return (
    <div className="stack">
      <FormAlert tone={tone}>
        <strong>Name check: </strong>
        {check.message}
      </FormAlert>
      {check.needs_confirmation ? (
        <CheckboxField
          label={
            check.result === 'CLOSE_MATCH' && check.registered_name
              ? `I have checked: pay ${recipientName} (the bank holds "${check.registered_name}")`
              : `I have checked the details and still want to pay ${recipientName}`
          }
          hint="Money sent to the wrong account may not be recoverable."
          isChecked={isConfirmed}
          onChange={onConfirm}
        />
      ) : null}
    </div>
  );
}
