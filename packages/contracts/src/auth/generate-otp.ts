import { ZEmail, ZLoginPassword } from '@corridor/domain/validation/auth';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const ZGenerateOtpRequest = z.strictObject({ email: ZEmail, password: ZLoginPassword });
export type TGenerateOtpRequest = z.infer<typeof ZGenerateOtpRequest>;

export const ZGenerateOtpResponse = z.object({ message: z.string(), expiresInSeconds: z.number().int() });
export type TGenerateOtpResponse = z.infer<typeof ZGenerateOtpResponse>;

export const generateOtpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/r/api/authentication/generateOTP',
  summary: 'Checks the password and emails a 6-digit Dynamic Access Code (10 minutes, one use).',
  tag: 'auth',
  body: ZGenerateOtpRequest,
  response: ZGenerateOtpResponse,
});
