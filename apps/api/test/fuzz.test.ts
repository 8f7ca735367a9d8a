import { randomUUID } from 'node:crypto';
import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/seed.ts';
import { signIn } from './auth.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Every operation of the OpenAPI document, called as a signed-in user with input an attacker would send: NUL
 * and other control characters in every string field, amounts far beyond any ceiling, numbers beyond any
 * range, garbage cursors and garbage ids. Each field is broken on its own, the rest of the request valid, so
 * the broken field is what the server has to deal with. Nothing may answer 5xx, everything must be refused
 * (4xx) before it reaches the database (not by the error handler's INVALID_INPUT net), and no business table may
 * change.
 */

type Schema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
type Mutation = { name: string; path?: string; query?: Record<string, string>; payload?: string };

// Tables that change whatever a request says: sessions (last seen), sign-in throttles and codes, mail.
const VOLATILE_TABLES = new Set([
  'sessions',
  'login_codes',
  'password_resets',
  'rate_limit_hits',
  'failure_throttles',
  'mail_messages',
  'schema_migrations',
]);
// Ends the very session the fuzzing runs in, whatever it is sent: nothing to learn, and every call after it 401s.
const SKIPPED = new Set(['GET /r/api/logout']);

const CONTROL = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\u009f'];
const NASTY_TEXT = [
  ...CONTROL.map((c) => `Acme${c}Ltd`),
  '\u0000',
  '\u0000'.repeat(200),
  'lone \uD800 surrogate',
  '\uDC00',
  // Random text around a control character, the same on every run.
  ...fc.sample(
    fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 }))
      .map((p) => p.join('')),
    { seed: 6, numRuns: 4 },
  ),
];
const HUGE_AMOUNTS = [
  '92233720368547758.07',
  '92233720368547758.08',
  '9223372036854775807',
  '99999999999999999999',
  '1000000000000.01',
  '1e400',
  '-0',
  '-1',
  'NaN',
];
// Written into the JSON as they are: 1e400 is Infinity to JSON.parse, the others lose precision as floats.
const HUGE_NUMBERS = ['1e400', '-1e400', '99999999999999999999', '92233720368547758.07', '-9223372036854775809'];
const b64 = (s: string) => Buffer.from(s).toString('base64url');
const GARBAGE_CURSORS = [
  b64('e9999999999999999999'),
  b64('e9223372036854775808'),
  b64('e0'),
  b64('e-1'),
  b64('e1'),
  b64('x'),
  'not a cursor!',
  '%%%',
  `${b64('e1')}!!`,
];
const GARBAGE_IDS = [
  '99999999999999999999',
  '-1',
  '0',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  "1' OR '1'='1",
  '../../etc/passwd',
  'x'.repeat(64),
];
const GARBAGE_PATH_IDS = [...GARBAGE_IDS, 'x'.repeat(2000), '%00', '%C0%80', '%E2%80%AE', '%FF', '%'];

let t: TestApp;
let headers: Record<string, string>;
let clientId: string;
let accountId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signIn(t, 'admin@demo.test', undefined, '10.66.0.1'));
  const res = await t.app.inject({ method: 'GET', url: '/smebackend/api/v1/settings/account/summary', headers });
  const sgd = (res.json().accounts as TCurrencyAccount[]).find((a) => a.currency === 'SGD')!;
  clientId = sgd.client;
  accountId = sgd._id;
});
afterAll(() => t.close());

/** A valid value for a field (objects: their required fields), so that only the field being broken is wrong. */
function validValue(name: string, s: Schema | undefined): unknown {
  if (!s) return 'text';
  if (s.anyOf)
    return validValue(
      name,
      s.anyOf.find((x) => x.type !== 'null'),
    );
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {})
          .filter(([k]) => s.required?.includes(k))
          .map(([k, v]) => [k, validValue(k, v)]),
      );
    case 'array':
      return [validValue(name, s.items)];
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return false;
  }
  if (name === 'clientId' || name === 'client') return clientId;
  if (name === 'accountId') return accountId;
  if (name === 'resetToken') return randomUUID();
  if (/amount/i.test(name)) return '10';
  if (/email/i.test(name)) return 'admin@demo.test';
  if (/password/i.test(name)) return DEMO_PASSWORD;
  if (name === 'otp') return '123456';
  if (name === 'page') return '/r/dashboard';
  if (name === 'from' || name === 'to') return '2026-01-01';
  if (name === 'cursor') return b64('e1');
  return 'text';
}

/** What to put in a string field, by what it holds. */
function stringAttacks(name: string): string[] {
  const attacks = [...NASTY_TEXT];
  if (/amount/i.test(name)) attacks.push(...HUGE_AMOUNTS);
  if (name === 'cursor') attacks.push(...GARBAGE_CURSORS);
  if (/(^id|Id|^client)$/.test(name)) attacks.push(...GARBAGE_IDS);
  return attacks;
}

const RAW = '\u0001raw\u0001';
/** JSON with `raw` written unquoted where the placeholder string is, so 1e400 reaches the server as 1e400. */
function jsonWith(body: unknown, raw?: string): string {
  const text = JSON.stringify(body);
  return raw === undefined ? text : text.replace(JSON.stringify(RAW), raw);
}

/** Every (path, leaf schema) of a body: the fields one can break one at a time. */
function leaves(s: Schema | undefined, path: string[] = []): { path: string[]; schema: Schema }[] {
  if (!s) return [];
  if (s.anyOf)
    return leaves(
      s.anyOf.find((x) => x.type !== 'null'),
      path,
    );
  if (s.type === 'object') return Object.entries(s.properties ?? {}).flatMap(([k, v]) => leaves(v, [...path, k]));
  if (s.type === 'array') return leaves(s.items, [...path, '0']);
  return [{ path, schema: s }];
}

