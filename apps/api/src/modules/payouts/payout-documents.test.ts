import { randomUUID } from 'node:crypto';
import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import { DOCUMENT_MAX_BYTES } from '@corridor/domain/documents';
import { PAYOUT_DOCUMENT_MESSAGES, UNATTACHED_DOCUMENTS_MAX } from '@corridor/domain/payouts/documents';
import { paymentErrorCategory } from '@corridor/domain/payouts/payment-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createContact, createUser, fundAccount, signInAs } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { FILES } from '../../../test/multipart.ts';
import { created, documentCounts, type Headers, payload, payoutCalls, writes } from '../../../test/payouts-api.ts';
import { payoutsJobs } from './payouts.jobs.ts';

let t: TestApp;
let api: ReturnType<typeof payoutCalls>;
type Business = { id: string; headers: Headers; contact: string; user: Awaited<ReturnType<typeof createUser>> };
let a: Business;
let b: Business;

async function business(name: string): Promise<Business> {
  const client = await createClient(t.db, { name });
  const user = await createUser(t.db, client);
  await fundAccount(t.db, client, 'SGD', 1_000_000_00n);
  const contact = await createContact(t.db, client, user);
  return { id: client.id, headers: (await signInAs(t, user)).headers, contact, user };
}

beforeAll(async () => {
  t = await createTestApp();
  api = payoutCalls(t);
  a = await business('Documents A Pte Ltd');
  b = await business('Documents B Pte Ltd');
});
afterAll(() => t.close());

const upload = async (who: Business, name: string, bytes: Buffer = FILES.pdf) => {
  const res = await api.upload(who.headers, [{ name, bytes }]);
  if (res.statusCode !== 201) throw new Error(`upload ${res.statusCode}: ${res.body}`);
  return res.json() as { document_id: string; file_name: string; media_type: string; size: number };
};
const send = (who: Business, documents: string[]) => ({
  ...payload(who.contact, { source_currency: 'SGD', source_amount: '100' }),
  documents,
});

