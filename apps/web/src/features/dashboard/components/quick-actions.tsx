import { ActionCardButton, ActionCardLink, ActionCards } from '@/ui/action-cards.tsx';

type QuickAction = { label: string; description: string; to: string };

/** Spec §2: the dashboard's quick actions. Leaving feedback opens a dialog rather than going to a page. */
const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'Send money', description: 'Pay a supplier or a team member abroad.', to: '/r/send' },
  { label: 'Add a contact', description: 'Save a recipient and their bank details.', to: '/r/contacts' },
];

type QuickActionsProps = {
  canOpen: (path: string) => boolean;
  /** Whether a page is built; shortcuts to the others say they are not available yet. */
  isAvailable: (path: string) => boolean;
  /** Opens the feedback dialog; without it (feedback turned off) the action is not offered. */
  onLeaveFeedback?: () => void;
};

/** Only the actions this user may open are offered. */
export function QuickActions({ canOpen, isAvailable, onLeaveFeedback }: QuickActionsProps) {
  const actions = QUICK_ACTIONS.filter((a) => canOpen(a.to));
  if (actions.length === 0 && !onLeaveFeedback) return null;
  return (
    <section aria-labelledby="quick-actions-title" className="section">
      <h2 id="quick-actions-title" className="section-title">
        Quick actions
      </h2>
      <ActionCards>
        {actions.map((action) => (
          <ActionCardLink key={action.label} {...action} isSoon={!isAvailable(action.to)} />
        ))}
        {onLeaveFeedback ? (
          <ActionCardButton
            label="Leave feedback"
            description="Tell us what would make Corridor better for you."
            onClick={onLeaveFeedback}
          />
        ) : null}
      </ActionCards>
    </section>
  );
}
