import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../src/db/client.ts';
import { DEMO_PASSWORD } from '../src/seed/seed.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { databaseUrlFor, isPostgres } from './test-db.ts';

/** `main.ts` in a child process, as a test server (dev mailbox on, no web build). */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess({ NODE_ENV: 'test', ...env });
}

/** A database for child servers: a copy of the seeded test template, or an empty one; `open` only while none runs. */
export type ServerDatabase = { env: Record<string, string>; open(): Promise<Db>; drop(): Promise<void> };

export async function serverDatabase(opts: { isEmpty?: boolean } = {}): Promise<ServerDatabase> {
  const name = `corridor_proc_${randomBytes(6).toString('hex')}`;
  if (isPostgres()) {
    const base = process.env.CORRIDOR_PG_URL!;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const template = opts.isEmpty ? '' : `TEMPLATE ${process.env.CORRIDOR_PG_TEMPLATE}`;
    await admin.query(`CREATE DATABASE ${name} ${template}`);
    await admin.end();
    const url = databaseUrlFor(base, name);
    return {
      env: { DATABASE_URL: url },
      open: () => createDb({ databaseUrl: url, poolSize: 2 }),
      async drop() {
        const drop = new pg.Client({ connectionString: base });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const dir = join(tmpdir(), name);
  if (!opts.isEmpty) cpSync(process.env.CORRIDOR_PGLITE_TEMPLATE!, dir, { recursive: true });
  return {
    env: { DATA_DIR: dir },
    open: () => createDb({ dataDir: dir }),
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Client = { base: string; headers: Record<string, string> };

/** Signs in over HTTP as a person would (code read from the dev mailbox); the session lives in the database. */
export async function signInOver(base: string, email: string): Promise<Client> {
  const json = { source: 'sme', 'content-type': 'application/json' };
  const otp = await fetch(`${base}/r/api/authentication/generateOTP`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!otp.ok) throw new Error(`generateOTP ${otp.status}: ${await otp.text()}`);
  const mails = (await (await fetch(`${base}/dev/mailbox/messages`)).json()) as { to: string; text: string }[];
  const code = mails.find((m) => m.to === email)?.text.match(/Dynamic Access Code is (\d{6})/)?.[1];
  const login = await fetch(`${base}/r/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: DEMO_PASSWORD, otp: code }),
  });
  if (!login.ok) throw new Error(`login ${login.status}: ${await login.text()}`);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  return { base, headers: { source: 'sme', cookie, 'x-csrf-token': csrfToken } };
}

/** The signed-in business's ledger balance in `currency`, in minor units, and its account id. */
export async function balanceOf(c: Client, currency: string): Promise<{ accountId: string; ledger: bigint }> {
  const res = await fetch(`${c.base}/smebackend/api/v1/settings/account/summary`, { headers: c.headers });
  if (!res.ok) throw new Error(`summary ${res.status}: ${await res.text()}`);
  const { accounts } = (await res.json()) as {
    accounts: { _id: string; currency: string; running_balance: { amountMinor: string } }[];
  };
  const a = accounts.find((x) => x.currency === currency)!;
  return { accountId: a._id, ledger: BigInt(a.running_balance.amountMinor) };
}

/** Makes the sandbox bank receive a payment that it settles `settleAfterMs` later. */
export async function receive(c: Client, accountId: string, amount: string, settleAfterMs: number) {
  const res = await fetch(`${c.base}/smebackend/api/v1/dev/incoming-payment`, {
    method: 'POST',
    headers: { ...c.headers, 'content-type': 'application/json', 'idempotency-key': randomBytes(8).toString('hex') },
    body: JSON.stringify({ accountId, amount, payerName: 'Crash Test Payer', settleAfterMs }),
  });
  if (res.status !== 201) throw new Error(`incoming-payment ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { payment: { id: string; status: string } }).payment;
}
