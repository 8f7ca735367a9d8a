import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../src/config.ts';
import { SOURCE } from './auth.ts';
import { PRODUCTION_ENV } from './env.ts';
import { createTestApp, type TestApp } from './helpers.ts';

describe('[SAFE] configuration', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('production refuses to start without PUBLIC_URL and SMTP_URL, naming both', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL[\s\S]*SMTP_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m:587' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://a.example' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ ...PRODUCTION_ENV }).isProduction).toBe(true);
  });

  it('production seeds no demo users and serves no docs unless asked', () => {
    const prod = loadConfig({ ...PRODUCTION_ENV });
    expect(prod).toMatchObject({ shouldSeedDemo: false, isDocsEnabled: false, isDevMailboxEnabled: false });
    expect(loadConfig({ ...PRODUCTION_ENV, SEED_DEMO: '1', DOCS: '1' })).toMatchObject({
      shouldSeedDemo: true,
      isDocsEnabled: true,
      isDevMailboxEnabled: false,
    });
    expect(loadConfig({})).toMatchObject({ shouldSeedDemo: true, isDocsEnabled: true, isDevMailboxEnabled: true });
  });

  it('links default to localhost on the configured port outside production', () => {
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PUBLIC_URL: 'https://pay.example.com/' }).PUBLIC_URL).toBe('https://pay.example.com');
  });

  it('trusts no proxy by default; TRUST_PROXY takes hops or addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,loopback')).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/TRUST_PROXY/);
  });
});

describe('[SAFE] headers and static delivery', () => {
  let t: TestApp;
  let dist: string;
  const bundle = `console.log(${JSON.stringify('corridor '.repeat(2000))});`;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'corridor-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Corridor</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), bundle);
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'assets', 'late-chunk.js'), bundle);
    execFileSync('node', [fileURLToPath(new URL('../../../scripts/precompress.mjs', import.meta.url)), dist]);
    rmSync(join(dist, 'assets', 'late-chunk.js.br'));
    rmSync(join(dist, 'assets', 'late-chunk.js.gz'));
    t = await createTestApp({ WEB_DIST: dist, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
  };

  it('every kind of response carries the security headers', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/healthz' }),
      t.app.inject({ method: 'GET', url: '/smebackend/api/v1/configuration', headers: SOURCE }),
      t.app.inject({ method: 'GET', url: '/r/api/no-such-call' }),
      t.app.inject({
        method: 'POST',
        url: '/r/api/login',
        headers: { ...SOURCE, 'content-type': 'application/json' },
        payload: '{bad json',
      }),
      t.app.inject({ method: 'GET', url: '/r/dashboard' }),
      t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 404, 400, 200, 200]);
    for (const res of responses) expectSecurityHeaders(res.headers);
  });

  it('sends HSTS only over https', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // The trusted proxy in front says the browser came over https.
    const tls = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('caches hashed assets for a year and revalidates index.html', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/r/account-statement', '/index.html', '/favicon.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the precompressed files of the build, or compresses on the fly what has none', async () => {
    const pre = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(pre.headers['content-encoding']).toBe('br');
    expect(pre.headers['content-type']).toMatch(/javascript/);
    expect(pre.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(pre.rawPayload).toString()).toBe(bundle);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);
    const fly = await t.app.inject({
      method: 'GET',
      url: '/assets/late-chunk.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(fly.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(fly.rawPayload).toString()).toBe(bundle);
  });

  it('compresses what the browser accepts', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(bundle.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
    const gzip = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBeUndefined(); // index.html is under the 1 KB threshold
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('the API docs carry their own policy, still unframeable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('[SAFE] production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ ...PRODUCTION_ENV });
  });
  afterAll(() => prod.close());

  it('serves no API docs unless asked', async () => {
    expect((await prod.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
    expect((await prod.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
    const asked = await createTestApp({ ...PRODUCTION_ENV, DOCS: '1' });
    try {
      expect((await asked.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await asked.close();
    }
  });
});

describe('[SAFE] links in mail come from PUBLIC_URL', () => {
  const mailedLink = async (t: TestApp, email: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
    const mail = (res.json() as { to: string; text: string }[]).find((m) => m.to === email);
    return mail?.text.match(/https?:\/\/\S+\/resetPassword\/[0-9a-f-]{36}/)?.[0];
  };

  it.each([
    ['no proxy trusted', {}],
    ['behind a trusted proxy', { TRUST_PROXY: '127.0.0.1' }],
  ])('a poisoned Host or X-Forwarded-Host never steers a reset link (%s)', async (_name, env) => {
    const t = await createTestApp({ PUBLIC_URL: 'https://pay.corridor.example', ...env });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/r/api/requestPassword',
        headers: { ...SOURCE, host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
        payload: { email: 'checker@demo.test' },
      });
      expect(res.statusCode).toBe(200);
      const link = await mailedLink(t, 'checker@demo.test');
      expect(link).toMatch(/^https:\/\/pay\.corridor\.example\/resetPassword\//);
    } finally {
      await t.close();
    }
  });
});

describe('[SAFE] proxies', () => {
  const requestCode = (t: TestApp, email: string, headers: Record<string, string>, remoteAddress = '192.0.2.50') =>
    t.app.inject({
      method: 'POST',
      url: '/r/api/authentication/generateOTP',
      headers: { ...SOURCE, ...headers },
      remoteAddress,
      payload: { email, password: 'Not-the-password-1' },
    });

  it('by default a rotating X-Forwarded-For does not walk past the per-source limits', async () => {
    const t = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 32; i += 1) {
        const res = await requestCode(t, `person${i}@demo.test`, { 'x-forwarded-for': `198.51.100.${i}` });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY, the address the trusted proxy reports is the source', async () => {
    const t = await createTestApp({ TRUST_PROXY: '192.0.2.50' });
    try {
      for (let i = 0; i < 31; i += 1) {
        const res = await requestCode(t, `person${i}@demo.test`, { 'x-forwarded-for': `198.51.100.${i}` });
        expect(res.statusCode).toBe(401);
      }
      // A caller that is not the trusted proxy is judged by its own address, whatever it claims.
      for (let i = 0; i < 30; i += 1)
        await requestCode(t, 'x@demo.test', { 'x-forwarded-for': `203.0.113.${i}` }, '192.0.2.99');
      expect(
        (await requestCode(t, 'x@demo.test', { 'x-forwarded-for': '203.0.113.200' }, '192.0.2.99')).statusCode,
      ).toBe(429);
    } finally {
      await t.close();
    }
  });
});
