import { FormAlert } from '@/ui/form-alert.tsx';

/** Spec §6 maker/checker, said plainly before the person confirms. */
export function ApprovalNote({ isRequired, isFromBalance = true }: { isRequired: boolean; isFromBalance?: boolean }) {
  if (!isRequired) return null;
  return (
    <FormAlert tone="info">
      Your business approves payments before they go: this one will wait for one of your approvers, and we send it once
      they approve.{' '}
      {isFromBalance
        ? 'Its money is held in your account until then, and released if it is rejected.'
        : 'Your card is charged, or the transfer details given, only once they approve.'}
    </FormAlert>
  );
}
