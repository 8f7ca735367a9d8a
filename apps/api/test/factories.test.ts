import { accountSummaryEndpoint } from '@corridor/contracts/accounts/account-summary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS_MENUS } from '../src/seed/seed.ts';
import { createClient, createUser, fundAccount, signInAs } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('[FACTORIES] test data built to order', () => {
  it('a business, its users and its money, each seen only by its own people', async () => {
    const au = await createClient(t.db, { entity: 'AU', name: 'Harbourside Logistics Pty Ltd' });
    const admin = await createUser(t.db, au, { roles: ['sme_admin'] });
    const cardsOnly = await createUser(t.db, au, { roles: ['cards'], menus: CARDS_MENUS });
    await fundAccount(t.db, au, 'AUD', 123_456_789_012_34n);

    const session = await signInAs(t, admin);
    const summary = await t.app.inject({ method: 'GET', url: accountSummaryEndpoint.path, headers: session.headers });
    expect(summary.statusCode).toBe(200);
    type Account = { currency: string; running_balance: { amountMinor: string } };
    const aud = (summary.json().accounts as Account[]).find((a) => a.currency === 'AUD');
    expect(aud?.running_balance.amountMinor).toBe('12345678901234');

    const cards = await signInAs(t, cardsOnly);
    const refused = await t.app.inject({ method: 'GET', url: accountSummaryEndpoint.path, headers: cards.headers });
    expect(refused.statusCode).toBe(403);

    const stranger = await createUser(t.db, await createClient(t.db, { entity: 'SG' }));
    const other = await t.app.inject({
      method: 'GET',
      url: accountSummaryEndpoint.path,
      headers: (await signInAs(t, stranger)).headers,
    });
    expect(JSON.stringify(other.json())).not.toContain('12345678901234');
  });
});
