import type { TSavedCard } from '@corridor/contracts/fundings/cards';
import { Button } from '@/ui/button.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import type { AddMoneyDraft, DraftProblems } from './add-money-draft.ts';
import { NewCardInputs } from './new-card-inputs.tsx';

type CardFieldsProps = {
  /** Removes a saved card (asks first). */
  onRemove: (card: TSavedCard) => void;
  cards: readonly TSavedCard[];
  draft: AddMoneyDraft;
  problems: DraftProblems;
  onChange: (change: Partial<AddMoneyDraft>) => void;
};

const NEW_CARD = 'new';

/**
 * The card step: a saved card (newest first), or a new one typed here. The number and CVV stay in this form's state
 * until they go, once, to the card processor through our API; nothing else reads or keeps them.
 */
export function CardFields({ cards, draft, problems, onChange, onRemove }: CardFieldsProps) {
  const isNew = draft.cardId === '';
  const chosen = cards.find((c) => c._id === draft.cardId);
  return (
    <fieldset className="add-money-card">
      <legend>Card</legend>
      {cards.length > 0 ? (
        <SelectField
          label="Pay with"
          options={[
            ...cards.map((c) => ({ value: c._id, label: `${c.brand} •••• ${c.lastFour} · expires ${c.expiry}` })),
            { value: NEW_CARD, label: 'A new card' },
          ]}
          value={isNew ? NEW_CARD : draft.cardId}
          onChange={(v) => onChange({ cardId: v === NEW_CARD ? '' : v })}
        />
      ) : null}
      {chosen?.isSaveCard ? (
        <div>
          <Button variant="link" onClick={() => onRemove(chosen)}>
            Remove this card
          </Button>
        </div>
      ) : null}
      {isNew ? (
        <div className="add-money-card-new">
          <NewCardInputs card={draft} problems={problems} onChange={onChange} />
        </div>
      ) : null}
    </fieldset>
  );
}
