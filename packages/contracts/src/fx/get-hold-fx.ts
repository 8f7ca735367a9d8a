import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZFxHold } from './fx-common.ts';

/** GET /smebackend/api/v1/getHoldFx?fx_hold_id= — one of the client's holds; another client's id is a 404. */
export const ZGetHoldFxQuery = z.strictObject({ fx_hold_id: ZId });

export const getHoldFxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/getHoldFx',
  summary: "One of the client's FX holds, with its status (ACTIVE, USED, EXPIRED) and expiry.",
  tag: 'fx',
  query: ZGetHoldFxQuery,
  response: ZFxHold,
});
