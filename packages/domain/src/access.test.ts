import { describe, expect, it } from 'vitest';
import {
  type AccessUser,
  canAccess,
  canChangeClientSettings,
  catchAllTarget,
  enrolmentRedirect,
  fallbackFor,
  isCardsOnly,
  isSafeRedirect,
  isWalletTransactionId,
  logoutTarget,
  passesCompletedCheck,
  postLoginTarget,
  shouldRefreshClientDetails,
  truncateName,
  visibleRoleNames,
  walletTransactionRedirect,
} from './access.ts';
import type { FeatureFlag } from './flags.ts';

const ALL = ['/r/dashboard', '/r/send', '/r/transactions', '/r/myaccounts', '/r/cards', '/r/help', '/r/withdraw'];
const user = (over: Partial<AccessUser> = {}): AccessUser => ({
  roles: [{ role_name: 'sme_admin' }],
  menus: ALL,
  isPasswordGenerated: false,
  usesAlternateFrontend: false,
  ...over,
});
const cardsUser = user({ roles: [{ role_name: 'cards' }], menus: ['/r/cards', '/r/cards-management'] });
const ant: FeatureFlag = {
  feature: 'ANT_FINANCIAL_CLIENTS',
  enabled: true,
  metaData: { enabledLegalEntities: ['JP'] },
};
const client = (entity: string, status = 'COMPLETED') => ({ client_legal_entity: entity, status });

describe('canChangeClientSettings', () => {
  it('lets an admin or a settings admin change client settings, and nobody else', () => {
    expect(canChangeClientSettings(['sme_admin'])).toBe(true);
    expect(canChangeClientSettings(['sme_user_settings_admin'])).toBe(true);
    expect(canChangeClientSettings(['cards'])).toBe(false);
    expect(canChangeClientSettings(['sme_checker'])).toBe(false);
    expect(canChangeClientSettings([])).toBe(false);
  });
});

describe('canAccess', () => {
  it('allows a privileged route whose path is in the menus', () => {
    expect(canAccess('/r/dashboard', user())).toBe(true);
  });
  it('refuses a privileged route missing from the menus', () => {
    expect(canAccess('/r/fxhedging', user())).toBe(false);
    expect(canAccess('/r/dashboard', cardsUser)).toBe(false);
  });
  it('allows a detail page when its parent menu is in the menus', () => {
    expect(canAccess('/r/transactions/TX123', user())).toBe(true);
    expect(canAccess('/r/cards/abc', cardsUser)).toBe(true);
    expect(canAccess('/r/uip/withdraw', user())).toBe(true);
  });
  it('refuses a detail page whose parent is not in the menus', () => {
    expect(canAccess('/r/transactions/TX123', cardsUser)).toBe(false);
  });
  it('allows routes without privilege checks to anyone', () => {
    expect(canAccess('/r/settings', cardsUser)).toBe(true);
    expect(canAccess('/login', cardsUser)).toBe(true);
  });
  it('ignores the query string and refuses unknown paths', () => {
    expect(canAccess('/r/transactions?tab=sent', user())).toBe(true);
    expect(canAccess('/r/nowhere', user())).toBe(false);
  });
});

describe('fallbackFor', () => {
  it('sends a client under the legal-entity wallet flag to the JPY transactions page', () => {
    expect(fallbackFor(user(), { client: client('JP'), features: [ant] })).toBe('/r/ant/transactions');
  });
  it('sends a cards-only user to cards', () => {
    expect(fallbackFor(cardsUser, { client: client('SG'), features: [ant] })).toBe('/r/cards');
  });
  it('sends everyone else to the dashboard', () => {
    expect(fallbackFor(user(), { client: client('SG'), features: [ant] })).toBe('/r/dashboard');
    expect(fallbackFor(user(), { client: null, features: [] })).toBe('/r/dashboard');
  });
});

describe('enrolmentRedirect', () => {
  it('keeps a user who must add a second factor on the enrolment page (or set-password), nowhere else', () => {
    const enrolling = user({ mustEnrolSecondFactor: true });
    expect(enrolmentRedirect(enrolling, '/r/dashboard')).toBe('/r/settings/two-factor');
    expect(enrolmentRedirect(enrolling, '/r/transactions?page=2')).toBe('/r/settings/two-factor');
    expect(enrolmentRedirect(enrolling, '/r/settings')).toBe('/r/settings/two-factor');
    expect(enrolmentRedirect(enrolling, '/r/settings/two-factor')).toBeNull();
    expect(enrolmentRedirect(enrolling, '/r/setpassword')).toBeNull();
    expect(enrolmentRedirect(user(), '/r/dashboard')).toBeNull();
  });
});

