import type { TAddPasskeyRequest, TCredentialResponse, TPasskeyChallenge } from '@corridor/contracts/mfa/passkeys';
import type { TPasskeyView } from '@corridor/contracts/mfa/two-factor';
import { MFA_MESSAGES, PASSKEY_CHALLENGE_TTL_MS } from '@corridor/domain/mfa';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import { callerEntry, recordAudit } from '../audit/audit.service.ts';
import { evictClientSessions } from '../auth/sessions.service.ts';
import { hasApproverRight, userEmailOf, userNamesOf } from '../auth/users.service.ts';
import { factorSummary } from './mfa-factors.service.ts';
import * as repo from './passkeys.repository.ts';
import { userOf, userTarget } from './totp.service.ts';

/** The relying party is where people reach Corridor (PUBLIC_URL): its host name and origin, never a request header. */
function relyingParty(deps: Pick<AppDeps, 'config'>) {
  const url = new URL(deps.config.PUBLIC_URL);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Corridor' };
}

/** The library's options as they go on the wire (its JSON types are interfaces, the contract an open object). */
const wire = (options: { challenge: string }) => options as TPasskeyChallenge['options'];

export function passkeyView(p: repo.PasskeyRow): TPasskeyView {
  return {
    id: p.id,
    name: p.name,
    createdAt: p.created_at.toISOString(),
    lastUsedAt: p.last_used_at?.toISOString() ?? null,
    isBackedUp: p.is_backed_up,
  };
}

async function newChallenge(
  deps: AppDeps,
  purpose: 'register' | 'sign_in',
  userId: string | null,
  challenge: string,
): Promise<string> {
  const now = deps.clock.now();
  return repo.insertChallenge(deps.db, {
    purpose,
    userId,
    challenge,
    now,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
  });
}

/** Takes the challenge (single use) and checks it is still live and, for a registration, the caller's. */
async function takeLiveChallenge(
  tx: Queryable,
  id: string,
  purpose: 'register' | 'sign_in',
  now: Date,
  userId: string | null,
) {
  const c = isUuid(id) ? await repo.takeChallenge(tx, id, purpose, now) : undefined;
  if (!c || c.expires_at <= now || c.user_id !== userId) throw new AppError('PASSKEY_CHALLENGE_EXPIRED');
  return c;
}

/** Registration options for the signed-in user: a discoverable passkey that verifies the person (PIN, biometrics). */
export async function passkeyRegistrationOptions(deps: AppDeps, caller: Caller): Promise<TPasskeyChallenge> {
  const rp = relyingParty(deps);
  const existing = await repo.findUserPasskeys(deps.db, caller.clientId, caller.userId);
  const email = (await userEmailOf(deps.db, caller.userId)) ?? caller.userId;
  const name = (await userNamesOf(deps.db, caller.clientId, [caller.userId])).get(caller.userId) ?? email;
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: email,
    userDisplayName: name,
    userID: new TextEncoder().encode(caller.userId),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return {
    challengeId: await newChallenge(deps, 'register', caller.userId, options.challenge),
    options: wire(options),
  };
}

/** Adds the passkey created for the caller's challenge; a credential registered to anyone already is refused. */
export async function addPasskey(deps: AppDeps, caller: Caller, req: TAddPasskeyRequest): Promise<TPasskeyView> {
  const rp = relyingParty(deps);
  const now = deps.clock.now();
  const row = await deps.db.tx(async (tx) => {
    const challenge = await takeLiveChallenge(tx, req.challengeId, 'register', now, caller.userId);
    const verification = await verifyRegistrationResponse({
      response: req.credential as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    }).catch(() => ({ verified: false as const }));
    if (!verification.verified) return 'PASSKEY_FAILED' as const;
    const info = verification.registrationInfo;
    const inserted = await repo.insertPasskey(tx, {
      user_id: caller.userId,
      client_id: caller.clientId,
      credential_id: info.credential.id,
      public_key: Buffer.from(info.credential.publicKey),
      sign_count: BigInt(info.credential.counter),
      transports: info.credential.transports ?? [],
      device_type: info.credentialDeviceType,
      is_backed_up: info.credentialBackedUp,
      name: req.name.trim(),
      created_at: now,
    });
    if (!inserted) return 'PASSKEY_TAKEN' as const;
    await recordAudit(
      tx,
      callerEntry(caller, 'mfa.passkey_added', now, { target: userTarget(caller), details: { name: inserted.name } }),
    );
    return inserted;
  });
  // Raised after the commit: the challenge stays used even when the answer was refused.
  if (typeof row === 'string') throw new AppError(row);
  await evictClientSessions(deps.db, caller.clientId);
  return passkeyView(row);
}

