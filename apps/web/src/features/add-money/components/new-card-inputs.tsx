import { SwitchField } from '@/ui/switch-field.tsx';
import { TextField } from '@/ui/text-field.tsx';

/** What is typed for a new card; the number and CVV go once to the card processor through our API, nowhere else. */
export type NewCard = { cardNumber: string; expiry: string; cvv: string; isSaveCard: boolean };

type NewCardInputsProps = {
  card: NewCard;
  problems: Partial<Record<'cardNumber' | 'expiry' | 'cvv', string>>;
  onChange: (change: Partial<NewCard>) => void;
};

/**
 * A new card's number, expiry and security code, and whether to keep it: the one set of card inputs, for the add-money
 * card step and the "Add a card" dialog (the send flow's payment step), with the browser's card autofill.
 */
export function NewCardInputs({ card, problems, onChange }: NewCardInputsProps) {
  return (
    <>
      <TextField
        className="add-money-card-number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        value={card.cardNumber}
        onChange={(e) => onChange({ cardNumber: e.target.value })}
        error={problems.cardNumber}
      />
      <TextField
        label="Expiry (MM/YY)"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        maxLength={5}
        value={card.expiry}
        onChange={(e) => onChange({ expiry: e.target.value })}
        error={problems.expiry}
      />
      <TextField
        label="Security code (CVV)"
        inputMode="numeric"
        autoComplete="cc-csc"
        type="password"
        maxLength={4}
        value={card.cvv}
        onChange={(e) => onChange({ cvv: e.target.value })}
        error={problems.cvv}
      />
      <SwitchField
        label="Save this card for next time"
        isChecked={card.isSaveCard}
        onChange={(isSaveCard) => onChange({ isSaveCard })}
        hint="We keep only the card's last four digits and a token from our card processor."
      />
    </>
  );
}
