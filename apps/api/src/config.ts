import { isIP } from 'node:net';
import { DEFAULT_AMOUNT_CEILING_MAJOR, MAX_AMOUNT_CEILING_MAJOR } from '@corridor/domain/amount-limits';
import { DEFAULT_BATCH_MAX_IN_FLIGHT, DEFAULT_BATCH_MAX_ROWS } from '@corridor/domain/batches/limits';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  /** Loopback unless told otherwise: a default start is not reachable from the network. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Corridor <no-reply@corridor.local>'),
  /** Where people reach Corridor: every link in a mail is built from it, never from request headers. */
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  /** How long an Idempotency-Key is remembered: a day at least, so a client's retries within a day are safe. */
  IDEMPOTENCY_RETENTION_HOURS: z.coerce.number().int().min(24).default(168),
  LOG_LEVEL: z.string().default('info'),
  /** Proxies whose X-Forwarded-For is believed: a hop count ("1") or addresses/CIDRs ("10.0.0.1,10.1.0.0/16"). */
  TRUST_PROXY: z.string().optional(),
  /** Load the demo businesses and users into an empty database (always outside production; asked for in it). */
  SEED_DEMO: flag,
  /** Serve the API documentation at /docs (always outside production; asked for in it). */
  DOCS: flag,
  /** The largest single amount, in major units of its currency; an account holds at most 10 of them. */
  AMOUNT_CEILING_MAJOR: z.coerce.bigint().min(1n).max(MAX_AMOUNT_CEILING_MAJOR).default(DEFAULT_AMOUNT_CEILING_MAJOR),
  /** Rows a bulk payment batch may have (spec §9: 1,000); raised for the 10,000-row benchmark. */
  BATCH_MAX_ROWS: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_BATCH_MAX_ROWS),
  /** Batches being read, validated, held or paid at once on this deployment before MAX_BATCH_LIMIT_REACHED. */
  BATCH_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_BATCH_MAX_IN_FLIGHT),
  /** Rows of a paid batch whose payouts are created per transaction (a crash loses at most one chunk's work). */
  BATCH_PAY_CHUNK: z.coerce.number().int().min(1).max(5_000).default(500),
  /**
   * How often an open progress stream (SSE) sends a keep-alive and checks its session again: a stream whose session
   * ended (signed out, expired, user or business deactivated) is closed at the next one. Tests make it short.
   */
  PROGRESS_KEEP_ALIVE_MS: z.coerce.number().int().min(50).max(300_000).default(15_000),
});

export type TrustProxy = false | number | string[];

export type Config = Omit<z.infer<typeof Env>, 'TRUST_PROXY' | 'PUBLIC_URL'> & {
  isProduction: boolean;
  /** Origin (no trailing slash) that links in mail start with. */
  PUBLIC_URL: string;
  trustProxy: TrustProxy;
  shouldSeedDemo: boolean;
  isDocsEnabled: boolean;
  /** The dev mailbox exists outside production only, and answers loopback callers only. */
  isDevMailboxEnabled: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction) {
    const missing = [
      !e.PUBLIC_URL && 'PUBLIC_URL (the address people reach Corridor at; links in mail are built from it)',
      !e.SMTP_URL && 'SMTP_URL (production mail must leave the building: smtp://user:pass@host:587)',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(`Production mode needs:\n${missing.map((m) => `- ${m}`).join('\n')}`);
    }
  }
  return {
    ...e,
    isProduction,
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    shouldSeedDemo: !isProduction || e.SEED_DEMO,
    isDocsEnabled: !isProduction || e.DOCS,
    isDevMailboxEnabled: !isProduction,
  };
}

// proxy-addr's names for address ranges, which Fastify's trustProxy understands.
const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** "" or unset → trust nobody; "2" → the last two hops; otherwise a comma-separated list of addresses or CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim();
  if (!v || v === '0' || v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of list) {
    if (PROXY_KEYWORDS.has(item)) continue;
    const [addr, bits, extra] = item.split('/');
    const isValid = extra === undefined && !!addr && isIP(addr) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
    if (!isValid) {
      throw new ConfigError(
        `TRUST_PROXY: "${item}" is not an address or CIDR (use a hop count like 1, or addresses like 10.0.0.1,10.1.0.0/16)`,
      );
    }
  }
  return list;
}
