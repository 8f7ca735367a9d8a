import { PROFILE_MESSAGES } from '@corridor/domain/settings/profile';
import { VOP_MESSAGES } from '@corridor/domain/settings/vop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser, signInAs, type TestClient } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { addFeatureFlag } from './clients.service.ts';

const API = '/smebackend/api/v1/settings';
let t: TestApp;
let biz: TestClient;
let admin: Record<string, string>;
let checker: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  biz = await createClient(t.db, { entity: 'SG' });
  admin = (await signInAs(t, await createUser(t.db, biz, { roles: ['sme_admin'] }))).headers;
  checker = (await signInAs(t, await createUser(t.db, biz, { roles: ['sme_checker'] }))).headers;
});
afterAll(() => t.close());

const details = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: `${API}/client/details`, headers })).json().client;
const update = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `${API}/client/update`, headers, payload });

describe('[PROFILE] client update', () => {
  it('changes the trading name, base currency and exchange side; every session reads it at once', async () => {
    const client = await details(admin);
    const res = await update(admin, {
      ...client,
      client_label: 'Lion City Trading & Logistics Group',
      client_base_currency: 'USD',
      default_bookfx_type: 'DESTINATION',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(PROFILE_MESSAGES.updated);
    expect(await details(checker)).toMatchObject({
      client_label: 'Lion City Trading & Logistics Group',
      client_base_currency: 'USD',
      default_bookfx_type: 'DESTINATION',
    });
    const audit = await t.db.query(
      "SELECT details FROM audit_log WHERE client_id = $1 AND action = 'settings.changed' ORDER BY seq",
      [biz.id],
    );
    expect(audit.rows.map((r) => r.details)).toEqual([
      {
        setting: 'profile',
        client_label_before: null,
        client_label: 'Lion City Trading & Logistics Group',
        client_base_currency_before: 'SGD',
        client_base_currency: 'USD',
        default_bookfx_type_before: null,
        default_bookfx_type: 'DESTINATION',
      },
    ]);
  });

  it('refuses a changed read-only field or auto-sweep account, and a currency not offered, changing nothing', async () => {
    const client = await details(admin);
    const readOnly = await update(admin, {
      ...client,
      client_label: 'Sneaky',
      client_name: 'Another Name Pte Ltd',
      is_api_payout_approval_required: !client.is_api_payout_approval_required,
    });
    expect(readOnly.statusCode).toBe(400);
    expect(readOnly.json().errors).toEqual([
      { field: 'client_name', message: PROFILE_MESSAGES.readOnly },
      { field: 'is_api_payout_approval_required', message: PROFILE_MESSAGES.readOnly },
    ]);
    const sweep = await update(admin, {
      ...client,
      autosweep_bank_account: {
        bank_name: 'Elsewhere Bank',
        account_number: '123',
        routing_code_type: 'SWIFT',
        routing_code_value: 'ELSEWXXX',
        bank_account_holder_name: 'Mallory',
      },
    });
    expect(sweep.json().errors).toEqual([
      { field: 'autosweep_bank_account', message: PROFILE_MESSAGES.autosweepElsewhere },
    ]);
    const unknown = await update(admin, { ...client, client_base_currency: 'XXX' });
    expect(unknown.json().errors).toEqual([
      { field: 'client_base_currency', message: PROFILE_MESSAGES.currencyNotOffered },
    ]);
    const extra = await update(admin, { ...client, is_admin: true });
    expect(extra.statusCode).toBe(400);
    expect(await details(admin)).toEqual(client);
  });

  it("refuses a checker (403) and another business's record (404)", async () => {
    const client = await details(admin);
    expect((await update(checker, { ...client, client_label: 'By checker' })).statusCode).toBe(403);
    const other = await createClient(t.db);
    expect((await update(admin, { ...client, _id: other.id })).statusCode).toBe(404);
    expect((await details(admin)).client_label).toBe(client.client_label);
  });
});

describe('[VOP] verification settings', () => {
  const url = () => `${API}/client/vop-config?clientId=${biz.id}`;
  const pref = (payOut: boolean, payIn: boolean) => ({
    pay_out_verification: { currencies: { EUR: payOut } },
    pay_in_verification: { currencies: { EUR: payIn } },
  });

  it('is refused while ENABLE_SME_VOP_VERIFICATION is off for the entity', async () => {
    await t.db.query('DELETE FROM feature_flags WHERE feature = $1', ['ENABLE_SME_VOP_VERIFICATION']);
    const res = await t.app.inject({ method: 'GET', url: url(), headers: admin });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('VOP_NOT_AVAILABLE');
  });

  it('reads the default, updates with the spec message, and keeps writes to admins', async () => {
    await t.db.query('DELETE FROM feature_flags WHERE feature = $1', ['ENABLE_SME_VOP_VERIFICATION']);
    await addFeatureFlag(t.db, {
      feature: 'ENABLE_SME_VOP_VERIFICATION',
      enabled: true,
      metaData: { enabledEntities: ['SG'] },
    });
    const read = await t.app.inject({ method: 'GET', url: url(), headers: checker });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().beneficiary_verification_preference).toEqual(pref(true, false));
    const body = { clientId: biz.id, beneficiary_verification_preference: pref(false, true) };
    const byChecker = await t.app.inject({
      method: 'POST',
      url: `${API}/client/vop-config/update`,
      headers: checker,
      payload: body,
    });
    expect(byChecker.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/client/vop-config/update`,
      headers: admin,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(VOP_MESSAGES.updated);
    const after = await t.app.inject({ method: 'GET', url: url(), headers: admin });
    expect(after.json().beneficiary_verification_preference).toEqual(pref(false, true));
  });

  it("answers another business's id with 404 and refuses malformed preferences", async () => {
    const other = await createClient(t.db);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${API}/client/vop-config?clientId=${other.id}`,
      headers: admin,
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `${API}/client/vop-config/update`,
      headers: admin,
      payload: {
        clientId: biz.id,
        beneficiary_verification_preference: { pay_out_verification: { currencies: { EUR: 'yes' } } },
      },
    });
    expect(bad.statusCode).toBe(400);
  });
});
