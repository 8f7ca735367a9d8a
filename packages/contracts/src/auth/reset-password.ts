import { ZNewPassword } from '@corridor/domain/validation/auth';
import { z } from 'zod';

/** GET /r/api/resetPassword/:resetToken — is the link still good? 400 INVALID_RESET_TOKEN otherwise. */
export const ZResetTokenParams = z.strictObject({ resetToken: z.string().max(100) });
export const ZResetTokenResponse = z.object({ valid: z.literal(true), email: z.string() });

/** POST /r/api/resetPassword — sets a new password with a single-use token. */
export const ZResetPasswordRequest = z.strictObject({
  resetToken: z.string().max(100),
  password: ZNewPassword,
  confirmPassword: z.string(),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
export const ZResetPasswordResponse = z.object({ message: z.string() });
