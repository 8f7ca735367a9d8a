import { ZEmail, ZLoginPassword } from '@corridor/domain/validation/auth';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** `useEmailCode`: someone with an authenticator app asks for the emailed code instead (if the business allows). */
export const ZGenerateOtpRequest = z.strictObject({
  email: ZEmail,
  password: ZLoginPassword,
  useEmailCode: z.boolean().optional(),
});
export type TGenerateOtpRequest = z.infer<typeof ZGenerateOtpRequest>;

export const ZGenerateOtpResponse = z.object({
  message: z.string(),
  /** 0 when nothing was mailed (the code comes from the authenticator app). */
  expiresInSeconds: z.number().int(),
  /** Which code completes the sign-in: the emailed one, or the authenticator app's. */
  factor: z.enum(['email', 'totp']),
  /** Whether "Email me a code instead" may be offered. */
  canUseEmailCode: z.boolean(),
});
export type TGenerateOtpResponse = z.infer<typeof ZGenerateOtpResponse>;

export const generateOtpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/r/api/authentication/generateOTP',
  summary:
    'Checks the password; emails a 6-digit Dynamic Access Code (10 minutes, one use), or asks for the authenticator app.',
  tag: 'auth',
  body: ZGenerateOtpRequest,
  response: ZGenerateOtpResponse,
});
