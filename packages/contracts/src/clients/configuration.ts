import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** GET /smebackend/api/v1/configuration — public app configuration read before sign-in. */
export const ZConfigurationResponse = z.object({
  isMaintenance: z.boolean(),
  isDevMailboxEnabled: z.boolean(),
});
export type TConfigurationResponse = z.infer<typeof ZConfigurationResponse>;

export const configurationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/configuration',
  summary: 'Public app configuration read before sign-in (maintenance, dev mailbox).',
  tag: 'clients',
  response: ZConfigurationResponse,
});
