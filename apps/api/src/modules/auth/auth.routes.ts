import { changePasswordEndpoint } from '@corridor/contracts/auth/change-password';
import { generateOtpEndpoint } from '@corridor/contracts/auth/generate-otp';
import { loginEndpoint } from '@corridor/contracts/auth/login';
import { logoutEndpoint } from '@corridor/contracts/auth/logout';
import { requestPasswordEndpoint } from '@corridor/contracts/auth/request-password';
import { resetPasswordEndpoint, resetTokenEndpoint } from '@corridor/contracts/auth/reset-password';
import { sessionEndpoint } from '@corridor/contracts/auth/session';
import { passkeySignInEndpoint, passkeySignInOptionsEndpoint } from '@corridor/contracts/mfa/passkeys';
import { endOtherSessionsEndpoint, endSessionEndpoint, sessionsEndpoint } from '@corridor/contracts/settings/sessions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { sessionOf } from '../../http/caller.ts';
import { route } from '../../http/route.ts';
import {
  clearSessionCookie,
  isSecureRequest,
  readSessionToken,
  writeSessionCookie,
} from '../../http/session-cookie.ts';
import { assertSource } from '../../http/source-header.ts';
import * as auth from './auth.service.ts';
import * as mySessions from './my-sessions.service.ts';
import { passkeyOptions, signInWithPasskey } from './passkey-sign-in.service.ts';
import { resolveSession } from './sessions.service.ts';

/** Where a sign-in call comes from: what its rate limits are keyed on (no caller yet). */
const originOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });

/** Sign-in, sign-out, session restore and password reset: callable without a session. */
export async function authPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  app.addHook('onRequest', async (req) => assertSource(req));

  route(app, generateOtpEndpoint, (req) => auth.generateOtp(deps, req.body, originOf(req)));

  route(app, loginEndpoint, async (req, reply) => {
    const { user, session } = await auth.login(deps, req.body, originOf(req));
    writeSessionCookie(reply, session.token, session.maxAgeSeconds, isSecureRequest(req, deps.config.PUBLIC_URL));
    return { user, csrfToken: session.csrfToken };
  });

  route(app, passkeySignInOptionsEndpoint, (req) => passkeyOptions(deps, originOf(req)));
  route(app, passkeySignInEndpoint, async (req, reply) => {
    const { user, session } = await signInWithPasskey(deps, req.body, originOf(req));
    writeSessionCookie(reply, session.token, session.maxAgeSeconds, isSecureRequest(req, deps.config.PUBLIC_URL));
    return { user, csrfToken: session.csrfToken };
  });

  route(app, sessionEndpoint, async (req) => {
    const session = await resolveSession(deps.db, readSessionToken(req), deps.clock.now());
    return { user: session.profile.user, csrfToken: session.csrfToken };
  });

  route(app, logoutEndpoint, async (req, reply) => {
    const session = await resolveSession(deps.db, readSessionToken(req), deps.clock.now()).catch(() => undefined);
    await auth.logout(deps, session);
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  route(app, requestPasswordEndpoint, (req) => auth.requestPasswordReset(deps, req.body.email, originOf(req)));
  route(app, resetTokenEndpoint, (req) => auth.checkResetToken(deps, req.params.resetToken));
  route(app, resetPasswordEndpoint, (req) => auth.resetPassword(deps, req.body));
}

/** Calls that need the signed-in user. */
export async function authPrivateRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, changePasswordEndpoint, (req) => auth.changePassword(deps, sessionOf(req), req.body));
  route(app, sessionsEndpoint, (req) => mySessions.listMySessions(deps, sessionOf(req)));
  route(app, endSessionEndpoint, (req) => mySessions.endMySession(deps, sessionOf(req), req.params.id));
  route(app, endOtherSessionsEndpoint, (req) => mySessions.endMyOtherSessions(deps, sessionOf(req)));
}
