import type { TCurrencyOptionsResponse, TEntityConfig } from '@corridor/contracts/accounts/currency-options';
import type { TOfferedReceivingCurrenciesResponse } from '@corridor/contracts/accounts/offered-receiving-currencies';
import type { TVirtualReceivingAccountsResponse } from '@corridor/contracts/accounts/virtual-receiving-accounts';
import { currencyOption } from '@corridor/domain/currencies';
import { type EntityConfig, entityConfig, myAccountsLabel } from '@corridor/domain/entities';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';

// Pure answers from the entity configuration in packages/domain: no database involved.

function configOr404(entity: string): EntityConfig {
  const config = entityConfig(entity.toUpperCase());
  if (!config) throw new AppError('NOT_FOUND', { message: 'Unknown country.' });
  return config;
}

export function currencyOptions(countryCode: string): TCurrencyOptionsResponse {
  const c = configOr404(countryCode);
  const options = c.currencyOptions.map(currencyOption);
  const entity: TEntityConfig = {
    countryCode: c.countryCode,
    countryName: c.countryName,
    masspayClientEntity: c.masspayClientEntity,
    defaultCurrency: c.defaultCurrency,
    currencyOptions: options,
    defaultAccountCurrencies: [...c.defaultAccountCurrencies],
    showCurrencyAccount: c.showCurrencyAccount,
    showNewAccountTagMigratedCustomer: c.showNewAccountTagMigratedCustomer,
    virtualAccountCurrency: c.virtualAccountCurrency,
    hasAutoSweep: c.hasAutoSweep,
    myAccountsLabel: myAccountsLabel(c.countryCode),
    offeredReceivingCurrencies: [...c.offeredReceivingCurrencies],
  };
  return { entity, currencyOptions: options };
}

export function offeredReceivingCurrencies(caller: Caller): TOfferedReceivingCurrenciesResponse {
  return { currencies: [...configOr404(caller.legalEntity).offeredReceivingCurrencies] };
}

/** The virtual receiving account currency of `source` (a legal entity), the caller's own entity by default. */
export function virtualReceivingAccounts(caller: Caller, source?: string): TVirtualReceivingAccountsResponse {
  const currency = configOr404(source ?? caller.legalEntity).virtualAccountCurrency;
  return { accounts: currency ? [{ currencyCode: currency }] : [] };
}
