import { type FeatureFlag, FLAGS, isFeatureOn } from '../flags.ts';

/** Who may use ACH and FPX: one rule for adding money (fundings/methods.ts) and paying a payout (payouts/funding.ts). */

/**
 * Who is asking, for the methods only some businesses have: ACH for US businesses in USD while the ACH flag is on
 * for the entity; FPX for Malaysian businesses in MYR while FPX is on and DISABLE_FPX is not (spec §9 flags).
 */
export type MethodAccess = { legalEntity: string; isAchOn: boolean; isFpxOn: boolean; isFpxDisabled: boolean };

/** The access from the feature flags as the API sends them (the web's view of the same rule). */
export function methodAccessFrom(features: readonly FeatureFlag[] | undefined, legalEntity: string): MethodAccess {
  return {
    legalEntity,
    isAchOn: isFeatureOn(features, FLAGS.ach, legalEntity),
    isFpxOn: isFeatureOn(features, FLAGS.fpx, legalEntity),
    isFpxDisabled: isFeatureOn(features, FLAGS.disableFpx, legalEntity),
  };
}

export function isAchAvailable(currency: string, access: MethodAccess): boolean {
  return currency === 'USD' && access.legalEntity === 'US' && access.isAchOn;
}

export function isFpxAvailable(currency: string, access: MethodAccess): boolean {
  return currency === 'MYR' && access.legalEntity === 'MY' && access.isFpxOn && !access.isFpxDisabled;
}
