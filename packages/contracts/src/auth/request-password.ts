import { ZEmail } from '@corridor/domain/validation/auth';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const ZRequestPasswordRequest = z.strictObject({ email: ZEmail });
export type TRequestPasswordRequest = z.infer<typeof ZRequestPasswordRequest>;
export const ZRequestPasswordResponse = z.object({ message: z.string() });

export const requestPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/r/api/requestPassword',
  summary: 'Emails a single-use password reset link when the account exists; the answer never tells.',
  tag: 'auth',
  body: ZRequestPasswordRequest,
  response: ZRequestPasswordResponse,
});
