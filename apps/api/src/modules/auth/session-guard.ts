import { changePasswordEndpoint } from '@corridor/contracts/auth/change-password';
import { addPasskeyEndpoint, passkeyRegistrationOptionsEndpoint } from '@corridor/contracts/mfa/passkeys';
import { totpConfirmEndpoint, totpSetupEndpoint } from '@corridor/contracts/mfa/two-factor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import { readSessionToken } from '../../http/session-cookie.ts';
import { assertSource } from '../../http/source-header.ts';
import { csrfMatches, resolveSession } from './sessions.service.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a user the sign-in policy sends to enrol may still change: adding a factor, and their password. */
const ENROLMENT_CALLS = new Set(
  [
    totpSetupEndpoint,
    totpConfirmEndpoint,
    passkeyRegistrationOptionsEndpoint,
    addPasskeyEndpoint,
    changePasswordEndpoint,
  ].map((e) => `${e.method} ${e.path}`),
);

/**
 * The onRequest hook in front of every private module (modules.ts): cookie → live session (idle and absolute
 * limits, concurrent login) → CSRF on mutating calls → source header → a user the business's sign-in policy sends
 * to add a second factor changes nothing else first. Routes then read `callerOf(req)`.
 */
export function requireSession(deps: AppDeps) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    assertSource(req);
    const session = await resolveSession(deps.db, readSessionToken(req), deps.clock.now());
    if (!SAFE_METHODS.has(req.method) && !csrfMatches(session.csrfToken, req.headers['x-csrf-token'])) {
      throw new AppError('csrf_token_mismatch');
    }
    if (
      session.mustEnrolSecondFactor &&
      !SAFE_METHODS.has(req.method) &&
      !ENROLMENT_CALLS.has(`${req.method} ${req.routeOptions.url}`)
    ) {
      throw new AppError('SECOND_FACTOR_REQUIRED');
    }
    req.session = session;
  };
}
