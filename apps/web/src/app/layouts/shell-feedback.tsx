import { FLAGS, isFeatureOn } from '@corridor/domain/flags';
import { Outlet } from 'react-router';
import { useClientContext } from '@/features/client/hooks/use-client-context.ts';
import { FeedbackDialogProvider } from '@/features/feedback/components/feedback-dialog-provider.tsx';

/**
 * Gives every signed-in page (shell and focused layouts) the one feedback dialog that the header icon and the
 * dashboard's quick action open. Off while CSAT_RATING_DISABLED is on for the business (spec §9), and until
 * the flags have loaded, so the icon never shows and then vanishes.
 */
export function ShellFeedback() {
  const { client, features, isPending } = useClientContext();
  const isOff = isPending || isFeatureOn(features, FLAGS.csatRatingDisabled, client?.client_legal_entity);
  return (
    <FeedbackDialogProvider isEnabled={!isOff}>
      <Outlet />
    </FeedbackDialogProvider>
  );
}
