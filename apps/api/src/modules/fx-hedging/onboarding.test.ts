import type { THedgingOnboarding } from '@corridor/contracts/fx-hedging/hedging-common';
import { DOCUMENT_MAX_BYTES } from '@corridor/domain/fx-hedging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser, signInAs, type TestClient, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { FILES, type FilePart, multipart } from '../../../test/multipart.ts';
import { fxHedgingJobs } from './fx-hedging.jobs.ts';
import { REVIEW_QUEUE } from './fx-hedging.service.ts';

const V1 = '/smebackend/api/v1/fx-hedging';
const review = fxHedgingJobs.find((j) => j.queue === REVIEW_QUEUE)!;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Business = { client: TestClient; user: TestUser; headers: Record<string, string> };
async function business(entity = 'SG', name?: string): Promise<Business> {
  const client = await createClient(t.db, { entity, name });
  const user = await createUser(t.db, client, { name: 'Hana Hedger' });
  return { client, user, headers: (await signInAs(t, user)).headers };
}

const upload = (b: Business, fields: Record<string, string>, files: FilePart[]) => {
  const form = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `${V1}/documents`,
    headers: { ...b.headers, ...form.headers },
    payload: form.payload,
  });
};
const uploadDoc = (b: Business, type: string, name: string, bytes: Buffer = FILES.pdf) =>
  upload(b, { document_type: type }, [{ name, bytes }]);
const status = async (b: Business) =>
  (await t.app.inject({ method: 'GET', url: `${V1}/onboarding`, headers: b.headers })).json() as THedgingOnboarding;
const submit = (b: Business) => t.app.inject({ method: 'POST', url: `${V1}/onboarding/submit`, headers: b.headers });
async function uploadAll(b: Business, names = ['application.pdf', 'registration.png', 'accounts-2025.jpg']) {
  for (const [type, name, bytes] of [
    ['HEDGING_APPLICATION', names[0]!, FILES.pdf],
    ['BUSINESS_REGISTRATION_DOC', names[1]!, FILES.png],
    ['FINANCIAL_STATEMENTS', names[2]!, FILES.jpeg],
  ] as const) {
    expect((await uploadDoc(b, type, name, bytes)).statusCode).toBe(201);
  }
}
const runReview = (b: Business, submission = 1) => review.run({ clientId: b.client.id, submission }, t.deps);
async function mailsTo(email: string) {
  const { rows } = await t.db.query<{ subject: string; text_body: string }>(
    "SELECT subject, text_body FROM mail_messages WHERE recipient = $1 AND subject LIKE '%hedging%' ORDER BY id",
    [email],
  );
  return rows;
}
const documentCount = async (b: Business) =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fx_hedging_documents WHERE client_id = $1', [
      b.client.id,
    ])
  ).rows[0]!.n;

describe('[FX HEDGING] the flag and the menu', () => {
  it('refuses every hedging call for a business whose entity the flag leaves out (GB), and when the flag is off', async () => {
    const gb = await business('GB');
    for (const [method, url] of [
      ['GET', `${V1}/onboarding`],
      ['GET', `${V1}/template`],
      ['POST', `${V1}/onboarding/submit`],
      ['GET', `${V1}/forward-contracts`],
      ['GET', `${V1}/forward-quote?source_currency=GBP&destination_currency=USD&maturity_date=2030-01-01`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: gb.headers });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('FX_HEDGING_UNAVAILABLE');
    }
    // An upload is refused before its body is read.
    expect((await uploadDoc(gb, 'HEDGING_APPLICATION', 'a.pdf')).statusCode).toBe(403);
    expect(await documentCount(gb)).toBe(0);

    const sg = await business('SG');
    expect((await t.app.inject({ method: 'GET', url: `${V1}/onboarding`, headers: sg.headers })).statusCode).toBe(200);
    await t.db.query("UPDATE feature_flags SET enabled = false WHERE feature = 'FX_HEDGING_ENABLED'");
    try {
      const res = await t.app.inject({ method: 'GET', url: `${V1}/onboarding`, headers: sg.headers });
      expect(res.statusCode).toBe(403);
    } finally {
      await t.db.query("UPDATE feature_flags SET enabled = true WHERE feature = 'FX_HEDGING_ENABLED'");
    }
  });

  it('refuses a user without the FX hedging menu', async () => {
    const client = await createClient(t.db);
    const user = await createUser(t.db, client, { menus: ['/r/dashboard'] });
    const { headers } = await signInAs(t, user);
    expect((await t.app.inject({ method: 'GET', url: `${V1}/onboarding`, headers })).statusCode).toBe(403);
  });
});

