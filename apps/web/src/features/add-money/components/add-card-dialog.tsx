import type { TSavedCard } from '@corridor/contracts/fundings/cards';
import { checkCardInput } from '@corridor/domain/fundings/cards';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { useSaveCard } from '../api/saved-cards.ts';
import '../add-money.css';
import { type NewCard, NewCardInputs } from './new-card-inputs.tsx';

type AddCardDialogProps = {
  /** The currency the card will first be charged in (the processor's verification). */
  currency: string;
  onSaved: (card: TSavedCard) => void;
  onClose: () => void;
};

/**
 * A new card, on its own: the card processor verifies it (1 unit) and keeps it; we keep only its token and last four.
 * Other pages (the send flow's payment step) are handed it by their route, since features never import each other.
 */
export function AddCardDialog({ currency, onSaved, onClose }: AddCardDialogProps) {
  const formId = useId();
  const [card, setCard] = useState<NewCard>({ cardNumber: '', expiry: '', cvv: '', isSaveCard: true });
  const [isSubmitted, setSubmitted] = useState(false);
  const save = useSaveCard();
  const check = checkCardInput(card, new Date());
  const problems = isSubmitted && !check.ok ? Object.fromEntries(check.errors.map((e) => [e.field, e.message])) : {};
  const submit = () => {
    setSubmitted(true);
    if (!check.ok) return;
    save.mutate({ ...card, currency }, { onSuccess: onSaved });
  };
  return (
    <Dialog
      title="Add a card"
      onClose={onClose}
      isBusy={save.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={save.isPending} loadingLabel="Checking your card…">
            Add card
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="add-money-card-new"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {save.error ? <FormAlert>{save.error.fieldErrors[0]?.message ?? errorMessage(save.error)}</FormAlert> : null}
        <NewCardInputs card={card} problems={problems} onChange={(change) => setCard((c) => ({ ...c, ...change }))} />
      </form>
    </Dialog>
  );
}
