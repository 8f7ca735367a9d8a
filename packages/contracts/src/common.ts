import { z } from 'zod';

export const ZFieldError = z.object({ field: z.string(), message: z.string() });
/** The one error shape of the API (DESIGN §3). */
export const ZErrorBody = z.object({ code: z.string(), message: z.string(), errors: z.array(ZFieldError).optional() });
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

/** Error responses every route may give; routes add their success schema to these. */
export const errorResponses = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  422: ZErrorBody,
  429: ZErrorBody,
};

/** Ids in paths and bodies: anything unknown (malformed, someone else's) is answered 404, never 400. */
export const ZId = z.string().min(1).max(64);
