import { FormAlert } from '@/ui/form-alert.tsx';

/** Spec §6 maker/checker, said plainly before the person confirms `count` payments (a group's, or one). */
export function ApprovalNote({
  isRequired,
  isFromBalance = true,
  count = 1,
}: {
  isRequired: boolean;
  isFromBalance?: boolean;
  count?: number;
}) {
  if (!isRequired) return null;
  const isOne = count === 1;
  return (
    <FormAlert tone="info">
      Your business approves payments before they go: {isOne ? 'this one' : `these ${count}`} will wait for one of your
      approvers, and we send {isOne ? 'it' : 'each'} once they approve.{' '}
      {isFromBalance
        ? `${isOne ? 'Its' : 'Their'} money is held in your account until then, and released if ${isOne ? 'it is' : 'one is'} rejected.`
        : 'Your card is charged, or the transfer details given, only once they approve.'}
    </FormAlert>
  );
}