/** Removes one of the caller's passkeys (another user's is a 404); never the last factor the policy requires. */
export async function removePasskey(deps: AppDeps, caller: Caller, id: string) {
  const now = deps.clock.now();
  await deps.db.tx(async (tx) => {
    const mine = await repo.findUserPasskeys(tx, caller.clientId, caller.userId);
    const passkey = mine.find((p) => p.id === id);
    if (!passkey) throw new AppError('NOT_FOUND', { message: 'Passkey not found.' });
    const summary = await factorSummary(tx, { ...userOf(caller), is_approver: await hasApproverRight(tx, caller) });
    if (summary.isRequired && !summary.hasTotp && summary.passkeyCount <= 1) throw new AppError('LAST_FACTOR_REQUIRED');
    await repo.deletePasskey(tx, caller.clientId, caller.userId, id);
    await recordAudit(
      tx,
      callerEntry(caller, 'mfa.passkey_removed', now, { target: userTarget(caller), details: { name: passkey.name } }),
    );
  });
  await evictClientSessions(deps.db, caller.clientId);
  return { message: MFA_MESSAGES.passkeyRemoved };
}

/** Options for a passkey sign-in: any discoverable passkey of this site, the person verified. */
export async function passkeySignInOptions(deps: AppDeps): Promise<TPasskeyChallenge> {
  const rp = relyingParty(deps);
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'required' });
  return { challengeId: await newChallenge(deps, 'sign_in', null, options.challenge), options: wire(options) };
}

export type PasskeyAssertion =
  | { ok: true; userId: string; clientId: string }
  | { ok: false; reason: string; userId: string | null; clientId: string | null };

/**
 * Checks a passkey sign-in inside the caller's transaction: the challenge (used up whatever the outcome), the
 * credential (whose it is: the answer's user handle must name its owner, so a passkey of one user never signs in
 * another), the signature, the person verified, and the counter. Says whose passkey it was.
 */
export async function verifyPasskeySignIn(
  tx: Queryable,
  deps: AppDeps,
  challengeId: string,
  credential: TCredentialResponse,
  now: Date,
): Promise<PasskeyAssertion> {
  const rp = relyingParty(deps);
  const challenge = await takeLiveChallenge(tx, challengeId, 'sign_in', now, null);
  const passkey = await repo.findPasskeyByCredentialId(tx, credential.id);
  if (!passkey) return { ok: false, reason: 'passkey_unknown', userId: null, clientId: null };
  const owner = { userId: passkey.user_id, clientId: passkey.client_id };
  const handle = credential.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== passkey.user_id) {
    return { ok: false, reason: 'passkey_of_another_user', ...owner };
  }
  const verification = await verifyAuthenticationResponse({
    response: credential as AuthenticationResponseJSON,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: Number(passkey.sign_count),
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  if (!verification.verified || !verification.authenticationInfo) {
    return { ok: false, reason: 'passkey_signature', ...owner };
  }
  await repo.markPasskeyUsed(tx, passkey.client_id, passkey.id, verification.authenticationInfo.newCounter, now);
  return { ok: true, ...owner };
}