describe('[FX HEDGING] onboarding documents', () => {
  it('starts not submitted, listing the three required documents, none uploaded', async () => {
    const b = await business();
    expect(await status(b)).toMatchObject({
      status: 'NOT_STARTED',
      documents: [],
      can_edit_documents: true,
      can_submit: false,
      status_email: null,
      required_documents: [
        { document_type: 'HEDGING_APPLICATION', is_uploaded: false },
        { document_type: 'BUSINESS_REGISTRATION_DOC', is_uploaded: false },
        { document_type: 'FINANCIAL_STATEMENTS', is_uploaded: false },
      ],
    });
  });

  it('downloads the template as a real PDF naming the business and the documents to upload', async () => {
    const b = await business('AU', 'Template Test Pty Ltd');
    const res = await t.app.inject({ method: 'GET', url: `${V1}/template`, headers: b.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="fx-hedging-application.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  });

  it('takes a PDF, a PNG and a JPEG, knowing each by its content, and keeps its name and size', async () => {
    const b = await business();
    const res = await uploadDoc(b, 'BUSINESS_REGISTRATION_DOC', 'C:\\scans\\registration extract.png', FILES.png);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      document_type: 'BUSINESS_REGISTRATION_DOC',
      file_name: 'registration extract.png',
      media_type: 'image/png',
      size_bytes: FILES.png.length,
      uploaded_by: { _id: b.user.id, name: 'Hana Hedger' },
    });
    // A JPEG named .pdf is stored as what it is.
    const jpeg = await uploadDoc(b, 'FINANCIAL_STATEMENTS', 'accounts.pdf', FILES.jpeg);
    expect(jpeg.json().media_type).toBe('image/jpeg');
    const s = await status(b);
    expect(s.documents.map((d) => d.file_name)).toEqual(['registration extract.png', 'accounts.pdf']);
    expect(s.required_documents.map((d) => d.is_uploaded)).toEqual([false, true, true]);
  });

  it('refuses a file whose content is not a PDF, PNG or JPEG, whatever its name and declared type', async () => {
    const b = await business();
    const res = await upload(b, { document_type: 'HEDGING_APPLICATION' }, [
      { name: 'application.pdf', contentType: 'application/pdf', bytes: FILES.text },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_FILE_FORMAT',
      message: 'Incorrect file format. Upload a PDF, PNG or JPEG file.',
      errors: [{ field: 'file' }],
    });
    expect(await documentCount(b)).toBe(0);
  });

  it('refuses an empty file and one over 10 MB, and takes one of exactly 10 MB', async () => {
    const b = await business();
    const empty = await uploadDoc(b, 'HEDGING_APPLICATION', 'empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'FILE_MUST_NOT_BE_EMPTY', errors: [{ field: 'file' }] });
    const big = Buffer.concat([FILES.pdf, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - FILES.pdf.length, 0x20)]);
    const tooBig = await uploadDoc(b, 'HEDGING_APPLICATION', 'big.pdf', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'FILE_TOO_BIG',
      message: 'File size too big. Upload a file of up to 10 MB.',
    });
    expect(await documentCount(b)).toBe(0);
    const exact = await uploadDoc(b, 'HEDGING_APPLICATION', 'exact.pdf', big.subarray(0, DOCUMENT_MAX_BYTES));
    expect(exact.statusCode).toBe(201);
    expect(exact.json().size_bytes).toBe(DOCUMENT_MAX_BYTES);
  });

  it('refuses what is not a well-formed upload: JSON, no file, two files, an unknown type, a NUL in the name', async () => {
    const b = await business();
    const json = await t.app.inject({
      method: 'POST',
      url: `${V1}/documents`,
      headers: b.headers,
      payload: { document_type: 'HEDGING_APPLICATION' },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload(b, { document_type: 'HEDGING_APPLICATION' }, [])).json().errors).toEqual([
      { field: 'file', message: 'Choose a file to upload.' },
    ]);
    const two = await upload(b, { document_type: 'HEDGING_APPLICATION' }, [
      { name: 'a.pdf', bytes: FILES.pdf },
      { name: 'b.pdf', bytes: FILES.pdf },
    ]);
    expect(two.statusCode).toBe(400);
    const unknown = await uploadDoc(b, 'PASSPORT', 'a.pdf');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toEqual({ field: 'document_type', message: 'Choose a document type' });
    expect((await upload(b, {}, [{ name: 'a.pdf', bytes: FILES.pdf }])).statusCode).toBe(400);
    const nul = await uploadDoc(b, 'HEDGING_APPLICATION', 'a\u0001b.pdf');
    expect(nul.statusCode).toBe(400);
    expect(await documentCount(b)).toBe(0);
  });

  it('deletes its own document; another business’s id is a 404 and changes nothing', async () => {
    const a = await business();
    const other = await business();
    const doc = (await uploadDoc(a, 'HEDGING_APPLICATION', 'application.pdf')).json();
    const theirs = await t.app.inject({ method: 'DELETE', url: `${V1}/documents/${doc._id}`, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
    expect(await documentCount(a)).toBe(1);
    const garbage = await t.app.inject({ method: 'DELETE', url: `${V1}/documents/not-an-id`, headers: a.headers });
    expect(garbage.statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'DELETE', url: `${V1}/documents/${doc._id}`, headers: a.headers });
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as THedgingOnboarding).documents).toEqual([]);
    expect(await documentCount(a)).toBe(0);
  });
});

