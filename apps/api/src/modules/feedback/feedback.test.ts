import { csatRatingEndpoint } from '@corridor/contracts/feedback/csat-rating';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE, signIn } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

type Row = { client_id: string; user_id: string; rating: number; comment: string | null; page: string };

let t: TestApp;
let sg: Awaited<ReturnType<typeof signIn>>;
let au: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  sg = await signIn(t, 'admin@demo.test', undefined, '10.7.0.1');
  au = (await signIn(t, 'au@demo.test', undefined, '10.7.0.2')).headers;
});
afterAll(() => t.close());

const rate = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: csatRatingEndpoint.path, headers, payload: payload as object });
const count = async () =>
  Number((await t.db.query<{ n: bigint }>('SELECT count(*)::int8 AS n FROM csat_ratings')).rows[0]!.n);
const userOf = async (email: string) =>
  (await t.db.query<{ id: string; client_id: string }>('SELECT id, client_id FROM users WHERE email = $1', [email]))
    .rows[0]!;
const setFlag = (enabled: boolean, meta: object = {}) =>
  t.db.query("UPDATE feature_flags SET enabled = $1, meta_data = $2 WHERE feature = 'CSAT_RATING_DISABLED'", [
    enabled,
    JSON.stringify(meta),
  ]);

describe('[FEEDBACK] a signed-in user rates Corridor', () => {
  it('stores the rating for the caller’s business and user, with the comment trimmed and the page', async () => {
    const res = await rate(sg.headers, { rating: 4, comment: '  Faster FX quotes, please.  ', page: '/r/dashboard' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      message: 'Thank you for your feedback.',
    });
    const { rows } = await t.db.query<Row>('SELECT * FROM csat_ratings WHERE id = $1', [res.json().id]);
    const admin = await userOf('admin@demo.test');
    expect(rows[0]).toMatchObject({
      client_id: admin.client_id,
      user_id: admin.id,
      rating: 4,
      comment: 'Faster FX quotes, please.',
      page: '/r/dashboard',
    });
  });

  it('keeps an empty or missing comment as none, and takes a comment of exactly 1000 characters', async () => {
    const blank = await rate(au, { rating: 1, comment: '   ', page: '/r/myaccounts' });
    const missing = await rate(au, { rating: 5, page: '/r/account-statement' });
    const longest = await rate(au, { rating: 3, comment: 'x'.repeat(1000), page: '/r/dashboard' });
    expect([blank.statusCode, missing.statusCode, longest.statusCode]).toEqual([201, 201, 201]);
    const { rows } = await t.db.query<Row>('SELECT * FROM csat_ratings WHERE id = ANY($1) ORDER BY rating', [
      [blank.json().id, missing.json().id, longest.json().id],
    ]);
    expect(rows.map((r) => [r.rating, r.comment?.length ?? null])).toEqual([
      [1, null],
      [3, 1000],
      [5, null],
    ]);
    const au_ = await userOf('au@demo.test');
    expect(rows.every((r) => r.client_id === au_.client_id && r.user_id === au_.id)).toBe(true);
  });

  it('lets a cards-only user rate too: feedback needs no menu', async () => {
    const cards = (await signIn(t, 'cards@demo.test', undefined, '10.7.0.3')).headers;
    expect((await rate(cards, { rating: 5, page: '/r/cards' })).statusCode).toBe(201);
  });
});

describe('[FEEDBACK] invalid ratings are refused and nothing is written', () => {
  const ratingError = [{ field: 'rating', message: 'Please choose a rating from 1 to 5' }];
  it.each([
    ['0', { rating: 0 }],
    ['6', { rating: 6 }],
    ['2.5', { rating: 2.5 }],
    ['the string "5"', { rating: '5' }],
    ['null', { rating: null }],
    ['no rating', {}],
  ])('refuses a rating of %s with the rating message', async (_name, rating) => {
    const before = await count();
    const res = await rate(sg.headers, { ...rating, page: '/r/dashboard' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: ratingError[0]!.message });
    expect(res.json().errors).toEqual(ratingError);
    expect(await count()).toBe(before);
  });

  it('refuses a comment over 1000 characters, unknown fields and a page that is not an app path', async () => {
    const before = await count();
    const long = await rate(sg.headers, { rating: 3, comment: 'x'.repeat(1001), page: '/r/dashboard' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: 'comment', message: 'Comment can be at most 1000 characters' }]);
    const extra = await rate(sg.headers, { rating: 3, page: '/r/dashboard', userId: 'someone-else' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual([{ field: 'userId', message: 'Unknown field' }]);
    for (const page of ['https://example.com/r/dashboard', `/${'a'.repeat(200)}`, '/r/dashboard?token=1', '']) {
      const res = await rate(sg.headers, { rating: 3, page });
      expect(res.statusCode, page).toBe(400);
      expect(res.json().errors[0].field).toBe('page');
    }
    expect(await count()).toBe(before);
  });
});

describe('[FEEDBACK] session and CSRF', () => {
  it('needs a session and the CSRF token', async () => {
    const before = await count();
    const anonymous = await rate({ ...SOURCE }, { rating: 5, page: '/r/dashboard' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('user_not_logged_in');
    const noCsrf = await rate({ ...SOURCE, cookie: sg.cookie }, { rating: 5, page: '/r/dashboard' });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('csrf_token_mismatch');
    const wrongCsrf = await rate({ ...sg.headers, 'x-csrf-token': 'not-the-token' }, { rating: 5, page: '/r/x' });
    expect(wrongCsrf.json().code).toBe('csrf_token_mismatch');
    expect(await count()).toBe(before);
  });
});

describe('[FEEDBACK] CSAT_RATING_DISABLED', () => {
  it('refuses with FORBIDDEN while the flag is on, writes nothing, and accepts again once it is off', async () => {
    const before = await count();
    await setFlag(true);
    const res = await rate(sg.headers, { rating: 5, page: '/r/dashboard' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Feedback is turned off.' });
    expect(await count()).toBe(before);
    await setFlag(false);
    expect((await rate(sg.headers, { rating: 5, page: '/r/dashboard' })).statusCode).toBe(201);
  });

  it('turned off for one legal entity only refuses that entity’s businesses', async () => {
    await setFlag(true, { enabledEntities: ['AU'] });
    try {
      expect((await rate(au, { rating: 2, page: '/r/dashboard' })).statusCode).toBe(403);
      expect((await rate(sg.headers, { rating: 2, page: '/r/dashboard' })).statusCode).toBe(201);
    } finally {
      await setFlag(false);
    }
  });
});
