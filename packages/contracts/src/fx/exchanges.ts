import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZCurrency, ZExchange } from './fx-common.ts';

/**
 * POST /smebackend/api/v1/reports/bookfx/pagination — the client's exchanges, newest first, keyset paged: pass
 * `nextCursor` back as `cursor` (null on the last page). Filters by either currency and by day (YYYY-MM-DD, the
 * client's time zone).
 */
export const ZExchangesRequest = z.strictObject({
  source_currency: ZCurrency.optional(),
  destination_currency: ZCurrency.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: z.string().max(64).optional(),
  limit: z.number().int().min(1).max(100).default(25),
});
export type TExchangesRequest = z.input<typeof ZExchangesRequest>;

export const ZExchangesResponse = z.object({ rows: z.array(ZExchange), nextCursor: z.string().nullable() });
export type TExchangesResponse = z.infer<typeof ZExchangesResponse>;

export const exchangesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/reports/bookfx/pagination',
  summary: "The client's exchanges, newest first (keyset: pass nextCursor back as cursor).",
  tag: 'fx',
  body: ZExchangesRequest,
  response: ZExchangesResponse,
});

/** GET /smebackend/api/v1/bookfx/:id — one of the client's exchanges; another client's id is a 404. */
export const exchangeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/bookfx/:id',
  summary: "One of the client's exchanges.",
  tag: 'fx',
  params: z.strictObject({ id: ZId }),
  response: ZExchange,
});
