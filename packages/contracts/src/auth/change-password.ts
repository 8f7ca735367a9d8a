import { ZNewPassword } from '@corridor/domain/validation/auth';
import { z } from 'zod';

/**
 * POST /r/api/settings/userProfile/changePassword — set a new password while signed in.
 * `currentPassword` is required unless the user still has the generated password they just signed in with.
 */
export const ZChangePasswordRequest = z.strictObject({
  currentPassword: z.string().max(256).optional(),
  password: ZNewPassword,
  confirmPassword: z.string(),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export const ZChangePasswordResponse = z.object({ message: z.string() });
