import { ZEmail } from '@corridor/domain/validation/auth';
import { z } from 'zod';

/** POST /r/api/requestPassword — emails a reset link when the account exists; the answer never tells. */
export const ZRequestPasswordRequest = z.strictObject({ email: ZEmail });
export type TRequestPasswordRequest = z.infer<typeof ZRequestPasswordRequest>;
export const ZRequestPasswordResponse = z.object({ message: z.string() });
