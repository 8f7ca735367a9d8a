import { PAYOUT_METHODS } from '@corridor/domain/corridors';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const ZCorridor = z.object({
  source_country: z.string(),
  destination_country: z.string(),
  destination_country_name: z.string(),
  destination_currency: z.string(),
  payout_method: z.enum(PAYOUT_METHODS),
});
export type TCorridor = z.infer<typeof ZCorridor>;

/**
 * GET /smebackend/api/v1/beneficiary/metadata?entity=supported_corridors — the corridors open to the caller's
 * business (spec §7): from its legal entity (`source_country`, the caller's unless named) to every destination, or
 * to one (`destination_country`). The web reads payout_method and destination_currency.
 */
export const supportedCorridorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/beneficiary/metadata',
  summary: 'Supported corridors: destination countries, currencies and payout methods (LOCAL or SWIFT).',
  tag: 'beneficiaries',
  query: z.strictObject({
    entity: z.literal('supported_corridors', { error: 'Only entity=supported_corridors is served' }),
    source_country: z.string().length(2).optional(),
    destination_country: z.string().length(2).optional(),
  }),
  response: z.object({ data: z.array(ZCorridor) }),
});
