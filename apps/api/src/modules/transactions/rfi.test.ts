import { randomUUID } from 'node:crypto';
import type { TRfi } from '@corridor/contracts/transactions/rfi';
import { RFI_MESSAGES, RFI_REQUESTED_DOCUMENTS } from '@corridor/domain/transactions/rfi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContact,
  createPayout,
  driveRail,
  fundAccount,
  signedInBusiness,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { FILES, multipart } from '../../../test/multipart.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let client: TestClient;
let user: TestUser;
let a: Record<string, string>;
let b: Record<string, string>;
let contact: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ client, user, headers: a } = await signedInBusiness(t, { client: { name: 'Compliance Test Pte Ltd' } }));
  await fundAccount(t.db, client, 'SGD', 100_000_00n);
  contact = await createContact(t.db, client, user, { beneficiary_name: 'RFI Trading Co' });
  b = (await signedInBusiness(t)).headers;
});
afterAll(() => t.close());

const rfiPayout = async () => {
  t.clock.advance(60_000); // each request at its own time, so the list's order is the requests' order
  // A fixed amount received: one converted at the hour's rate may end in the rail's 13, 17 or 19 (returned, cancelled).
  return (await createPayout(t, { client, user, contactId: contact, destinationAmount: '60', status: 'RFI_REQUESTED' }))
    .payment_id;
};
const upload = (id: string, name: string, bytes: Buffer, headers = a) => {
  const form = multipart({}, [{ name, bytes }]);
  return t.app.inject({
    method: 'POST',
    url: `${V1}/rfi/${id}/document`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};
const respond = (id: string, response: string, headers = a) =>
  t.app.inject({
    method: 'POST',
    url: `${V1}/respondToComplianceRequest`,
    headers,
    payload: { payment_id: id, response },
  });
const get = (url: string, headers = a) => t.app.inject({ method: 'GET', url: `${V1}${url}`, headers });
const list = async (body: object = {}) =>
  (
    await t.app.inject({ method: 'POST', url: `${V1}/transactions/clientrfi/pagination`, headers: a, payload: body })
  ).json() as {
    rows: TRfi[];
    nextCursor: string | null;
  };

describe('[RFI] compliance asks, the business answers with documents, compliance decides', () => {
  it('clears an answered request: the payout carries on to PAID', async () => {
    const id = await rfiPayout();
    const open = (await get(`/rfi/${id}`)).json() as TRfi;
    expect(open).toMatchObject({ state: 'RFI_REQUESTED', can_respond: true, documents: [], response: null });
    expect(open.requested_documents).toEqual([...RFI_REQUESTED_DOCUMENTS]);
    expect((await get(`/getRfiDocNames?transactionId=${id}`)).json()).toEqual({
      documents: [...RFI_REQUESTED_DOCUMENTS],
    });

    // No document yet: refused, nothing changes.
    const bare = await respond(id, 'It pays invoice INV-1');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(RFI_MESSAGES.needDocument);
    // A text file named .pdf is refused by its content.
    const text = await upload(id, 'invoice.pdf', FILES.text);
    expect(text.statusCode).toBe(415);
    const pdf = await upload(id, 'invoice.pdf', FILES.pdf);
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({ file_name: 'invoice.pdf', media_type: 'application/pdf' });

    const answered = await respond(id, 'It pays invoice INV-1');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      state: 'RFI_RESPONDED',
      response: 'It pays invoice INV-1',
      can_respond: false,
    });
    expect((await upload(id, 'late.pdf', FILES.pdf)).statusCode).toBe(409);
    expect((await respond(id, 'again')).statusCode).toBe(409);

    await driveRail(t, client, id, 'PAID');
    expect((await get(`/rfi/${id}`)).json().state).toBe('CLEARED');
  });

  it('ends RFI_REJECTED when the sandbox compliance partner rejects the answer (the word REJECT)', async () => {
    const id = await rfiPayout();
    expect((await upload(id, 'contract.png', FILES.png)).statusCode).toBe(201);
    expect((await respond(id, 'Please REJECT this')).statusCode).toBe(200);
    await driveRail(t, client, id, 'RFI_REJECTED');
    const rfi = (await get(`/rfi/${id}`)).json() as TRfi;
    expect(rfi).toMatchObject({ state: 'RFI_REJECTED', state_label: 'Rejected' });
    expect(rfi.documents).toHaveLength(1);
  });

  it('lists requests newest first with keyset pages and a state filter', async () => {
    const open = await rfiPayout();
    const all = await list();
    expect(all.rows[0]!.payment_id).toBe(open);
    expect(all.rows.map((r) => r.state)).toEqual(['RFI_REQUESTED', 'RFI_REJECTED', 'CLEARED']);
    const first = await list({ limit: 2 });
    const second = await list({ limit: 2, cursor: first.nextCursor });
    expect([...first.rows, ...second.rows].map((r) => r.payment_id)).toEqual(all.rows.map((r) => r.payment_id));
    expect(second.nextCursor).toBeNull();
    expect((await list({ state: 'CLEARED' })).rows.map((r) => r.state)).toEqual(['CLEARED']);
    expect((await list({ state: 'RFI_REQUESTED' })).rows.map((r) => r.payment_id)).toEqual([open]);
  });

  it('answers another business’s payout, or a payout with no request, as not found', async () => {
    const id = await rfiPayout();
    const plain = (await createPayout(t, { client, user, amount: '20' })).payment_id;
    for (const res of [
      await get(`/rfi/${id}`, b),
      await upload(id, 'x.pdf', FILES.pdf, b),
      await respond(id, 'mine', b),
      await get(`/rfi/${plain}`),
      await get(`/rfi/${randomUUID()}`),
      await get('/rfi/not-an-id'),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await get(`/rfi/${id}`)).json().documents).toEqual([]);
  });
});
