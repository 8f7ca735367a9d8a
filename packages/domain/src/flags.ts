/**
 * Feature flags as the API sends them (spec §3, §9). A flag can be limited to legal entities through any of the
 * three metaData lists the backend has used over time; they are treated as one list.
 */
export type FeatureFlag = {
  feature: string;
  enabled: boolean;
  metaData: {
    enabledEntity?: readonly string[];
    enabledEntities?: readonly string[];
    enabledLegalEntities?: readonly string[];
    flagStartDate?: number;
  };
};

/** Flag names the web reads (spec §9). */
export const FLAGS = {
  card: 'ENABLE_SME_CARD',
  physicalCard: 'ENABLE_PHYSICAL_CARD',
  financing: 'ENABLE_SME_FINANCING',
  referral: 'ENABLE_REFERRAL',
  fxHedging: 'FX_HEDGING_ENABLED',
  accounting: 'ACCOUNTING',
  hkReceive: 'HK_RECEIVE_ENABLED',
  zendeskHelp: 'ZENDESK_HELP_ENABLED',
  antFinancial: 'ANT_FINANCIAL_CLIENTS',
  maintenanceBanner: 'MAINTENANCE_BANNER',
  csatRatingDisabled: 'CSAT_RATING_DISABLED',
  bulkUploads: 'ENABLE_BULK_UPLOADS',
  /** Spec §5: a US account in USD is paid by wire, its bank form asks the SWIFT code too. */
  usdSwift: 'USD_SWIFT_ENABLED',
  /**
   * Spec §5 "holder name disabled on edit for Malaysia under a flag": the spec does not name the flag; this is its
   * name here, on for MY in the demo data.
   */
  myHolderNameLocked: 'MY_BANK_HOLDER_NAME_LOCKED',
  /** Adding money by ACH direct debit from a linked US bank account. */
  ach: 'ACH',
  /** Adding money by FPX (Malaysia)… */
  fpx: 'FPX',
  /** …unless this one is on, which hides FPX wherever it is offered. */
  disableFpx: 'DISABLE_FPX',
  /** Verification of payee: the business's settings for it, and the check of a EUR payee before paying. */
  vop: 'ENABLE_SME_VOP_VERIFICATION',
} as const;

/** Spec §9: the start date a flag has when metaData gives none (seconds since the epoch). */
export const DEFAULT_FLAG_START_DATE = 1713463074;

/**
 * Is `name` on for `entity`? Off when the flag is missing or disabled. When the flag names entities (in any of
 * its lists, even an empty one), the entity must be among them; a flag with no list is on for everyone.
 */
export function isFeatureOn(
  features: readonly FeatureFlag[] | undefined,
  name: string,
  entity?: string | null,
): boolean {
  const flag = features?.find((f) => f.feature === name);
  if (!flag?.enabled) return false;
  const { enabledEntity, enabledEntities, enabledLegalEntities } = flag.metaData ?? {};
  const lists = [enabledEntity, enabledEntities, enabledLegalEntities].filter((l) => l !== undefined);
  if (lists.length === 0) return true;
  if (!entity) return false;
  return lists.some((list) => list.includes(entity));
}

/** When the flag took effect, in seconds (used for "New" windows and banners). */
export function flagStartDate(flag: FeatureFlag | undefined): number {
  return flag?.metaData?.flagStartDate ?? DEFAULT_FLAG_START_DATE;
}