describe('postLoginTarget', () => {
  it('sends a generated password to set-password before anything else', () => {
    expect(postLoginTarget(user({ isPasswordGenerated: true }), client('SG'), '/r/send')).toBe('/r/setpassword');
    expect(postLoginTarget({ ...cardsUser, isPasswordGenerated: true }, null, null)).toBe('/r/setpassword');
  });

  it('a user the sign-in policy requires a second factor of goes to add one first (after a generated password)', () => {
    expect(postLoginTarget(user({ mustEnrolSecondFactor: true }), client('SG'), '/r/send')).toBe(
      '/r/settings/two-factor',
    );
    expect(postLoginTarget({ ...cardsUser, mustEnrolSecondFactor: true }, null, null)).toBe('/r/settings/two-factor');
    expect(postLoginTarget(user({ mustEnrolSecondFactor: true, isPasswordGenerated: true }), null, null)).toBe(
      '/r/setpassword',
    );
  });
  it('sends a cards-only user to cards whatever was stored', () => {
    expect(postLoginTarget(cardsUser, client('SG'), '/r/cards-management')).toBe('/r/cards');
  });
  it('sends the alternate front end to the stored path if allowed, else transactions', () => {
    const alt = user({ usesAlternateFrontend: true });
    expect(postLoginTarget(alt, client('SG'), '/r/send')).toBe('/r/send');
    expect(postLoginTarget(alt, client('SG'), '/r/fxhedging')).toBe('/r/transactions');
    expect(postLoginTarget(alt, client('SG'), null)).toBe('/r/transactions');
  });
  it('keeps a client in compliance review on the dashboard', () => {
    expect(postLoginTarget(user(), client('SG', 'COMPLIANCE_IN_PROGRESS'), '/r/send')).toBe('/r/dashboard');
    expect(postLoginTarget(user(), client('SG', 'COMPLIANCE_ON_HOLD'), '/r/send')).toBe('/r/dashboard');
  });
  it('follows an allowed stored path, with its query', () => {
    expect(postLoginTarget(user(), client('SG'), '/r/transactions?tab=sent')).toBe('/r/transactions?tab=sent');
  });
  it('falls back to the dashboard for missing, refused, unsafe or public targets', () => {
    for (const target of [
      null,
      '',
      '/r/fxhedging',
      '//evil.test/r/send',
      'https://evil.test',
      '/login',
      '/r/setpassword',
    ]) {
      expect(postLoginTarget(user(), client('SG'), target)).toBe('/r/dashboard');
    }
  });
});

describe('isSafeRedirect', () => {
  it.each(['/r/dashboard', '/r/transactions/FW1234567890', '/r/send?step=2', '/r/help#faq'])('accepts %s', (t) => {
    expect(isSafeRedirect(t)).toBe(true);
  });
  it.each([
    '//evil.test',
    '/\\evil.test',
    'http://evil.test/r/dashboard',
    'javascript:alert(1)',
    'r/dashboard',
    '/r/unknown-page',
    '/r/dash board',
    '',
    null,
    undefined,
  ])('refuses %s', (t) => {
    expect(isSafeRedirect(t)).toBe(false);
  });
});

describe('catchAllTarget', () => {
  it('sends a signed-in user to the dashboard', () => {
    expect(catchAllTarget(true, '/r/whatever')).toBe('/r/dashboard');
  });
  it('sends an anonymous user to sign-in with the path to return to', () => {
    expect(catchAllTarget(false, '/r/transactions?tab=sent')).toBe('/login?redirect=%2Fr%2Ftransactions%3Ftab%3Dsent');
  });
  it('drops a redirect that is not one of our pages', () => {
    expect(catchAllTarget(false, '/nowhere')).toBe('/login');
  });
});

describe('logoutTarget', () => {
  it('uses the wallet sign-in for the wallet variant and the normal one otherwise', () => {
    expect(logoutTarget({ isWalletVariant: true })).toBe('/antom/login');
    expect(logoutTarget({ isWalletVariant: false })).toBe('/login');
    expect(logoutTarget(null)).toBe('/login');
  });
});

describe('wallet transaction ids', () => {
  it.each(['FW1234567890', 'FW12345678901'])('accepts %s', (id) => {
    expect(isWalletTransactionId(id)).toBe(true);
    expect(walletTransactionRedirect(id)).toBeNull();
  });
  it.each(['FW123456789', 'FW123456789012', 'fw1234567890', 'TX1234567890', 'FW12345678a0'])('rejects %s', (id) => {
    expect(isWalletTransactionId(id)).toBe(false);
    expect(walletTransactionRedirect(id)).toBe('/r/ant/transactions');
  });
});

describe('shouldRefreshClientDetails', () => {
  it.each(['/r/send', '/r/groupsend', '/r/individualsend', '/r/transaction-approval', '/r/send/'])('skips %s', (p) => {
    expect(shouldRefreshClientDetails(p)).toBe(false);
  });
  it.each(['/r/dashboard', '/r/transactions', '/r/bulkpayment', '/r/settings'])('refreshes on %s', (p) => {
    expect(shouldRefreshClientDetails(p)).toBe(true);
  });
});

describe('truncateName', () => {
  it('keeps names of 13 characters or fewer', () => {
    expect(truncateName('Marcus Lee')).toBe('Marcus Lee');
    expect(truncateName('Thirteen char')).toBe('Thirteen char');
  });
  it('cuts longer names to 13 characters and an ellipsis', () => {
    expect(truncateName('Alexandra Montgomery')).toBe('Alexandra Mon…');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(truncateName('😀'.repeat(14))).toBe(`${'😀'.repeat(13)}…`);
  });
});

describe('roles', () => {
  it('knows a cards-only user', () => {
    expect(isCardsOnly(cardsUser)).toBe(true);
    expect(isCardsOnly(user({ roles: [{ role_name: 'cards' }, { role_name: 'sme_admin' }] }))).toBe(false);
    expect(isCardsOnly(user({ roles: [] }))).toBe(false);
  });
  it('shows only the cards and settings-admin role names', () => {
    const roles = [{ role_name: 'sme_admin' }, { role_name: 'cards' }, { role_name: 'sme_user_settings_admin' }];
    expect(visibleRoleNames(roles)).toEqual(['cards', 'sme_user_settings_admin']);
  });
  it('lets the settings admin pass the COMPLETED check', () => {
    expect(passesCompletedCheck('COMPLETED', [])).toBe(true);
    expect(passesCompletedCheck('REGISTERED', [{ role_name: 'sme_user_settings_admin' }])).toBe(true);
    expect(passesCompletedCheck('REGISTERED', [{ role_name: 'sme_admin' }])).toBe(false);
  });
});
