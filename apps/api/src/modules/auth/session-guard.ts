import { changePasswordEndpoint } from '@corridor/contracts/auth/change-password';
import { clientDetailsEndpoint } from '@corridor/contracts/clients/client-details';
import { configurationEndpoint } from '@corridor/contracts/clients/configuration';
import { featureConfigurationEndpoint } from '@corridor/contracts/clients/feature-configuration';
import { addPasskeyEndpoint, passkeyRegistrationOptionsEndpoint } from '@corridor/contracts/mfa/passkeys';
import { signInPolicyEndpoint } from '@corridor/contracts/mfa/sign-in-policy';
import { totpConfirmEndpoint, totpSetupEndpoint, twoFactorStatusEndpoint } from '@corridor/contracts/mfa/two-factor';
import { sessionsEndpoint } from '@corridor/contracts/settings/sessions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import { readSessionToken } from '../../http/session-cookie.ts';
import { assertSource } from '../../http/source-header.ts';
import { csrfMatches, resolveSession } from './sessions.service.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * All a user the sign-in policy sends to enrol may call: adding a factor, their password, and the few reads the
 * enrolment page needs. A required factor means no access until it is added (ASVS 6.3.3), so reads of money data
 * (balances, payouts, contacts, statements) are refused too, not only changes.
 */
// Reads the set-password and enrolment pages and the app's frame need; no balance, payout, contact or statement.
const FRAME_READS = [
  twoFactorStatusEndpoint,
  signInPolicyEndpoint,
  sessionsEndpoint,
  clientDetailsEndpoint,
  configurationEndpoint,
  featureConfigurationEndpoint,
];
const callKey = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
const ENROLMENT_CALLS = new Set(
  [
    totpSetupEndpoint,
    totpConfirmEndpoint,
    passkeyRegistrationOptionsEndpoint,
    addPasskeyEndpoint,
    changePasswordEndpoint,
    ...FRAME_READS,
  ].map(callKey),
);

/**
 * All a user still on the password we generated and mailed them may call: setting their own, and the frame's reads.
 * Whoever read that mail (and the access code) must not move money or read the business's data with it; the web's
 * redirect to set-password is a courtesy, this is the rule.
 */
const SET_PASSWORD_CALLS = new Set([changePasswordEndpoint, ...FRAME_READS].map(callKey));

/**
 * The onRequest hook in front of every private module (modules.ts): cookie → live session (idle and absolute
 * limits, concurrent login) → CSRF on mutating calls → source header → a user still on a generated password, then
 * one the business's sign-in policy sends to add a second factor, reaches nothing else (reads included) first.
 * Routes then read `callerOf(req)`.
 */
export function requireSession(deps: AppDeps) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    assertSource(req);
    const session = await resolveSession(deps.db, readSessionToken(req), deps.clock.now());
    if (!SAFE_METHODS.has(req.method) && !csrfMatches(session.csrfToken, req.headers['x-csrf-token'])) {
      throw new AppError('csrf_token_mismatch');
    }
    const call = `${req.method} ${req.routeOptions.url}`;
    if (session.mustSetPassword && !SET_PASSWORD_CALLS.has(call)) throw new AppError('PASSWORD_CHANGE_REQUIRED');
    if (session.mustEnrolSecondFactor && !ENROLMENT_CALLS.has(call)) throw new AppError('SECOND_FACTOR_REQUIRED');
    req.session = session;
  };
}