describe('[PAYOUTS] uploading a supporting document', () => {
  it('takes a PDF, PNG or JPEG by its content, whatever its name, and answers what it is', async () => {
    const pdf = await upload(a, 'C:\\invoices\\Invoice 2026-11.pdf');
    expect(pdf).toEqual({
      document_id: expect.any(String),
      file_name: 'Invoice 2026-11.pdf',
      media_type: 'application/pdf',
      size: FILES.pdf.length,
    });
    expect((await upload(a, 'contract.pdf', FILES.png)).media_type).toBe('image/png');
    expect((await upload(a, 'scan', FILES.jpeg)).media_type).toBe('image/jpeg');
  });

  it('refuses an empty file, one over 10 MB and one of another type in the spec’s words, storing nothing', async () => {
    const before = await documentCounts(t.db, a.id);
    const empty = await api.upload(a.headers, [{ name: 'empty.pdf', bytes: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'FILE_MUST_NOT_BE_EMPTY', errors: [{ field: 'file' }] });
    const big = Buffer.concat([FILES.pdf, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - FILES.pdf.length, 0x20)]);
    const tooBig = await api.upload(a.headers, [{ name: 'big.pdf', bytes: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errors[0].message).toBe('File size too big. Upload a file of up to 10 MB.');
    const text = await api.upload(a.headers, [
      { name: 'invoice.pdf', contentType: 'application/pdf', bytes: FILES.text },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().errors[0].message).toBe('Incorrect file format. Upload a PDF, PNG or JPEG file.');
    expect((await api.upload(a.headers, [], { note: 'x' })).statusCode).toBe(400);
    expect((await api.upload(a.headers, [])).json().errors[0]).toEqual({
      field: 'file',
      message: 'Choose a file to upload.',
    });
    const json = await api.post('/transaction/document', a.headers, { file: 'JVBERi0=' });
    expect(json.statusCode).toBe(415);
    expect(await documentCounts(t.db, a.id)).toEqual(before);
  });

  it('holds at most 25 uploads not yet on a payout per business', async () => {
    const c = await business('Documents C Pte Ltd');
    const ids: string[] = [];
    for (let i = 0; i < UNATTACHED_DOCUMENTS_MAX; i += 1) ids.push((await upload(c, `scan-${i}.pdf`)).document_id);
    const more = await api.upload(c.headers, [{ name: 'one-more.pdf', bytes: FILES.pdf }]);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(PAYOUT_DOCUMENT_MESSAGES.tooManyWaiting);
    expect((await api.deleteDocument(c.headers, ids[0]!)).statusCode).toBe(200);
    expect((await api.upload(c.headers, [{ name: 'one-more.pdf', bytes: FILES.pdf }])).statusCode).toBe(201);
  });

  it('removes an upload of one’s own; another business’s is not found', async () => {
    const doc = await upload(a, 'wrong.pdf');
    expect((await api.deleteDocument(b.headers, doc.document_id)).statusCode).toBe(404);
    expect((await api.deleteDocument(a.headers, doc.document_id)).statusCode).toBe(200);
    expect((await api.deleteDocument(a.headers, doc.document_id)).statusCode).toBe(404);
    expect((await api.deleteDocument(a.headers, 'not-an-id')).statusCode).toBe(404);
  });
});

describe('[PAYOUTS] a payout with supporting documents', () => {
  it('validates and creates with the documents, attaching them in the payout’s transaction', async () => {
    const invoice = await upload(a, 'invoice.pdf');
    const contract = await upload(a, 'contract.png', FILES.png);
    const ids = [invoice.document_id, contract.document_id];
    expect((await api.validate(a.headers, send(a, ids))).statusCode).toBe(200);
    const payout = created(await api.create(a.headers, send(a, ids)));
    expect(payout.documents).toEqual([invoice, contract]);
    const detail = (await api.detail(a.headers, payout.payment_id)).json() as TPayout;
    expect(detail.documents).toEqual([invoice, contract]);
    const list = (await api.list(a.headers, { limit: 50 })).json() as { rows: TPayout[] };
    expect(list.rows.find((r) => r.payment_id === payout.payment_id)!.documents).toHaveLength(2);
    // Attached, a document stays with its payout: it cannot be removed nor go on another payout.
    const removed = await api.deleteDocument(a.headers, invoice.document_id);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(PAYOUT_DOCUMENT_MESSAGES.attached);
    const before = await writes(t.db, a.id);
    const again = await api.create(a.headers, send(a, [invoice.document_id]));
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ field: 'documents', message: PAYOUT_DOCUMENT_MESSAGES.unavailable }]);
    expect(await writes(t.db, a.id)).toEqual(before);
  });

  it('refuses another business’s document, an unknown one and a repeated one: 400 on documents, nothing created', async () => {
    const theirs = await upload(b, 'their-invoice.pdf');
    const before = await writes(t.db, a.id);
    const beforeDocs = await documentCounts(t.db, b.id);
    for (const documents of [[theirs.document_id], [randomUUID()], ['not-a-uuid']]) {
      for (const res of [
        await api.validate(a.headers, send(a, documents)),
        await api.create(a.headers, send(a, documents)),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([{ field: 'documents', message: PAYOUT_DOCUMENT_MESSAGES.unavailable }]);
        expect(paymentErrorCategory(res.json().message)).toBe('invalidDocument');
      }
    }
    const mine = await upload(a, 'mine.pdf');
    const twice = await api.validate(a.headers, send(a, [mine.document_id, mine.document_id]));
    expect(twice.statusCode).toBe(400);
    expect(paymentErrorCategory(twice.json().errors[0].message)).toBe('invalidDocument');
    const six = await api.validate(
      a.headers,
      send(
        a,
        Array.from({ length: 6 }, () => randomUUID()),
      ),
    );
    expect(six.statusCode).toBe(400);
    expect(await writes(t.db, a.id)).toEqual(before);
    expect(await documentCounts(t.db, b.id)).toEqual(beforeDocs);
  });

  it('attaches once when createPayout is replayed with the same key', async () => {
    const doc = await upload(a, 'replayed.pdf');
    const key = randomUUID();
    const first = created(await api.create(a.headers, send(a, [doc.document_id]), key));
    const replay = await api.create(a.headers, send(a, [doc.document_id]), key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first);
    expect(first.documents).toEqual([doc]);
  });
});

describe('[PAYOUTS] downloading a supporting document', () => {
  it('streams one’s own document with its type and a safe name; another business’s is not found', async () => {
    const doc = await upload(a, 'Rechnung; Müller (1).png', FILES.png);
    const res = await api.document(a.headers, doc.document_id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Rechnung_ M_ller (1).png"; filename*=UTF-8''Rechnung%3B%20M%C3%BCller%20%281%29.png`,
    );
    expect(res.rawPayload.equals(FILES.png)).toBe(true);
    expect((await api.document(b.headers, doc.document_id)).statusCode).toBe(404);
    expect((await api.document(a.headers, randomUUID())).statusCode).toBe(404);
    expect((await api.document(a.headers, 'nope')).statusCode).toBe(404);
  });
});

describe('[PAYOUTS] the purge of documents never attached', () => {
  const purge = payoutsJobs.find((j) => j.queue === 'payout.documents-purge')!;

  it('deletes uploads older than a day that no payout took, and nothing else; safe to run twice', async () => {
    const old = await upload(a, 'left-behind.pdf');
    const kept = await upload(a, 'attached.pdf');
    created(await api.create(a.headers, send(a, [kept.document_id])));
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    a.headers = (await signInAs(t, a.user)).headers; // the session did not outlive the day
    const fresh = await upload(a, 'fresh.pdf');
    await purge.run({}, t.deps);
    await purge.run({}, t.deps);
    expect((await api.document(a.headers, old.document_id)).statusCode).toBe(404);
    expect((await api.document(a.headers, kept.document_id)).statusCode).toBe(200);
    expect((await api.document(a.headers, fresh.document_id)).statusCode).toBe(200);
  });
});
