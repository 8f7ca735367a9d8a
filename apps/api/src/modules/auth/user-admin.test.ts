import { USER_MESSAGES } from '@corridor/domain/settings/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE } from '../../../test/auth.ts';
import { createClient, createUser, signInAs, type TestClient, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const API = '/smebackend/api/v1/settings';
let t: TestApp;
let biz: TestClient;
let other: TestClient;
let admin: TestUser;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  biz = await createClient(t.db, { name: 'Settings Test Traders Pte Ltd' });
  other = await createClient(t.db, { name: 'Someone Else Pte Ltd' });
  admin = await createUser(t.db, biz, { name: 'Ada Admin', roles: ['sme_admin', 'sme_user_settings_admin'] });
  adminHeaders = (await signInAs(t, admin)).headers;
});
afterAll(() => t.close());

const post = (headers: Record<string, string>, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, headers, payload });
const userRow = async (id: string) =>
  (
    await t.db.query<{ name: string; roles: string[]; menus: string[]; is_active: boolean; is_approver: boolean }>(
      'SELECT name, roles, menus, is_active, is_approver FROM users WHERE id = $1',
      [id],
    )
  ).rows[0]!;
/** The audit rows about `targetId`, oldest first (written in the change's own transaction). */
const auditOf = async (targetId: string) =>
  (
    await t.db.query<{ action: string; actor_user_id: string; details: Record<string, unknown> }>(
      'SELECT action, actor_user_id, details FROM audit_log WHERE target_id = $1 ORDER BY seq',
      [targetId],
    )
  ).rows;
const mailTo = async (email: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
  return (res.json() as { to: string; text: string }[]).find((m) => m.to === email);
};

