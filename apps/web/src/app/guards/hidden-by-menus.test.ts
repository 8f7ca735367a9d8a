import type { FeatureFlag } from '@corridor/domain/flags';
import { ROUTES } from '@corridor/domain/paths';
import { describe, expect, it } from 'vitest';
import { isHiddenByMenus } from './hidden-by-menus.ts';

const ALL_MENUS = ROUTES.filter((r) => r.area === 'main' && r.isPrivileged && !r.menuParent).map((r) => r.path);
const on = (feature: string, entities: string[]): FeatureFlag => ({
  feature,
  enabled: true,
  metaData: { enabledEntities: entities },
});

function ctx(entity: string, license: string | null, features: FeatureFlag[] = []) {
  return {
    user: {
      roles: [{ role_name: 'sme_admin' }],
      menus: ALL_MENUS,
      referral_code: null,
      isPasswordGenerated: false,
      usesAlternateFrontend: false,
    },
    client: { client_legal_entity: entity, status: 'COMPLETED', license_type: license },
    features,
  };
}

describe('[ACCESS] pages the menus hide are refused when typed', () => {
  it('hides My accounts, Open currency and Pay bills from a JP TYPE_1 business, not its dashboard', () => {
    const jp = ctx('JP', 'TYPE_1', [on('ACCOUNTING', ['JP'])]);
    expect(isHiddenByMenus('/r/myaccounts', jp)).toBe(true);
    expect(isHiddenByMenus('/r/open-currency', jp)).toBe(true);
    expect(isHiddenByMenus('/r/pay-bills', jp)).toBe(true);
    expect(isHiddenByMenus('/r/dashboard', jp)).toBe(false);
    expect(isHiddenByMenus('/r/account-statement', jp)).toBe(false);
  });

  it('opens the same pages for an SG business, and Pay bills only with the accounting flag', () => {
    expect(isHiddenByMenus('/r/myaccounts', ctx('SG', null))).toBe(false);
    expect(isHiddenByMenus('/r/pay-bills', ctx('SG', null))).toBe(true);
    expect(isHiddenByMenus('/r/pay-bills', ctx('SG', null, [on('ACCOUNTING', ['SG'])]))).toBe(false);
  });

  it('follows a detail page to its entry (card transaction → Cards) and leaves pages outside the menu alone', () => {
    expect(isHiddenByMenus('/r/cardTransactions/:transactionId', ctx('SG', null))).toBe(true);
    expect(
      isHiddenByMenus('/r/cardTransactions/:transactionId', ctx('SG', null, [on('ENABLE_SME_CARD', ['SG'])])),
    ).toBe(false);
    expect(isHiddenByMenus('/r/callback', ctx('JP', 'TYPE_1'))).toBe(false);
  });

  it('does not forbid what the alternate front end only leaves out of its shorter menu', () => {
    const alternate = ctx('SG', null);
    alternate.user.usesAlternateFrontend = true;
    expect(isHiddenByMenus('/r/dashboard', alternate)).toBe(false);
  });
});
