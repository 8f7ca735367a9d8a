import { z } from 'zod';

/** The signed-in user as the web sees it; `menus` are the paths the user may open (spec §6). */
export const ZSessionUser = z.object({
  _id: z.string(),
  clientId: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.object({ role_name: z.string() })),
  menus: z.array(z.string()),
  referral_code: z.string().nullable(),
  isPasswordGenerated: z.boolean(),
  usesAlternateFrontend: z.boolean(),
  isApprover: z.boolean(),
  isMaker: z.boolean(),
  /** The business requires an authenticator app or a passkey and this user has neither: sent to add one. */
  mustEnrolSecondFactor: z.boolean().default(false),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;
