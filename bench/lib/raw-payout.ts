// A second baseline for the payout benchmark: the rows one validatePayout + createPayout pair writes, written with
// plain SQL and no application — the parties read twice (the check, then the create), then in one transaction the
// Idempotency-Key, the used rate (fx_holds), the payout, its first event, the ledger hold (through the ledger's
// trigger, as the app books it), the audit row (through audit_append, the chain's head locked), the submission job and
// the stored answer. Each row is a copy of a payout the app made in the warm-up, with new ids, so it meets every
// constraint, foreign key, index and trigger the app's rows do. What the app adds on top of this is HTTP, validation,
// pricing, the view and its round trips; what this costs against the raw ledger booking is the payout's own weight.
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../apps/api/src/db/client.ts';
import { SUBMIT_QUEUE } from '../../apps/api/src/modules/payouts/payout-rail.service.ts';

/** One business's template: a payout the app made, the rows around it, and the keys its copies need. */
export type PayoutTemplate = {
  clientId: string;
  payoutId: string;
  beneficiaryId: string;
  accountId: string;
  holdId: string;
  transferId: string;
  jobId: string;
  auditId: string;
  responseBody: string;
};

/**
 * `INSERT INTO table (…) SELECT …, $n for each override, … FROM table WHERE key = $1 [AND where]`: a row copied with
 * new values. `where` names a partitioned table's partition (pgboss.job by queue), so the copy reads one partition.
 */
async function copyStatement(
  q: Queryable,
  table: string,
  key: string,
  overrides: string[],
  where = '',
): Promise<string> {
  const [schema, name] = table.includes('.') ? table.split('.') : ['public', table];
  const { rows } = await q.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = $1 AND table_name = $2 AND is_identity = 'NO' AND is_generated = 'NEVER'
     ORDER BY ordinal_position`,
    [schema, name],
  );
  const columns = rows.map((r) => r.column_name);
  const values = columns.map((c) => (overrides.includes(c) ? `$${overrides.indexOf(c) + 2}` : `t.${c}`));
  const from = `FROM ${table} t WHERE t.${key} = $1${where ? ` AND ${where}` : ''}`;
  return `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values.join(', ')} ${from}`;
}

const PARTIES = `SELECT c.id, b.id AS beneficiary_id, a.id AS account_id, l.balance, l.pending_debits
  FROM clients c
  JOIN beneficiaries b ON b.client_id = c.id AND b.id = $2
  JOIN currency_accounts a ON a.client_id = c.id AND a.id = $3
  JOIN ledger_accounts l ON l.id = a.id
  WHERE c.id = $1`;

/** The newest payout of each of `clientIds` (made by the app) as the template of its business's raw payouts. */
export async function rawPayoutSetUp(db: Db, clientIds: string[]) {
  const templates: PayoutTemplate[] = [];
  for (const clientId of clientIds) {
    const { rows } = await db.query<Omit<PayoutTemplate, 'clientId'>>(
      `SELECT p.id AS "payoutId", p.beneficiary_id AS "beneficiaryId", p.source_account_id AS "accountId",
         p.fx_hold_id AS "holdId", p.hold_transfer_id AS "transferId",
         (SELECT j.id FROM pgboss.job j WHERE j.name = $2 AND j.data->>'payoutId' = p.id::text LIMIT 1) AS "jobId",
         (SELECT a.id::text FROM audit_log a WHERE a.client_id = p.client_id AND a.action = 'payout.created'
            ORDER BY a.id DESC LIMIT 1) AS "auditId",
         (SELECT k.response_body::text FROM idempotency_keys k WHERE k.client_id = p.client_id AND k.key = p.idempotency_key)
           AS "responseBody"
       FROM payouts p WHERE p.client_id = $1 AND p.status = 'PENDING' ORDER BY p.created_at DESC LIMIT 1`,
      [clientId, SUBMIT_QUEUE],
    );
    if (!rows[0]?.jobId || !rows[0].auditId || !rows[0].responseBody) {
      throw new Error(`business ${clientId} has no complete payout to copy`);
    }
    templates.push({ clientId, ...rows[0] });
  }
  const statements = {
    hold: await copyStatement(db, 'fx_holds', 'id', ['id']),
    payout: await copyStatement(db, 'payouts', 'id', [
      'id',
      'transaction_number',
      'idempotency_key',
      'fx_hold_id',
      'hold_transfer_id',
      'created_at',
      'updated_at',
    ]),
    event: await copyStatement(db, 'payout_events', 'payout_id', ['payout_id', 'at']),
    transfer: await copyStatement(db, 'ledger_transfers', 'id', ['id', 'business_id']),
    job: await copyStatement(db, 'pgboss.job', 'id', ['id'], `t.name = '${SUBMIT_QUEUE}'`),
  };
  return { templates, statements };
}

export type RawPayouts = Awaited<ReturnType<typeof rawPayoutSetUp>>;

let numbers = 0;

/** One raw validate + create pair copying `t`. */
async function rawPayoutPair(db: Db, { statements: s }: RawPayouts, t: PayoutTemplate): Promise<void> {
  await db.query(PARTIES, [t.clientId, t.beneficiaryId, t.accountId]);
  const key = randomUUID();
  const id = randomUUID();
  const holdId = randomUUID();
  const transferId = randomUUID();
  numbers += 1;
  const number = `SME_RAW_${String(Date.now()).padStart(13, '0')}${String(numbers % 10_000).padStart(4, '0')}`;
  const now = new Date();
  await db.tx(async (tx) => {
    await tx.query(
      'INSERT INTO idempotency_keys (client_id, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key',
      [t.clientId, key, 'raw'],
    );
    await tx.query(PARTIES, [t.clientId, t.beneficiaryId, t.accountId]);
    await tx.query(s.hold, [t.holdId, holdId]);
    await tx.query(s.payout, [t.payoutId, id, number, key, holdId, transferId, now, now]);
    await tx.query(s.event, [t.payoutId, id, now]);
    await tx.query(s.transfer, [t.transferId, transferId, number]);
    await tx.query(
      `SELECT audit_append(a.chain_id, $2, a.client_id, a.actor_user_id, a.actor_name, a.action, a.outcome,
         a.target_type, $3, a.ip, a.details, '{"raw":', '}') FROM audit_log a WHERE a.id = $1`,
      [t.auditId, now, number],
    );
    await tx.query(s.job, [t.jobId, randomUUID()]);
    await tx.query(
      'UPDATE idempotency_keys SET response_status = $3, response_body = $4 WHERE client_id = $1 AND key = $2',
      [t.clientId, key, 201, t.responseBody],
    );
  });
}

/** Raw pairs per second by one caller per template (business) for `ms`. */
export async function rawPayoutThroughput(db: Db, raw: RawPayouts, ms: number): Promise<number> {
  let done = 0;
  const started = Date.now();
  const until = started + ms;
  await Promise.all(
    raw.templates.map(async (t) => {
      while (Date.now() < until) {
        await rawPayoutPair(db, raw, t);
        done++;
      }
    }),
  );
  return (done * 1000) / (Date.now() - started);
}
