import {
  addBankAccountEndpoint,
  bankFormSchemaEndpoint,
  editBankAccountEndpoint,
  listBankAccountsEndpoint,
} from '@corridor/contracts/bank-accounts/bank-accounts';
import {
  getReceiveSettingsEndpoint,
  updateReceiveSettingsEndpoint,
} from '@corridor/contracts/bank-accounts/receive-settings';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { route } from '../../http/route.ts';
import {
  addBankAccount,
  BANK_ACCOUNT_MENUS,
  editBankAccount,
  getBankFormSchema,
  listBankAccounts,
} from './bank-accounts.service.ts';
import { getReceiveSettings, updateReceiveSettings } from './receive-settings.service.ts';

/** Withdraw and My accounts (Receive money) keep the business's bank accounts and its receive settings. */
export { BANK_ACCOUNT_MENUS };

/** The business's own bank accounts (spec §7 client/{id}/bankAccounts) and its receive settings. */
export async function bankAccountsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, bankFormSchemaEndpoint, (req) => getBankFormSchema(deps, callerOf(req), req.params.clientId, req.query));
  route(app, addBankAccountEndpoint, async (req, reply) =>
    reply.status(201).send(await addBankAccount(deps, callerOf(req), req.params.clientId, req.body)),
  );
  route(app, listBankAccountsEndpoint, (req) => listBankAccounts(deps, callerOf(req), req.params.clientId));
  route(app, editBankAccountEndpoint, (req) =>
    editBankAccount(deps, callerOf(req), req.params.clientId, req.params.accountId, req.body),
  );
  route(app, getReceiveSettingsEndpoint, (req) => getReceiveSettings(deps, callerOf(req)));
  route(app, updateReceiveSettingsEndpoint, (req) => updateReceiveSettings(deps, callerOf(req), req.body));
}
