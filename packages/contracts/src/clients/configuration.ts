import { z } from 'zod';

/** GET /smebackend/api/v1/configuration — public app configuration read before sign-in. */
export const ZConfigurationResponse = z.object({
  isMaintenance: z.boolean(),
  isDevMailboxEnabled: z.boolean(),
});
export type TConfigurationResponse = z.infer<typeof ZConfigurationResponse>;
