import {
  CSAT_RATING_PATH,
  type TCsatRatingRequest,
  type TCsatRatingResponse,
  ZCsatRatingResponse,
} from '@corridor/contracts/feedback/csat-rating';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api/api-client.ts';

/** POST csat/rating: one rating from the feedback dialog. */
export const sendCsatRating = (body: TCsatRatingRequest): Promise<TCsatRatingResponse> =>
  apiPost(CSAT_RATING_PATH, body, ZCsatRatingResponse);

/** No query shows ratings back to the user, so nothing is invalidated. */
export function useSendCsatRating() {
  return useMutation({ mutationFn: sendCsatRating });
}
