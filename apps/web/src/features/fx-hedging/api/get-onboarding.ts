import { hedgingOnboardingEndpoint } from '@corridor/contracts/fx-hedging/onboarding';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { hedgingKeys } from './hedging-keys.ts';

/** While the partner reviews a submission, how often the page asks whether its verdict has arrived. */
export const VERDICT_POLL_MS = 2000;

/** The business's onboarding with the hedging partner; asked again every few seconds while it is being reviewed. */
export function useHedgingOnboarding() {
  return useEndpointQuery(
    hedgingOnboardingEndpoint,
    hedgingKeys.onboarding,
    {},
    {
      refetchInterval: (query) => (query.state.data?.status === 'SUBMITTED' ? VERDICT_POLL_MS : false),
    },
  );
}