function withValue(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  for (const [i, key] of path.slice(0, -1).entries()) {
    node[key] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
  return copy;
}

function encodeQuery(query: Record<string, string>): string | null {
  try {
    return Object.entries(query)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&');
  } catch {
    return null; // a lone surrogate cannot be percent-encoded; the body attacks cover it
  }
}

/** Every broken request for one operation. */
function mutations(path: string, op: Operation): Mutation[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const validPath = pathParams.reduce(
    (url, p) => url.replace(`{${p.name}}`, encodeURIComponent(String(validValue(p.name, p.schema)))),
    path,
  );
  const validQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, String(validValue(p.name, p.schema))]),
  );
  const body = bodySchema ? validValue('body', bodySchema) : undefined;
  const payload = body === undefined ? undefined : jsonWith(body);
  const out: Mutation[] = [];

  for (const p of pathParams) {
    const others = (url: string) =>
      pathParams.reduce((u, o) => (o === p ? u : u.replace(`{${o.name}}`, String(validValue(o.name, o.schema)))), url);
    for (const v of NASTY_TEXT) {
      let encoded: string;
      try {
        encoded = encodeURIComponent(v);
      } catch {
        continue;
      }
      out.push({ name: `path ${p.name}=${JSON.stringify(v)}`, path: others(path).replace(`{${p.name}}`, encoded) });
    }
    for (const v of GARBAGE_PATH_IDS) {
      out.push({ name: `path ${p.name}=${v.slice(0, 40)}`, path: others(path).replace(`{${p.name}}`, v) });
    }
  }
  // Declared query parameters, and one nobody declared: the guard reads every value that arrives.
  for (const p of [...queryParams, { in: 'query', name: 'x' } as Parameter]) {
    const values = p.schema?.type === 'integer' || p.schema?.type === 'number' ? HUGE_NUMBERS : stringAttacks(p.name);
    for (const v of values)
      out.push({ name: `query ${p.name}=${JSON.stringify(v)}`, query: { ...validQuery, [p.name]: v } });
  }
  if (bodySchema) {
    for (const leaf of leaves(bodySchema)) {
      const field = leaf.path.join('.');
      if (leaf.schema.type === 'integer' || leaf.schema.type === 'number') {
        const raws = [...HUGE_NUMBERS, ...((leaf.schema.minimum ?? 0) > 0 ? ['-0'] : [])];
        for (const raw of raws) {
          out.push({ name: `body ${field}=${raw}`, payload: jsonWith(withValue(body, leaf.path, RAW), raw) });
        }
      } else if (leaf.schema.type === 'string' || leaf.schema.enum) {
        for (const v of stringAttacks(leaf.path.at(-1)!)) {
          out.push({ name: `body ${field}=${JSON.stringify(v)}`, payload: jsonWith(withValue(body, leaf.path, v)) });
        }
      }
    }
    out.push({ name: 'body key with NUL', payload: jsonWith({ ...(body as object), 'a\u0000b': 'x' }) });
    out.push({ name: 'body nested 100k deep', payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}` });
    out.push({ name: 'body nested objects', payload: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}` });
  }
  return out.map((m) => ({
    path: m.path ?? validPath,
    query: m.query ?? validQuery,
    payload: m.payload ?? payload,
    name: m.name,
  }));
}

/** Row count and checksum of every table that only a successful request would change. */
async function snapshot(): Promise<Record<string, string>> {
  const { rows } = await t.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name: name } of rows) {
    if (VOLATILE_TABLES.has(name)) continue;
    const { rows: sum } = await t.db.query<{ sum: string }>(
      `SELECT count(*) || ':' || coalesce(md5(string_agg(md5(r::text), '' ORDER BY md5(r::text))), '') AS sum
       FROM "${name}" r`,
    );
    out[name] = sum[0]!.sum;
  }
  return out;
}

describe('[FUZZ] every operation refuses hostile input without a 5xx or a write', () => {
  it('covers the whole OpenAPI document and answers every broken request with a 4xx', async () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(30);

    const before = await snapshot();
    const wrong: string[] = [];
    let sent = 0;
    for (const { method, path, op } of operations) {
      if (SKIPPED.has(`${method} ${path}`)) continue;
      for (const m of mutations(path, op)) {
        const query = encodeQuery(m.query ?? {});
        if (query === null) continue;
        const res = await t.app.inject({
          method: method as 'GET' | 'POST',
          url: query ? `${m.path}?${query}` : m.path!,
          headers: {
            ...headers,
            'idempotency-key': randomUUID(),
            ...(m.payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          // Sign-in throttles count per source: a fresh address for each call keeps them from answering first.
          remoteAddress: `10.67.${(sent >> 8) & 255}.${sent & 255}`,
          payload: m.payload,
        });
        sent++;
        // INVALID_INPUT is the error handler's net for what the database refused: the input got that far.
        if (res.statusCode < 400 || res.statusCode >= 500 || res.body.includes('"code":"INVALID_INPUT"')) {
          wrong.push(`${method} ${path} [${m.name}] → ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    // 5xx first: a long list is cut short when printed.
    wrong.sort((a, b) => Number(/→ 5/.test(b)) - Number(/→ 5/.test(a)));
    expect({ count: wrong.length, first: wrong.slice(0, 30) }).toEqual({ count: 0, first: [] });
    expect(await snapshot()).toEqual(before);
  });
});
