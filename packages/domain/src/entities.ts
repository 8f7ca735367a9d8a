import {
  CURRENCY_CODES,
  type CurrencyCode,
  GLOBAL_ONLY_RECEIVING_CURRENCIES,
  RECEIVING_CURRENCIES,
} from './currencies.ts';

/** The legal entities a business can belong to (spec §1). */
export const LEGAL_ENTITIES = ['SG', 'HK', 'AU', 'IN', 'US', 'GB', 'CA', 'MY', 'ID', 'LT', 'JP'] as const;
export type LegalEntity = (typeof LEGAL_ENTITIES)[number];

export type ReceivingOption = { currency: CurrencyCode; label: 'LOCAL' | 'GLOBAL' };

/** Entity configuration (spec §3 "Entity config" and the §9 entity rules). */
export type EntityConfig = {
  countryCode: LegalEntity;
  countryName: string;
  masspayClientEntity: string;
  defaultCurrency: CurrencyCode;
  /** Currencies a business of this entity may open accounts in. */
  currencyOptions: readonly CurrencyCode[];
  /** Accounts opened for a new business. */
  defaultAccountCurrencies: readonly CurrencyCode[];
  showCurrencyAccount: boolean;
  showNewAccountTagMigratedCustomer: boolean;
  /** The entity's own virtual (local) receiving account currency, if it has one. */
  virtualAccountCurrency: CurrencyCode | null;
  /** Balances are swept to the business's bank at end of day; "My accounts" then reads "Receive money". */
  hasAutoSweep: boolean;
  sweepsAtMidnightUtc: boolean;
  hasManualWithdrawal: boolean;
  hasLocalReceiving: boolean;
  isLocalEntity: boolean;
  /** Currencies money can be received in, local ones first, then NZD and JPY as GLOBAL. */
  offeredReceivingCurrencies: readonly ReceivingOption[];
};

const NAMES: Record<LegalEntity, string> = {
  SG: 'Singapore',
  HK: 'Hong Kong',
  AU: 'Australia',
  IN: 'India',
  US: 'United States',
  GB: 'United Kingdom',
  CA: 'Canada',
  MY: 'Malaysia',
  ID: 'Indonesia',
  LT: 'Lithuania',
  JP: 'Japan',
};

const DEFAULT_CURRENCY: Record<LegalEntity, CurrencyCode> = {
  SG: 'SGD',
  HK: 'HKD',
  AU: 'AUD',
  IN: 'INR',
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  MY: 'MYR',
  ID: 'IDR',
  LT: 'EUR',
  JP: 'JPY',
};

// Spec §9: SG opens SGD and USD, GB GBP and EUR, IN only INR, JP only JPY; others their local currency.
const DEFAULT_ACCOUNTS: Partial<Record<LegalEntity, readonly CurrencyCode[]>> = {
  SG: ['SGD', 'USD'],
  GB: ['GBP', 'EUR'],
  IN: ['INR'],
  JP: ['JPY'],
};
// IN and JP businesses hold only their local currency.
const ONLY_LOCAL: readonly LegalEntity[] = ['IN', 'JP'];
const VIRTUAL_ACCOUNT: Partial<Record<LegalEntity, CurrencyCode>> = {
  AU: 'AUD',
  HK: 'HKD',
  US: 'USD',
  GB: 'GBP',
  LT: 'EUR',
};
const AUTO_SWEEP: readonly LegalEntity[] = ['MY', 'HK', 'ID', 'JP', 'GB', 'LT'];
const MIDNIGHT_UTC_SWEEP: readonly LegalEntity[] = ['GB', 'LT'];
const MANUAL_WITHDRAWAL: readonly LegalEntity[] = ['AU', 'US', 'SG'];
const LOCAL_RECEIVING: readonly LegalEntity[] = ['SG', 'US', 'AU'];
const LOCAL_ENTITY: readonly LegalEntity[] = ['AU', 'SG', 'HK', 'MY'];
// Japan's wallet product and India's payout-only entity have no virtual receiving accounts.
const NO_RECEIVING: readonly LegalEntity[] = ['IN', 'JP'];

function receivingFor(entity: LegalEntity): ReceivingOption[] {
  if (NO_RECEIVING.includes(entity)) return [];
  const global = GLOBAL_ONLY_RECEIVING_CURRENCIES as readonly CurrencyCode[];
  const local = RECEIVING_CURRENCIES.filter((c) => !global.includes(c));
  return [
    ...local.map((currency) => ({ currency, label: 'LOCAL' as const })),
    ...global.map((currency) => ({ currency, label: 'GLOBAL' as const })),
  ];
}

function build(entity: LegalEntity): EntityConfig {
  const defaultCurrency = DEFAULT_CURRENCY[entity];
  return {
    countryCode: entity,
    countryName: NAMES[entity],
    masspayClientEntity: `CORRIDOR_${entity}`,
    defaultCurrency,
    currencyOptions: ONLY_LOCAL.includes(entity) ? [defaultCurrency] : CURRENCY_CODES,
    defaultAccountCurrencies: DEFAULT_ACCOUNTS[entity] ?? [defaultCurrency],
    showCurrencyAccount: true,
    showNewAccountTagMigratedCustomer: LOCAL_ENTITY.includes(entity),
    virtualAccountCurrency: VIRTUAL_ACCOUNT[entity] ?? null,
    hasAutoSweep: AUTO_SWEEP.includes(entity),
    sweepsAtMidnightUtc: MIDNIGHT_UTC_SWEEP.includes(entity),
    hasManualWithdrawal: MANUAL_WITHDRAWAL.includes(entity),
    hasLocalReceiving: LOCAL_RECEIVING.includes(entity),
    isLocalEntity: LOCAL_ENTITY.includes(entity),
    offeredReceivingCurrencies: receivingFor(entity),
  };
}

export const ENTITY_CONFIGS: Readonly<Record<LegalEntity, EntityConfig>> = Object.fromEntries(
  LEGAL_ENTITIES.map((e) => [e, build(e)]),
) as Record<LegalEntity, EntityConfig>;

export function isLegalEntity(code: string): code is LegalEntity {
  return (LEGAL_ENTITIES as readonly string[]).includes(code);
}

/** The configuration of an entity; unknown codes get undefined so callers answer 404 rather than guess. */
export function entityConfig(code: string): EntityConfig | undefined {
  return isLegalEntity(code) ? ENTITY_CONFIGS[code] : undefined;
}

export function isCurrencyOffered(entity: string, currency: string): boolean {
  return entityConfig(entity)?.currencyOptions.includes(currency as CurrencyCode) ?? false;
}

export function canReceiveIn(entity: string, currency: string): boolean {
  return entityConfig(entity)?.offeredReceivingCurrencies.some((o) => o.currency === currency) ?? false;
}

/** Side-navigation label for the accounts page (spec §2). */
export function myAccountsLabel(entity: string): 'Receive money' | 'My accounts' {
  return entityConfig(entity)?.hasAutoSweep ? 'Receive money' : 'My accounts';
}