describe('[FX HEDGING] submitting and the partner’s verdict', () => {
  it('refuses to submit with a required document missing, naming it', async () => {
    const b = await business();
    await uploadDoc(b, 'HEDGING_APPLICATION', 'application.pdf');
    const res = await submit(b);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Upload every required document before you submit.',
      errors: [
        { field: 'BUSINESS_REGISTRATION_DOC', message: 'Business registration document is missing.' },
        { field: 'FINANCIAL_STATEMENTS', message: 'Latest financial statements is missing.' },
      ],
    });
    expect((await status(b)).status).toBe('NOT_STARTED');
  });

  it('submits, locks the documents, queues the review; the partner approves and the user is mailed once', async () => {
    const b = await business('SG', 'Approved Hedgers Pte Ltd');
    await uploadAll(b);
    const res = await submit(b);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'SUBMITTED',
      status_email: b.user.email,
      can_edit_documents: false,
      can_submit: false,
      partner_reference: expect.stringMatching(/^HSB-/),
    });
    const job = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'clientId' = $2",
      [REVIEW_QUEUE, b.client.id],
    );
    expect(job.rows[0]!.n).toBe(1);
    // Documents are locked, and a second submission is refused.
    const docId = (await status(b)).documents[0]!._id;
    expect((await uploadDoc(b, 'HEDGING_APPLICATION', 'late.pdf')).statusCode).toBe(409);
    const del = await t.app.inject({ method: 'DELETE', url: `${V1}/documents/${docId}`, headers: b.headers });
    expect(del.statusCode).toBe(409);
    expect((await submit(b)).json().code).toBe('INVALID_TRANSITION');

    await runReview(b);
    await runReview(b); // the job again (a retry after a crash): nothing changes, no second mail
    expect(await status(b)).toMatchObject({
      status: 'APPROVED',
      decided_at: expect.any(String),
      decision_reason: null,
    });
    const mails = await mailsTo(b.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['FX hedging approved']);
    expect(mails[0]!.text_body).toContain('Approved Hedgers Pte Ltd');
    expect(mails[0]!.text_body).toContain('/r/fxhedging');
  });

  it('is rejected when a file name says "reject": the reason is kept, documents change, a new submission is reviewed', async () => {
    const b = await business();
    await uploadAll(b, ['application.pdf', 'registration-reject.png', 'accounts.jpg']);
    await submit(b);
    await runReview(b);
    const rejected = await status(b);
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      decision_reason: 'The hedging partner could not verify your business from the documents sent.',
      can_edit_documents: true,
      can_submit: true,
    });
    expect((await mailsTo(b.user.email)).map((m) => m.subject)).toEqual(['FX hedging application not approved']);
    const bad = rejected.documents.find((d) => d.file_name.includes('reject'))!;
    await t.app.inject({ method: 'DELETE', url: `${V1}/documents/${bad._id}`, headers: b.headers });
    await uploadDoc(b, 'BUSINESS_REGISTRATION_DOC', 'registration.png', FILES.png);
    expect((await submit(b)).json().status).toBe('SUBMITTED');
    await runReview(b, 1); // the first submission's job again: it is stale, nothing happens
    expect((await status(b)).status).toBe('SUBMITTED');
    await runReview(b, 2);
    expect(await status(b)).toMatchObject({ status: 'APPROVED', decision_reason: null });
  });

  it('is held for a manual review when a file name says "hold"', async () => {
    const b = await business();
    await uploadAll(b, ['application-hold.pdf', 'registration.png', 'accounts.jpg']);
    await submit(b);
    await runReview(b);
    expect(await status(b)).toMatchObject({ status: 'UNDER_REVIEW', can_edit_documents: false, decided_at: null });
    expect((await mailsTo(b.user.email)).map((m) => m.subject)).toEqual(['FX hedging application under review']);
  });
});
