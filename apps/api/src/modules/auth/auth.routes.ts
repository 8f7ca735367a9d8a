import { ZChangePasswordRequest, ZChangePasswordResponse } from '@corridor/contracts/auth/change-password';
import { ZGenerateOtpRequest, ZGenerateOtpResponse } from '@corridor/contracts/auth/generate-otp';
import { ZLoginRequest, ZLoginResponse } from '@corridor/contracts/auth/login';
import { ZLogoutResponse } from '@corridor/contracts/auth/logout';
import { ZRequestPasswordRequest, ZRequestPasswordResponse } from '@corridor/contracts/auth/request-password';
import {
  ZResetPasswordRequest,
  ZResetPasswordResponse,
  ZResetTokenParams,
  ZResetTokenResponse,
} from '@corridor/contracts/auth/reset-password';
import { ZSessionResponse } from '@corridor/contracts/auth/session';
import { errorResponses } from '@corridor/contracts/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import {
  clearSessionCookie,
  isSecureRequest,
  readSessionToken,
  writeSessionCookie,
} from '../../http/session-cookie.ts';
import { sessionOf } from '../../http/session-guard.ts';
import { assertSource } from '../../http/source-header.ts';
import * as auth from './auth.service.ts';
import { resolveSession } from './sessions.service.ts';

const tags = ['auth'];
const caller = (req: FastifyRequest) => ({ ip: req.ip });

/** Sign-in, sign-out, session restore and password reset: callable without a session. */
export async function authPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', async (req) => assertSource(req));

  r.post(
    '/r/api/authentication/generateOTP',
    { schema: { tags, body: ZGenerateOtpRequest, response: { 200: ZGenerateOtpResponse, ...errorResponses } } },
    (req) => auth.generateOtp(deps, req.body, caller(req)),
  );

  r.post(
    '/r/api/login',
    { schema: { tags, body: ZLoginRequest, response: { 200: ZLoginResponse, ...errorResponses } } },
    async (req, reply) => {
      const { user, session } = await auth.login(deps, req.body, caller(req));
      writeSessionCookie(reply, session.token, session.maxAgeSeconds, isSecureRequest(req, deps.config.PUBLIC_URL));
      return { user, csrfToken: session.csrfToken };
    },
  );

  r.get('/r/api/session', { schema: { tags, response: { 200: ZSessionResponse, ...errorResponses } } }, async (req) => {
    const session = await resolveSession(deps.db, readSessionToken(req), deps.clock.now());
    return { user: session.profile.user, csrfToken: session.csrfToken };
  });

  r.get('/r/api/logout', { schema: { tags, response: { 200: ZLogoutResponse } } }, async (req, reply) => {
    const session = await resolveSession(deps.db, readSessionToken(req), deps.clock.now()).catch(() => undefined);
    await auth.logout(deps, session);
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  r.post(
    '/r/api/requestPassword',
    { schema: { tags, body: ZRequestPasswordRequest, response: { 200: ZRequestPasswordResponse, ...errorResponses } } },
    (req) => auth.requestPasswordReset(deps, req.body.email, caller(req)),
  );

  r.get(
    '/r/api/resetPassword/:resetToken',
    { schema: { tags, params: ZResetTokenParams, response: { 200: ZResetTokenResponse, ...errorResponses } } },
    (req) => auth.checkResetToken(deps, req.params.resetToken),
  );

  r.post(
    '/r/api/resetPassword',
    { schema: { tags, body: ZResetPasswordRequest, response: { 200: ZResetPasswordResponse, ...errorResponses } } },
    (req) => auth.resetPassword(deps, req.body),
  );
}

/** Calls that need the signed-in user. */
export async function authPrivateRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/r/api/settings/userProfile/changePassword',
    { schema: { tags, body: ZChangePasswordRequest, response: { 200: ZChangePasswordResponse, ...errorResponses } } },
    (req) => auth.changePassword(deps, sessionOf(req).userId, req.body),
  );
}
