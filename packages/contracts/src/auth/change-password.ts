import { ZNewPassword } from '@corridor/domain/validation/auth';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** `currentPassword` is required unless the user still has the generated password they just signed in with. */
export const ZChangePasswordRequest = z.strictObject({
  currentPassword: z.string().max(256).optional(),
  password: ZNewPassword,
  confirmPassword: z.string(),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export const ZChangePasswordResponse = z.object({ message: z.string() });

export const changePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/r/api/settings/userProfile/changePassword',
  summary: 'Sets a new password while signed in (the current one is needed unless it was generated).',
  tag: 'auth',
  body: ZChangePasswordRequest,
  response: ZChangePasswordResponse,
});
