import { FormAlert } from '@/ui/form-alert.tsx';

/** Spec §6 maker/checker, said plainly before the person confirms. */
export function ApprovalNote({ isRequired }: { isRequired: boolean }) {
  if (!isRequired) return null;
  return (
    <FormAlert tone="info">
      Your business approves payments before they go: this one will wait for one of your approvers, and we send it once
      they approve. Its money is held in your account until then, and released if it is rejected.
    </FormAlert>
  );
}
