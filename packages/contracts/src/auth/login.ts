import { ZEmail, ZLoginPassword, ZOtp } from '@corridor/domain/validation/auth';
import { z } from 'zod';
import { ZSessionUser } from './session-user.ts';

/** POST /r/api/login — password and emailed code; starts a session (cookie) and returns the CSRF token. */
export const ZLoginRequest = z.strictObject({ email: ZEmail, password: ZLoginPassword, otp: ZOtp });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ user: ZSessionUser, csrfToken: z.string() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
