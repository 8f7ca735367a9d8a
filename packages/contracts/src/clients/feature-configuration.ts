import { z } from 'zod';

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

/** POST /smebackend/api/v1/settings/feature/configuration — set one trait; the web then refetches. */
export const ZUpdateTraitRequest = z.strictObject({
  traitKey: z.string().min(1).max(64),
  traitValue: z.string().max(256),
  clientId: z.string().uuid(),
});
export type TUpdateTraitRequest = z.infer<typeof ZUpdateTraitRequest>;