describe('[USERS] only admins manage users and roles', () => {
  it('refuses a checker and a cards-only user with 403 on every call, reads included, and changes nothing', async () => {
    const target = await createUser(t.db, biz, { name: 'Untouched' });
    for (const roles of [['sme_checker'], ['cards']]) {
      const u = await createUser(t.db, biz, { roles });
      const { headers } = await signInAs(t, u);
      const calls = [
        post(headers, '/user/pagination', {}),
        t.app.inject({ method: 'GET', url: `${API}/user/${target.id}`, headers }),
        post(headers, '/user/create', {
          email: 'x@test.example',
          name: 'X',
          roles: ['sme_admin'],
          is_approver: false,
          has_cards: false,
        }),
        post(headers, '/user/update', {
          userId: target.id,
          name: 'Hacked',
          roles: ['sme_admin'],
          is_approver: true,
          has_cards: false,
        }),
        post(headers, `/user/${target.id}/deactivate`),
        post(headers, '/roles/bulk', { users: [{ userId: target.id, roles: ['sme_checker'] }] }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, `${roles} ${res.body}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    expect(await userRow(target.id)).toMatchObject({ name: 'Untouched', is_active: true, is_approver: false });
  });
});

describe('[USERS] list', () => {
  it("pages the business's own users by name, and never another business's", async () => {
    await createUser(t.db, other, { name: 'Aaron Outsider' });
    const first = await post(adminHeaders, '/user/pagination', { start: 0, length: 2 });
    expect(first.statusCode).toBe(200);
    const all = await post(adminHeaders, '/user/pagination', { start: 0, length: 100 });
    const names = all.json().data.map((u: { name: string }) => u.name);
    expect(names).not.toContain('Aaron Outsider');
    expect(first.json().data).toHaveLength(2);
    expect(first.json().total).toBe(names.length);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const search = await post(adminHeaders, '/user/pagination', { search: 'ada adm' });
    expect(search.json().data.map((u: { email: string }) => u.email)).toEqual([admin.email]);
  });

  it("answers another business's user id, and a malformed one, with 404", async () => {
    const outsider = await createUser(t.db, other);
    for (const id of [outsider.id, 'not-a-uuid']) {
      const res = await t.app.inject({ method: 'GET', url: `${API}/user/${id}`, headers: adminHeaders });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('[USERS] create', () => {
  it('adds a user with a mailed generated password that must be changed at first sign-in', async () => {
    const res = await post(adminHeaders, '/user/create', {
      email: 'new.clerk@test.example',
      name: 'Maximilian Alexander Fitzgerald-Oyelaran',
      roles: ['sme_checker'],
      is_approver: true,
      has_cards: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(USER_MESSAGES.created);
    const user = res.json().user;
    expect(user).toMatchObject({ is_approver: true, has_cards: true, is_password_generated: true, is_active: true });
    const row = await userRow(user._id);
    expect(row.roles).toEqual(['sme_checker', 'cards']);
    expect(row.menus).toContain('/r/dashboard');
    expect(await auditOf(user._id)).toEqual([
      {
        action: 'user.created',
        actor_user_id: admin.id,
        details: { email: 'new.clerk@test.example', roles: ['sme_checker', 'cards'], is_approver: true },
      },
    ]);
    const mail = await mailTo('new.clerk@test.example');
    const password = mail?.text.match(/the password: (\S+)/)?.[1];
    expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{16}$/);
    // The mailed password signs in, and the session says it must be changed.
    const s = await signInAs(t, {
      id: user._id,
      email: 'new.clerk@test.example',
      password: password!,
      clientId: biz.id,
    });
    const session = await t.app.inject({ method: 'GET', url: '/r/api/session', headers: s.headers });
    expect(session.json().user.isPasswordGenerated).toBe(true);
  });

  it('a cards-only user opens only the card pages', async () => {
    const res = await post(adminHeaders, '/user/create', {
      email: 'cards.only@test.example',
      name: 'Card Holder',
      roles: [],
      is_approver: false,
      has_cards: true,
    });
    expect(res.statusCode).toBe(201);
    expect((await userRow(res.json().user._id)).menus).toEqual(['/r/cards', '/r/cards-management']);
  });

  it('refuses a taken email, no role at all, an unknown role and a weak name, creating nobody', async () => {
    const before = (await t.db.query('SELECT count(*)::int AS n FROM users')).rows[0];
    const base = {
      email: 'fresh@test.example',
      name: 'Fresh',
      roles: ['sme_admin'],
      is_approver: false,
      has_cards: false,
    };
    const taken = await post(adminHeaders, '/user/create', { ...base, email: admin.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ field: 'email', message: USER_MESSAGES.emailTaken }]);
    const none = await post(adminHeaders, '/user/create', { ...base, roles: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ field: 'roles', message: USER_MESSAGES.roleRequired }]);
    const unknown = await post(adminHeaders, '/user/create', { ...base, roles: ['superuser'] });
    expect(unknown.statusCode).toBe(400);
    const blank = await post(adminHeaders, '/user/create', { ...base, name: '   ' });
    expect(blank.json().errors).toEqual([{ field: 'name', message: USER_MESSAGES.nameRequired }]);
    const upper = await post(adminHeaders, '/user/create', { ...base, email: 'Fresh@test.example' });
    expect(upper.statusCode).toBe(400);
    expect((await t.db.query('SELECT count(*)::int AS n FROM users')).rows[0]).toEqual(before);
  });
});

describe('[USERS] update', () => {
  it('changes name, roles and the approver and cards boxes; the change counts at once', async () => {
    const u = await createUser(t.db, biz, { roles: ['sme_checker'] });
    const { headers } = await signInAs(t, u);
    const res = await post(adminHeaders, '/user/update', {
      userId: u.id,
      name: 'Renamed Person',
      roles: [],
      is_approver: false,
      has_cards: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await userRow(u.id)).toMatchObject({ name: 'Renamed Person', roles: ['cards'], is_approver: false });
    // Their live session now carries the cards-only menus: the dashboard's API is closed to them.
    const dash = await t.app.inject({ method: 'GET', url: '/smebackend/api/v1/dashboard/balances', headers });
    expect(dash.statusCode).toBe(403);
    const details = await t.app.inject({ method: 'GET', url: `${API}/client/details`, headers });
    expect(details.json().user.menus).toEqual(['/r/cards', '/r/cards-management']);
  });

  it("answers another business's user with 404 and changes nothing", async () => {
    const outsider = await createUser(t.db, other, { name: 'Outsider' });
    const res = await post(adminHeaders, '/user/update', {
      userId: outsider.id,
      name: 'Taken Over',
      roles: ['sme_admin'],
      is_approver: true,
      has_cards: false,
    });
    expect(res.statusCode).toBe(404);
    expect((await userRow(outsider.id)).name).toBe('Outsider');
    expect(await auditOf(outsider.id)).toEqual([]);
  });

  it('nobody removes their own last admin right; removing one of two is fine', async () => {
    const self = { userId: admin.id, name: 'Ada Admin', is_approver: false, has_cards: false };
    const res = await post(adminHeaders, '/user/update', { ...self, roles: ['sme_checker'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LAST_ADMIN_RIGHT', message: USER_MESSAGES.lastAdminRight });
    expect((await userRow(admin.id)).roles).toEqual(['sme_admin', 'sme_user_settings_admin']);
    expect(await auditOf(admin.id)).toEqual([]);
    const keepOne = await post(adminHeaders, '/user/update', { ...self, roles: ['sme_user_settings_admin'] });
    expect(keepOne.statusCode).toBe(200);
    await post(adminHeaders, '/user/update', { ...self, roles: ['sme_admin', 'sme_user_settings_admin'] });
  });
});

describe('[USERS] deactivate', () => {
  it("ends the user's sessions at once and they cannot sign in again", async () => {
    const u = await createUser(t.db, biz);
    const { headers } = await signInAs(t, u);
    const res = await post(adminHeaders, `/user/${u.id}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.is_active).toBe(false);
    const audit = await auditOf(u.id);
    expect(audit.map((a) => a.action)).toEqual(['user.deactivated', 'session.ended']);
    expect(audit[1]).toMatchObject({ actor_user_id: admin.id, details: { reason: 'user_deactivated', sessions: 1 } });
    const after = await t.app.inject({ method: 'GET', url: `${API}/client/details`, headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('user_not_logged_in');
    const otp = await t.app.inject({
      method: 'POST',
      url: '/r/api/authentication/generateOTP',
      headers: SOURCE,
      remoteAddress: '10.66.0.9',
      payload: { email: u.email, password: u.password },
    });
    expect(otp.statusCode).toBe(401);
  });

  it('refuses deactivating oneself, and another business user (404)', async () => {
    const self = await post(adminHeaders, `/user/${admin.id}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('CANNOT_DEACTIVATE_SELF');
    const outsider = await createUser(t.db, other);
    expect((await post(adminHeaders, `/user/${outsider.id}/deactivate`)).statusCode).toBe(404);
    expect((await userRow(outsider.id)).is_active).toBe(true);
    expect((await userRow(admin.id)).is_active).toBe(true);
  });
});

describe('[ROLES] in bulk', () => {
  it('sets the roles of several users in one change, keeping their cards box', async () => {
    const a = await createUser(t.db, biz, { roles: ['sme_checker', 'cards'] });
    const b = await createUser(t.db, biz, { roles: ['sme_checker'] });
    const res = await post(adminHeaders, '/roles/bulk', {
      users: [
        { userId: a.id, roles: ['sme_admin'] },
        { userId: b.id, roles: ['sme_admin', 'sme_user_settings_admin'] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await userRow(a.id)).roles).toEqual(['sme_admin', 'cards']);
    expect((await userRow(b.id)).roles).toEqual(['sme_admin', 'sme_user_settings_admin']);
    expect((await auditOf(a.id))[0]).toMatchObject({
      action: 'user.roles_changed',
      details: { roles_before: ['sme_checker', 'cards'], roles: ['sme_admin', 'cards'] },
    });
  });

  it("is all or none: another business's id, a user left with nothing, or one's own last admin right", async () => {
    const a = await createUser(t.db, biz, { roles: ['sme_checker'] });
    const outsider = await createUser(t.db, other, { roles: ['sme_checker'] });
    const foreign = await post(adminHeaders, '/roles/bulk', {
      users: [
        { userId: a.id, roles: ['sme_admin'] },
        { userId: outsider.id, roles: ['sme_admin'] },
      ],
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await post(adminHeaders, '/roles/bulk', {
      users: [
        { userId: a.id, roles: ['sme_admin'] },
        { userId: admin.id, roles: ['sme_admin'] },
        { userId: (await createUser(t.db, biz, { roles: ['sme_checker'] })).id, roles: [] },
      ],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'users.2.roles', message: USER_MESSAGES.roleRequired }]);
    const own = await post(adminHeaders, '/roles/bulk', {
      users: [
        { userId: a.id, roles: ['sme_admin'] },
        { userId: admin.id, roles: ['sme_checker'] },
      ],
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('LAST_ADMIN_RIGHT');
    expect((await userRow(a.id)).roles).toEqual(['sme_checker']);
    expect((await userRow(outsider.id)).roles).toEqual(['sme_checker']);
    expect((await userRow(admin.id)).roles).toEqual(['sme_admin', 'sme_user_settings_admin']);
    const twice = await post(adminHeaders, '/roles/bulk', {
      users: [
        { userId: a.id, roles: ['sme_admin'] },
        { userId: a.id, roles: ['sme_checker'] },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([
      { field: 'users.1.userId', message: 'Each user can be listed once in a change of roles.' },
    ]);
    expect((await userRow(a.id)).roles).toEqual(['sme_checker']);
  });
});

// Last in the file: it moves the clock an hour on, which ends the other tests' sessions.
describe('[USERS] emails of other businesses', () => {
  it("an email of another business's user is refused as taken, audited, and (past ten in an hour) slows the business down", async () => {
    const stranger = await createUser(t.db, other, { name: 'Olu Other' });
    // A business of its own, so this test's refusals count only against it.
    const probing = await createClient(t.db, { name: 'Probing Imports Pte Ltd' });
    const prober = await createUser(t.db, probing, { roles: ['sme_admin', 'sme_user_settings_admin'] });
    const h = (await signInAs(t, prober)).headers;
    const base = { name: 'New Person', roles: ['sme_admin'], is_approver: false, has_cards: false };
    for (let i = 0; i < 10; i += 1) {
      const res = await post(h, '/user/create', { ...base, email: stranger.email });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual([{ field: 'email', message: USER_MESSAGES.emailTaken }]);
    }
    const refused = await t.db.query<{ outcome: string; details: Record<string, unknown> }>(
      "SELECT outcome, details FROM audit_log WHERE client_id = $1 AND action = 'user.created'",
      [probing.id],
    );
    expect(refused.rows).toHaveLength(10);
    expect(refused.rows[0]).toEqual({ outcome: 'failure', details: { email: stranger.email, reason: 'taken' } });
    // The eleventh waits, and so does the next user, whichever email it has: nothing tells the two apart.
    const slowed = await post(h, '/user/create', { ...base, email: stranger.email });
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    const fresh = await post(h, '/user/create', { ...base, email: 'someone.new@probing.example' });
    expect(fresh.statusCode).toBe(429);
    // Another business is not slowed by it; its own users' emails are not counted at all.
    for (let i = 0; i < 12; i += 1) {
      expect((await post(adminHeaders, '/user/create', { ...base, email: admin.email })).statusCode).toBe(409);
    }
    // After the wait (an hour later: a new session), adding a user works again.
    t.clock.advance(60 * 60 * 1000);
    const again = (await signInAs(t, prober)).headers;
    const later = await post(again, '/user/create', { ...base, email: 'someone.new@probing.example' });
    expect(later.statusCode, later.body).toBe(201);
    expect(
      (await t.db.query('SELECT 1 FROM users WHERE email = $1 AND client_id = $2', [stranger.email, probing.id])).rows,
    ).toEqual([]);
  });
});
