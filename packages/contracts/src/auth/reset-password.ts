import { ZNewPassword } from '@corridor/domain/validation/auth';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const ZResetTokenParams = z.strictObject({ resetToken: z.string().max(100) });
export const ZResetTokenResponse = z.object({ valid: z.literal(true), email: z.string() });

export const ZResetPasswordRequest = z.strictObject({
  resetToken: z.string().max(100),
  password: ZNewPassword,
  confirmPassword: z.string(),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
export const ZResetPasswordResponse = z.object({ message: z.string() });

export const resetTokenEndpoint = defineEndpoint({
  method: 'GET',
  path: '/r/api/resetPassword/:resetToken',
  summary: 'Says whether an emailed reset link is still good; 400 INVALID_RESET_TOKEN otherwise.',
  tag: 'auth',
  params: ZResetTokenParams,
  response: ZResetTokenResponse,
});

export const resetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/r/api/resetPassword',
  summary: 'Sets a new password with a single-use reset token; every open session of the user ends.',
  tag: 'auth',
  body: ZResetPasswordRequest,
  response: ZResetPasswordResponse,
});
