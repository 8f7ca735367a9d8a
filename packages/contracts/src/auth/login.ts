import { MFA_MESSAGES, SIGN_IN_FACTORS, ZRecoveryCode } from '@corridor/domain/mfa';
import { AUTH_MESSAGES, ZEmail, ZLoginPassword, ZOtp } from '@corridor/domain/validation/auth';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZSessionUser } from './session-user.ts';

/**
 * Password and a second factor: the emailed code (`email`), a code from the authenticator app (`totp`), or a
 * recovery code (`recovery`, in `recoveryCode`). Without `factor`, the user's own: the app if they have one.
 */
export const ZLoginRequest = z
  .strictObject({
    email: ZEmail,
    password: ZLoginPassword,
    otp: ZOtp.optional(),
    factor: z.enum(SIGN_IN_FACTORS).optional(),
    recoveryCode: ZRecoveryCode.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.factor === 'recovery') {
      if (!v.recoveryCode)
        ctx.addIssue({ code: 'custom', path: ['recoveryCode'], message: MFA_MESSAGES.recoveryRequired });
    } else if (!v.otp) {
      ctx.addIssue({ code: 'custom', path: ['otp'], message: AUTH_MESSAGES.codeRequired });
    }
  });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ user: ZSessionUser, csrfToken: z.string() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/r/api/login',
  summary: 'Signs in with password and a code (emailed, authenticator app or recovery): sets the session cookie.',
  tag: 'auth',
  body: ZLoginRequest,
  response: ZLoginResponse,
});
