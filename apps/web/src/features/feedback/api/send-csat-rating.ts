import { csatRatingEndpoint } from '@corridor/contracts/feedback/csat-rating';
import { useEndpointMutation } from '@/lib/api/endpoint-hooks.ts';

/** One rating from the feedback dialog. No query shows ratings back to the user, so nothing is invalidated. */
export function useSendCsatRating() {
  return useEndpointMutation(csatRatingEndpoint);
}
