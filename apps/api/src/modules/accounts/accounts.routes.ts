import { accountSummaryEndpoint } from '@corridor/contracts/accounts/account-summary';
import { allAccountsEndpoint } from '@corridor/contracts/accounts/all-accounts';
import { closeAccountEndpoint } from '@corridor/contracts/accounts/close-account';
import { createAccountEndpoint } from '@corridor/contracts/accounts/create-account';
import { createAccountsBulkEndpoint } from '@corridor/contracts/accounts/create-accounts-bulk';
import { currencyOptionsEndpoint } from '@corridor/contracts/accounts/currency-options';
import { enabledCurrenciesEndpoint } from '@corridor/contracts/accounts/enabled-currencies';
import { offeredReceivingCurrenciesEndpoint } from '@corridor/contracts/accounts/offered-receiving-currencies';
import {
  openCurrencyAllEndpoint,
  openCurrencyCloseEndpoint,
  openCurrencyOpenEndpoint,
} from '@corridor/contracts/accounts/open-currency';
import { updateAccountEndpoint } from '@corridor/contracts/accounts/update-account';
import { virtualReceivingAccountsEndpoint } from '@corridor/contracts/accounts/virtual-receiving-accounts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { route } from '../../http/route.ts';
import * as accounts from './accounts.service.ts';
import * as options from './entity-options.service.ts';

/** Currency accounts and the entity's currency options (spec §7 "Settings" and "Open currency"). */
export async function accountsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, accountSummaryEndpoint, (req) =>
    // An empty ?client= names no business, as if it were not sent.
    accounts.listAccounts(deps, callerOf(req), { includeClosed: false, clientId: req.query.client || undefined }),
  );
  route(app, allAccountsEndpoint, (req) => accounts.listAccounts(deps, callerOf(req), { includeClosed: true }));
  route(app, createAccountEndpoint, (req) => accounts.openAccount(deps, callerOf(req), req.body));
  route(app, createAccountsBulkEndpoint, (req) => accounts.openAccounts(deps, callerOf(req), req.body.currencies));
  route(app, closeAccountEndpoint, (req) => accounts.closeAccount(deps, callerOf(req), req.body));
  route(app, updateAccountEndpoint, (req) => accounts.updateAccount(deps, callerOf(req), req.body));
  route(app, enabledCurrenciesEndpoint, (req) => accounts.enabledCurrencies(deps, callerOf(req)));

  // The "Open currency" calls: the same services, with the clientId they carry checked against the caller.
  route(app, openCurrencyAllEndpoint, (req) =>
    accounts.listAccounts(deps, callerOf(req), { includeClosed: true, clientId: req.query.clientId }),
  );
  route(app, openCurrencyOpenEndpoint, (req) => accounts.openAccount(deps, callerOf(req), req.body));
  route(app, openCurrencyCloseEndpoint, (req) => accounts.closeAccount(deps, callerOf(req), req.body));

  route(app, currencyOptionsEndpoint, (req) => options.currencyOptions(req.params.countryCode));
  route(app, offeredReceivingCurrenciesEndpoint, (req) => options.offeredReceivingCurrencies(callerOf(req)));
  route(app, virtualReceivingAccountsEndpoint, (req) =>
    options.virtualReceivingAccounts(callerOf(req), req.query.source),
  );
}
