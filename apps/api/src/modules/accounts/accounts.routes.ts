import { ZAccountDetailsParams, ZAccountDetailsResponse } from '@corridor/contracts/accounts/account-details';
import {
  ACCOUNT_SUMMARY_PATH,
  ZAccountSummaryQuery,
  ZAccountSummaryResponse,
} from '@corridor/contracts/accounts/account-summary';
import { ALL_ACCOUNTS_PATH, ZAllAccountsResponse } from '@corridor/contracts/accounts/all-accounts';
import {
  CLOSE_ACCOUNT_PATH,
  ZCloseAccountRequest,
  ZCloseAccountResponse,
} from '@corridor/contracts/accounts/close-account';
import {
  CREATE_ACCOUNT_PATH,
  ZCreateAccountRequest,
  ZCreateAccountResponse,
} from '@corridor/contracts/accounts/create-account';
import {
  CREATE_ACCOUNTS_BULK_PATH,
  ZCreateAccountsBulkRequest,
  ZCreateAccountsBulkResponse,
} from '@corridor/contracts/accounts/create-accounts-bulk';
import { CREATE_VFA_PATH, ZCreateVfaRequest, ZCreateVfaResponse } from '@corridor/contracts/accounts/create-vfa';
import { ZCurrencyOptionsParams, ZCurrencyOptionsResponse } from '@corridor/contracts/accounts/currency-options';
import { ENABLED_CURRENCIES_PATH, ZEnabledCurrenciesResponse } from '@corridor/contracts/accounts/enabled-currencies';
import {
  OFFERED_RECEIVING_CURRENCIES_PATH,
  ZOfferedReceivingCurrenciesResponse,
} from '@corridor/contracts/accounts/offered-receiving-currencies';
import {
  UPDATE_ACCOUNT_PATH,
  ZUpdateAccountRequest,
  ZUpdateAccountResponse,
} from '@corridor/contracts/accounts/update-account';
import {
  VIRTUAL_RECEIVING_ACCOUNTS_PATH,
  ZVirtualReceivingAccountsQuery,
  ZVirtualReceivingAccountsResponse,
} from '@corridor/contracts/accounts/virtual-receiving-accounts';
import { errorResponses } from '@corridor/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import { createSandboxIncomingPayments } from '../../partners/incoming-payments/sandbox.ts';
import * as accounts from './accounts.service.ts';
import { callerOf } from './caller.ts';
import { currencyOptions, offeredReceivingCurrencies, virtualReceivingAccounts } from './entity-options.ts';
import { devIncomingPaymentRoute } from './incoming-payments.routes.ts';
import { openCurrencyRoutes } from './open-currency.routes.ts';
import { accountDetails, createVfa } from './vfa.service.ts';

const tags = ['accounts'];
const ok = <T>(schema: T) => ({ 200: schema, ...errorResponses });

/** Currency accounts, receiving details and entity currency options (spec §7 "Settings", "Open currency"). */
export async function accountsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bank = createSandboxIncomingPayments();

  r.get(
    ACCOUNT_SUMMARY_PATH,
    { schema: { tags, querystring: ZAccountSummaryQuery, response: ok(ZAccountSummaryResponse) } },
    (req) => {
      const caller = callerOf(req);
      if (req.query.client && req.query.client !== caller.clientId) throw new AppError('NOT_FOUND');
      return accounts.listAccounts(deps, caller, false);
    },
  );
  r.get(ALL_ACCOUNTS_PATH, { schema: { tags, response: ok(ZAllAccountsResponse) } }, (req) =>
    accounts.listAccounts(deps, callerOf(req), true),
  );
  r.post(
    CREATE_ACCOUNT_PATH,
    { schema: { tags, body: ZCreateAccountRequest, response: ok(ZCreateAccountResponse) } },
    (req) => accounts.openAccount(deps, callerOf(req), req.body.currency, req.body.label),
  );
  r.post(
    CREATE_ACCOUNTS_BULK_PATH,
    { schema: { tags, body: ZCreateAccountsBulkRequest, response: ok(ZCreateAccountsBulkResponse) } },
    (req) => accounts.openAccounts(deps, callerOf(req), req.body.currencies),
  );
  r.post(
    CLOSE_ACCOUNT_PATH,
    { schema: { tags, body: ZCloseAccountRequest, response: ok(ZCloseAccountResponse) } },
    (req) => accounts.closeAccount(deps, callerOf(req), req.body.accountId),
  );
  r.post(
    UPDATE_ACCOUNT_PATH,
    { schema: { tags, body: ZUpdateAccountRequest, response: ok(ZUpdateAccountResponse) } },
    (req) => accounts.updateAccount(deps, callerOf(req), req.body),
  );
  r.get(ENABLED_CURRENCIES_PATH, { schema: { tags, response: ok(ZEnabledCurrenciesResponse) } }, (req) =>
    accounts.enabledCurrencies(deps, callerOf(req)),
  );
  r.get(
    '/smebackend/api/v1/countries/:countryCode/currencies',
    { schema: { tags, params: ZCurrencyOptionsParams, response: ok(ZCurrencyOptionsResponse) } },
    (req) => currencyOptions(req.params.countryCode),
  );
  r.get(
    OFFERED_RECEIVING_CURRENCIES_PATH,
    { schema: { tags, response: ok(ZOfferedReceivingCurrenciesResponse) } },
    (req) => offeredReceivingCurrencies(callerOf(req).legalEntity),
  );
  r.get(
    VIRTUAL_RECEIVING_ACCOUNTS_PATH,
    { schema: { tags, querystring: ZVirtualReceivingAccountsQuery, response: ok(ZVirtualReceivingAccountsResponse) } },
    (req) => virtualReceivingAccounts(req.query.source ?? callerOf(req).legalEntity),
  );
  r.post(CREATE_VFA_PATH, { schema: { tags, body: ZCreateVfaRequest, response: ok(ZCreateVfaResponse) } }, (req) =>
    createVfa(deps, bank, callerOf(req), req.body),
  );
  r.get(
    '/smebackend/api/v1/settings/account/:accountId/details',
    { schema: { tags, params: ZAccountDetailsParams, response: ok(ZAccountDetailsResponse) } },
    (req) => accountDetails(deps, bank, callerOf(req), req.params.accountId),
  );
  await openCurrencyRoutes(app, deps);
  // Makes money arrive, for demos and tests; a production server does not have the route at all.
  if (!deps.config.isProduction) devIncomingPaymentRoute(app, deps, bank);
}
