import {
  addPasskeyEndpoint,
  deletePasskeyEndpoint,
  passkeyRegistrationOptionsEndpoint,
} from '@corridor/contracts/mfa/passkeys';
import { signInPolicyEndpoint, updateSignInPolicyEndpoint } from '@corridor/contracts/mfa/sign-in-policy';
import {
  recoveryCodesEndpoint,
  totpConfirmEndpoint,
  totpRemoveEndpoint,
  totpSetupEndpoint,
  twoFactorStatusEndpoint,
} from '@corridor/contracts/mfa/two-factor';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { route } from '../../http/route.ts';
import { getSignInPolicy, twoFactorStatus, updateSignInPolicy } from './mfa.service.ts';
import { addPasskey, passkeyRegistrationOptions, removePasskey } from './passkeys.service.ts';
import { confirmTotp, removeTotp, renewRecoveryCodes, setupTotp } from './totp.service.ts';

/**
 * Settings → Security: the signed-in user's authenticator app, recovery codes and passkeys; and (admins) the
 * business's sign-in policy. These stay open to a user the policy sends to enrol (modules.ts).
 */
export async function mfaRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, twoFactorStatusEndpoint, (req) => twoFactorStatus(deps, callerOf(req)));
  route(app, totpSetupEndpoint, (req) => setupTotp(deps, callerOf(req)));
  route(app, totpConfirmEndpoint, (req) => confirmTotp(deps, callerOf(req), req.body.code));
  route(app, totpRemoveEndpoint, (req) => removeTotp(deps, callerOf(req), req.body.currentPassword));
  route(app, recoveryCodesEndpoint, (req) => renewRecoveryCodes(deps, callerOf(req), req.body.code));
  route(app, passkeyRegistrationOptionsEndpoint, (req) => passkeyRegistrationOptions(deps, callerOf(req)));
  route(app, addPasskeyEndpoint, async (req, reply) =>
    reply.status(201).send(await addPasskey(deps, callerOf(req), req.body)),
  );
  route(app, deletePasskeyEndpoint, (req) => removePasskey(deps, callerOf(req), req.params.id));
  route(app, signInPolicyEndpoint, (req) => getSignInPolicy(deps, callerOf(req)));
  route(app, updateSignInPolicyEndpoint, (req) => updateSignInPolicy(deps, callerOf(req), req.body));
}
