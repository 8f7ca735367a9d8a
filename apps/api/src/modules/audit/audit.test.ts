import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE } from '../../../test/auth.ts';
import {
  createClient,
  createContact,
  createUser,
  fundAccount,
  setApprovalRequired,
  setAutoBookFx,
  signInAs,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { created, type Headers, payload, payoutCalls, V1 } from '../../../test/payouts-api.ts';
import { DEMO_PASSWORD } from '../../seed/seed.ts';
import { recordAudit } from './audit.service.ts';
import { verifyAuditChains } from './audit-verify.ts';

let t: TestApp;
let api: ReturnType<typeof payoutCalls>;
let client: TestClient;
let admin: TestUser;
let adminH: Headers;

beforeAll(async () => {
  t = await createTestApp();
  api = payoutCalls(t);
  client = await createClient(t.db, { name: 'Audit Trail Pte Ltd' });
  admin = await createUser(t.db, client, { name: 'Ada Admin' });
  adminH = (await signInAs(t, admin)).headers;
});
afterAll(() => t.close());

type Row = {
  id: string;
  seq: string;
  action: string;
  outcome: string;
  actor_user_id: string | null;
  ip: string | null;
};
const rowsOf = async (clientId: string | null) =>
  (
    await t.db.query<Row>(
      `SELECT id::text, seq::text, action, outcome, actor_user_id, ip, details FROM audit_log
       WHERE client_id IS NOT DISTINCT FROM $1 ORDER BY seq`,
      [clientId],
    )
  ).rows;
const actionsOf = async (clientId: string) => (await rowsOf(clientId)).map((r) => r.action);
const auditLog = (headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `${V1}/settings/audit-log${query}`, headers });

describe('[AUDIT] sign-ins', () => {
  it('a sign-in and a wrong password are written on the business chain with the address they came from', async () => {
    const c = await createClient(t.db);
    const u = await createUser(t.db, c);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/r/api/authentication/generateOTP',
      headers: SOURCE,
      remoteAddress: '10.77.0.1',
      payload: { email: u.email, password: 'Wrong-pass-1' },
    });
    expect(bad.statusCode).toBe(401);
    await signInAs(t, u);
    const rows = await rowsOf(c.id);
    expect(rows.map((r) => [r.seq, r.action, r.outcome, r.actor_user_id])).toEqual([
      ['1', 'auth.sign_in_failed', 'failure', u.id],
      ['2', 'auth.sign_in', 'success', u.id],
    ]);
    expect(rows[0]!.ip).toBe('10.77.0.1');
  });

  it('a wrong password for an email nobody has goes on the system chain, without the email typed', async () => {
    const before = (await rowsOf(null)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/r/api/authentication/generateOTP',
      headers: SOURCE,
      remoteAddress: '10.77.0.2',
      payload: { email: 'nobody-here@test.example', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    const rows = await rowsOf(null);
    expect(rows).toHaveLength(before + 1);
    expect(JSON.stringify(rows.at(-1))).not.toContain('nobody-here');
    expect(rows.at(-1)).toMatchObject({ action: 'auth.sign_in_failed', actor_user_id: null });
  });
});

describe('[AUDIT] money decisions, in the same transaction as the change', () => {
  it('payouts created, cancelled, approved and rejected are each written once', async () => {
    const c = await createClient(t.db);
    const maker = await createUser(t.db, c, { name: 'Mia Maker' });
    const checker = await createUser(t.db, c, { name: 'Carl Checker', isApprover: true });
    await fundAccount(t.db, c, 'SGD', 1_000_000_00n);
    const contact = await createContact(t.db, c, maker);
    const m = (await signInAs(t, maker)).headers;
    const k = (await signInAs(t, checker)).headers;
    const p1 = created(await api.create(m, payload(contact, { source_currency: 'SGD', source_amount: '100' })));
    expect((await api.cancel(m, { payment_id: p1.payment_id })).statusCode).toBe(200);
    await setApprovalRequired(t.db, c, true);
    const p2 = created(await api.create(m, payload(contact, { source_currency: 'SGD', source_amount: '200' })));
    const p3 = created(await api.create(m, payload(contact, { source_currency: 'SGD', source_amount: '300' })));
    expect((await api.decide(k, { action: 'APPROVE', payout_ids: [p2.payment_id] })).statusCode).toBe(200);
    expect(
      (await api.decide(k, { action: 'REJECT', payout_ids: [p3.payment_id], reason: 'Wrong supplier' })).statusCode,
    ).toBe(200);
    const rows = (await rowsOf(c.id)).filter((r) => r.action.startsWith('payout.'));
    expect(rows.map((r) => [r.action, r.actor_user_id])).toEqual([
      ['payout.created', maker.id],
      ['payout.cancelled', maker.id],
      ['payout.created', maker.id],
      ['payout.created', maker.id],
      ['payout.approved', checker.id],
      ['payout.rejected', checker.id],
    ]);
    expect(rows[5]).toMatchObject({
      details: { reason: 'Wrong supplier', source_amount: '30000', source_currency: 'SGD' },
    });
  });

  it('a payout refused after it was written (auto book-FX cannot cover it) leaves no audit row', async () => {
    const c = await createClient(t.db);
    const u = await createUser(t.db, c);
    await fundAccount(t.db, c, 'SGD', 10_00n);
    await setAutoBookFx(t.db, c, true);
    const contact = await createContact(t.db, c, u);
    const h = (await signInAs(t, u)).headers;
    const before = await actionsOf(c.id);
    const res = await api.create(h, payload(contact, { source_currency: 'SGD', source_amount: '5000' }));
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await actionsOf(c.id)).toEqual(before);
    // The chain carries on from where it was: the rolled-back row left no gap.
    created(await api.create(h, payload(contact, { source_currency: 'SGD', source_amount: '5' })));
    expect((await verifyAuditChains(t.db)).problems).toEqual([]);
  });
});

