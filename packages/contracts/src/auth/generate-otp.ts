import { ZEmail, ZLoginPassword } from '@corridor/domain/validation/auth';
import { z } from 'zod';

/** POST /r/api/authentication/generateOTP — checks the password and emails a Dynamic Access Code. */
export const ZGenerateOtpRequest = z.strictObject({ email: ZEmail, password: ZLoginPassword });
export type TGenerateOtpRequest = z.infer<typeof ZGenerateOtpRequest>;

export const ZGenerateOtpResponse = z.object({ message: z.string(), expiresInSeconds: z.number().int() });
export type TGenerateOtpResponse = z.infer<typeof ZGenerateOtpResponse>;
