import { describe, expect, it } from 'vitest';
import { CARD_MENUS, FULL_MENUS, hasAdminRight, menusOf, removesOwnAdminRight, roleLabels, rolesOf } from './users.ts';

describe('[USERS] roles and menus', () => {
  it('stores the chosen known roles in a fixed order, plus cards when the box is ticked', () => {
    expect(rolesOf(['sme_checker', 'sme_admin', 'root'], true)).toEqual(['sme_admin', 'sme_checker', 'cards']);
    expect(rolesOf([], false)).toEqual([]);
  });

  it('opens every page with any role besides cards, the card pages with cards alone, nothing with none', () => {
    expect(menusOf(['sme_checker'])).toEqual(FULL_MENUS);
    expect(menusOf(['cards'])).toEqual(CARD_MENUS);
    expect(menusOf([])).toEqual([]);
    expect(FULL_MENUS).toContain('/r/dashboard');
    expect(FULL_MENUS).not.toContain('/r/settings');
  });

  it('admin right: sme_admin or the settings admin', () => {
    expect(hasAdminRight(['sme_admin'])).toBe(true);
    expect(hasAdminRight(['sme_user_settings_admin'])).toBe(true);
    expect(hasAdminRight(['sme_checker', 'cards'])).toBe(false);
  });

  it('nobody removes their own last admin right; others may lose theirs, and one of two may go', () => {
    expect(removesOwnAdminRight('me', 'me', ['sme_admin'], ['sme_checker'])).toBe(true);
    expect(removesOwnAdminRight('me', 'me', ['sme_admin', 'sme_user_settings_admin'], ['sme_admin'])).toBe(false);
    expect(removesOwnAdminRight('me', 'you', ['sme_admin'], ['sme_checker'])).toBe(false);
  });

  it('shows roles in words, never their internal names', () => {
    expect(roleLabels(['sme_admin', 'sme_user_settings_admin', 'cards'])).toEqual(['Admin', 'Settings admin', 'Cards']);
  });
});
