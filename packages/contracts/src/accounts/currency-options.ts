import { CURRENCY_CODES } from '@corridor/domain/currencies';
import { LEGAL_ENTITIES } from '@corridor/domain/entities';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const ZCurrencyOption = z.object({
  value: z.enum(CURRENCY_CODES),
  label: z.string(),
  labelToOpenAccount: z.string(),
  localForCountry: z.string(),
  decimals: z.number().int(),
});
export const ZReceivingOption = z.object({ currency: z.enum(CURRENCY_CODES), label: z.enum(['LOCAL', 'GLOBAL']) });

/** Entity configuration (spec §3), as the open-currency and accounts pages read it. */
export const ZEntityConfig = z.object({
  countryCode: z.enum(LEGAL_ENTITIES),
  countryName: z.string(),
  masspayClientEntity: z.string(),
  defaultCurrency: z.enum(CURRENCY_CODES),
  currencyOptions: z.array(ZCurrencyOption),
  defaultAccountCurrencies: z.array(z.enum(CURRENCY_CODES)),
  showCurrencyAccount: z.boolean(),
  showNewAccountTagMigratedCustomer: z.boolean(),
  virtualAccountCurrency: z.enum(CURRENCY_CODES).nullable(),
  hasAutoSweep: z.boolean(),
  /** "Receive money" when auto-sweep is on, else "My accounts" (spec §2). */
  myAccountsLabel: z.string(),
  offeredReceivingCurrencies: z.array(ZReceivingOption),
});
export type TEntityConfig = z.infer<typeof ZEntityConfig>;

/**
 * GET /smebackend/api/v1/countries/:countryCode/currencies — the currencies a business of that legal entity
 * may open, and the entity's configuration. 404 for an unknown entity.
 */
export const ZCurrencyOptionsParams = z.strictObject({ countryCode: z.string().min(2).max(2) });
export const ZCurrencyOptionsResponse = z.object({ entity: ZEntityConfig, currencyOptions: z.array(ZCurrencyOption) });
export type TCurrencyOptionsResponse = z.infer<typeof ZCurrencyOptionsResponse>;

export const currencyOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/countries/:countryCode/currencies',
  summary: "The currencies a business of a legal entity may open, with the entity's configuration.",
  tag: 'accounts',
  params: ZCurrencyOptionsParams,
  response: ZCurrencyOptionsResponse,
});
