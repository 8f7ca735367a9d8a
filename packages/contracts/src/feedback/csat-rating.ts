import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** The words a person sees, shared by the API's validation and the web form so both say the same thing. */
export const CSAT_MESSAGES = {
  rating: 'Please choose a rating from 1 to 5',
  commentTooLong: 'Comment can be at most 1000 characters',
  page: 'Page must be an app path of at most 200 characters',
  thanks: 'Thank you for your feedback.',
  turnedOff: 'Feedback is turned off.',
} as const;

export const CSAT_RATING_MIN = 1;
export const CSAT_RATING_MAX = 5;
export const CSAT_COMMENT_MAX = 1000;
export const CSAT_PAGE_MAX = 200;

/**
 * POST /smebackend/api/v1/csat/rating — a signed-in user rates the product (spec §7 "CSAT rating") from the
 * feedback dialog. 201 with the stored id; 403 FORBIDDEN when the CSAT_RATING_DISABLED flag is on.
 */

// One message for every way a rating can be wrong (missing, a string, a fraction, out of range): the fix is the same.
export const ZCsatRating = z
  .number({ error: CSAT_MESSAGES.rating })
  .int(CSAT_MESSAGES.rating)
  .min(CSAT_RATING_MIN, CSAT_MESSAGES.rating)
  .max(CSAT_RATING_MAX, CSAT_MESSAGES.rating);

export const ZCsatComment = z.string().trim().max(CSAT_COMMENT_MAX, CSAT_MESSAGES.commentTooLong);

export const ZCsatRatingRequest = z.strictObject({
  rating: ZCsatRating,
  comment: ZCsatComment.optional(),
  // Where the dialog was opened: an app path, never a full URL, so no query string or host is stored.
  page: z
    .string()
    .max(CSAT_PAGE_MAX, CSAT_MESSAGES.page)
    .regex(/^\/[^?#\s]*$/, CSAT_MESSAGES.page),
});
export type TCsatRatingRequest = z.infer<typeof ZCsatRatingRequest>;

export const ZCsatRatingResponse = z.object({ id: z.uuid(), message: z.string() });
export type TCsatRatingResponse = z.infer<typeof ZCsatRatingResponse>;

export const csatRatingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/csat/rating',
  summary: 'Stores a 1–5 rating (and comment) from the feedback dialog; refused while CSAT_RATING_DISABLED is on.',
  tag: 'feedback',
  body: ZCsatRatingRequest,
  response: ZCsatRatingResponse,
  status: 201,
});
