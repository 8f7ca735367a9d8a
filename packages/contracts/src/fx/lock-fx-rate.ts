import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZFxHold } from './fx-common.ts';

/**
 * POST /smebackend/api/v1/lockFxRate — turns a valid, unexpired quote signature into a hold for this client.
 * `hold_expiry_at` defaults to HOLD_DEFAULT_DAYS ahead and may not be past LOCK_MAX_MONTHS; past HOLD_DEFAULT_DAYS only
 * for a client with `lockAndHoldFx`. A tampered or expired
 * signature, or one quoted for another client, is refused (422 FX_QUOTE_INVALID / FX_QUOTE_EXPIRED).
 */
export const ZLockFxRateRequest = z.strictObject({
  rate_signature: z.string().min(1).max(2048),
  hold_expiry_at: z.iso.datetime({ offset: true }).optional(),
});
export type TLockFxRateRequest = z.input<typeof ZLockFxRateRequest>;

export const lockFxRateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/lockFxRate',
  summary: 'Locks a signed quote into a single-use hold for the client (fx_hold_id, hold and lock expiry).',
  tag: 'fx',
  body: ZLockFxRateRequest,
  response: ZFxHold,
  status: 201,
});
