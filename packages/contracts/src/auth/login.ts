import { ZEmail, ZLoginPassword, ZOtp } from '@corridor/domain/validation/auth';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZSessionUser } from './session-user.ts';

export const ZLoginRequest = z.strictObject({ email: ZEmail, password: ZLoginPassword, otp: ZOtp });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ user: ZSessionUser, csrfToken: z.string() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/r/api/login',
  summary: 'Signs in with password and emailed code: sets the session cookie and returns the CSRF token.',
  tag: 'auth',
  body: ZLoginRequest,
  response: ZLoginResponse,
});
