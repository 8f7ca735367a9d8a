import { MAX_GROUP_RECIPIENTS } from '@corridor/domain/payouts/multi-payment';
import { ActionCardLink, ActionCards } from '@/ui/action-cards.tsx';

const OPTIONS = [
  { to: '/r/individualsend', label: 'Send to one recipient', description: 'Pay a supplier or a team member abroad.' },
  {
    to: '/r/groupsend',
    label: 'Send to a group',
    description: `Pay up to ${MAX_GROUP_RECIPIENTS} of your contacts at once, in their own currencies.`,
  },
  { to: '/r/bulkpayment', label: 'Bulk payment', description: 'Upload a file of up to 1,000 payments.' },
] as const;

/**
 * The ways to send; one whose page is not built yet still says what it will do, marked as not available yet. One the
 * business may not use (bulk payment without its flag) is not offered at all.
 */
export function SendOptions({
  isAvailable,
  isOffered = () => true,
}: {
  isAvailable: (path: string) => boolean;
  isOffered?: (path: string) => boolean;
}) {
  return (
    <ActionCards label="Ways to send">
      {OPTIONS.filter((o) => isOffered(o.to)).map((o) => (
        <ActionCardLink key={o.to} {...o} isSoon={!isAvailable(o.to)} />
      ))}
    </ActionCards>
  );
}
