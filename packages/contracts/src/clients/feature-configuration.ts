import { TRAIT_KEYS, TRAIT_MESSAGES, TRAIT_VALUE_MAX } from '@corridor/domain/traits';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const ZFeatureMetaData = z.object({
  enabledEntity: z.array(z.string()).optional(),
  enabledEntities: z.array(z.string()).optional(),
  enabledLegalEntities: z.array(z.string()).optional(),
  flagStartDate: z.number().optional(),
});
export const ZFeatureFlag = z.object({ feature: z.string(), enabled: z.boolean(), metaData: ZFeatureMetaData });
export type TFeatureFlag = z.infer<typeof ZFeatureFlag>;
export const ZUserTrait = z.object({ trait_key: z.string(), trait_value: z.string() });
export type TUserTrait = z.infer<typeof ZUserTrait>;

/** GET /smebackend/api/v1/settings/feature/configuration — feature flags and the client's traits. */
export const ZFeatureConfigurationResponse = z.object({ features: z.array(ZFeatureFlag), traits: z.array(ZUserTrait) });
export type TFeatureConfigurationResponse = z.infer<typeof ZFeatureConfigurationResponse>;

/**
 * POST /smebackend/api/v1/settings/feature/configuration — set one of the known traits; the web then refetches.
 * Needs a role that may change client settings (sme_admin, sme_user_settings_admin): 403 FORBIDDEN otherwise.
 */
export const ZUpdateTraitRequest = z.strictObject({
  traitKey: z.enum(TRAIT_KEYS, { error: TRAIT_MESSAGES.unknownKey }),
  traitValue: z.string().max(TRAIT_VALUE_MAX, TRAIT_MESSAGES.valueTooLong),
  clientId: z.string().uuid(),
});
export type TUpdateTraitRequest = z.infer<typeof ZUpdateTraitRequest>;

export const featureConfigurationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/settings/feature/configuration',
  summary: "Feature flags and the business's traits.",
  tag: 'clients',
  response: ZFeatureConfigurationResponse,
});

export const updateTraitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/settings/feature/configuration',
  summary: 'Sets one of the known traits of the business (needs a role that may change client settings).',
  tag: 'clients',
  body: ZUpdateTraitRequest,
  response: ZFeatureConfigurationResponse,
});
