import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

const ZEurSwitch = z.strictObject({ currencies: z.strictObject({ EUR: z.boolean() }) });
/** Spec §3 verification config. */
export const ZVopPreference = z.strictObject({ pay_out_verification: ZEurSwitch, pay_in_verification: ZEurSwitch });
export const ZVopConfig = z.object({ clientId: z.string(), beneficiary_verification_preference: ZVopPreference });
export type TVopConfig = z.infer<typeof ZVopConfig>;

/** GET the client's VOP config (flag ENABLE_SME_VOP_VERIFICATION for its entity, else 403 VOP_NOT_AVAILABLE). */
export const vopConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/settings/client/vop-config',
  summary: "The business's verification of payee settings.",
  tag: 'settings',
  query: z.strictObject({ clientId: z.string().max(64) }),
  response: ZVopConfig,
});

export const ZVopConfigUpdate = z.strictObject({
  clientId: z.string().max(64),
  beneficiary_verification_preference: ZVopPreference,
});
export type TVopConfigUpdate = z.infer<typeof ZVopConfigUpdate>;

/** POST update (admins only): "Your verification settings have been updated". */
export const updateVopConfigEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/settings/client/vop-config/update',
  summary: "Updates the business's verification of payee settings (admins only).",
  tag: 'settings',
  body: ZVopConfigUpdate,
  response: ZVopConfig.extend({ message: z.string() }),
});