describe('[AUDIT] append-only and verifiable', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE on the log', async () => {
    for (const sql of [
      "UPDATE audit_log SET action = 'auth.sign_out'",
      'DELETE FROM audit_log',
      'TRUNCATE audit_log',
      'DELETE FROM audit_chains',
    ]) {
      await expect(t.db.query(sql)).rejects.toThrow(/not allowed/);
    }
  });

  it('the verifier passes an intact log and names an edited row, then a deleted one', async () => {
    const c = await createClient(t.db);
    const u = await createUser(t.db, c);
    const at = t.clock.now();
    await t.db.tx(async (tx) => {
      for (const target of ['one', 'two', 'Brennerei Alpenglück — 北京 "quoted"']) {
        await recordAudit(tx, {
          clientId: c.id,
          actorUserId: u.id,
          action: 'settings.changed',
          target: { type: 'test', id: target },
          at,
        });
      }
    });
    expect((await verifyAuditChains(t.db)).problems).toEqual([]);
    const [, second, third] = await rowsOf(c.id);
    try {
      await t.db.exec('ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only');
      await t.db.query(`UPDATE audit_log SET details = '{"amount":"1"}' WHERE id = $1`, [second!.id]);
      let problems = (await verifyAuditChains(t.db)).problems;
      expect(problems).toEqual([
        expect.objectContaining({ chainId: c.id, rowId: second!.id, seq: '2', kind: 'changed' }),
      ]);
      expect(problems[0]!.message).toContain(`row ${second!.id} (seq 2, settings.changed) was changed`);

      await t.db.query('UPDATE audit_log SET details = $2 WHERE id = $1', [second!.id, '{}']);
      expect((await verifyAuditChains(t.db)).problems).toEqual([]);
      await t.db.query('DELETE FROM audit_log WHERE id = $1', [second!.id]);
      problems = (await verifyAuditChains(t.db)).problems;
      expect(problems).toEqual([expect.objectContaining({ chainId: c.id, rowId: null, seq: '2', kind: 'missing' })]);
      expect(problems[0]!.message).toContain(`before row ${third!.id}`);
    } finally {
      await t.db.exec('ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only');
    }
  });
});

describe('[AUDIT] the admin view', () => {
  it("an admin reads their business's rows, filtered by actor and action, and downloads them as CSV", async () => {
    await fundAccount(t.db, client, 'SGD', 1_000_00n);
    const contact = await createContact(t.db, client, admin);
    created(await api.create(adminH, payload(contact, { source_currency: 'SGD', source_amount: '12' })));
    const all = await auditLog(adminH);
    expect(all.statusCode).toBe(200);
    expect(all.json().rows[0]).toMatchObject({
      action: 'payout.created',
      actionLabel: 'Payout created',
      actor: { id: admin.id, name: 'Ada Admin' },
    });
    expect(all.json().actors).toEqual([{ id: admin.id, name: 'Ada Admin' }]);
    const signIns = (await auditLog(adminH, `?action=auth.sign_in&actor=${admin.id}`)).json().rows;
    expect(signIns.length).toBeGreaterThan(0);
    expect(signIns.every((r: { action: string }) => r.action === 'auth.sign_in')).toBe(true);
    const future = (await auditLog(adminH, '?from=2999-01-01')).json();
    expect(future.rows).toEqual([]);
    // Days past what a record can carry, or that do not exist, are the filter's 400, on the page and the download.
    for (const query of ['?to=9999-12-31', '?from=0000-01-01', '?from=1899-12-31']) {
      for (const path of ['/settings/audit-log', '/settings/audit-log/download']) {
        const res = await t.app.inject({ method: 'GET', url: `${V1}${path}${query}`, headers: adminH });
        expect(res.statusCode, path + query).toBe(400);
        const field = query.slice(1, query.indexOf('='));
        expect(res.json(), path + query).toEqual({
          code: 'VALIDATION_ERROR',
          message: 'Not a valid date',
          errors: [{ field, message: 'Not a valid date' }],
        });
      }
    }

    const csv = await t.app.inject({ method: 'GET', url: `${V1}/settings/audit-log/download`, headers: adminH });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('Time (UTC),Actor,Action,Outcome,Target,IP address,Details,Row,Hash');
    expect(csv.body).toContain('Payout created');
  });

  it('a user who may not change settings is refused; nobody sees another business', async () => {
    const checker = await createUser(t.db, client, { roles: [], isApprover: true });
    const h = (await signInAs(t, checker)).headers;
    expect((await auditLog(h)).statusCode).toBe(403);
    const other = await createClient(t.db);
    const otherAdmin = await createUser(t.db, other);
    const o = (await signInAs(t, otherAdmin)).headers;
    const rows = (await auditLog(o)).json().rows as { actor: { id: string } | null }[];
    expect(rows.every((r) => r.actor?.id === otherAdmin.id)).toBe(true);
    expect((await auditLog(o, `?actor=${admin.id}`)).json().rows).toEqual([]);
    expect((await auditLog(adminH, '?action=drop.tables')).statusCode).toBe(400);
  });
});
