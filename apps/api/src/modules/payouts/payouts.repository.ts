import type { PayoutFunding } from '@corridor/domain/payouts/funding';
import type { PayoutStatus } from '@corridor/domain/payouts/statuses';
import type { Queryable } from '../../db/client.ts';
import type { OwnAccount as AccountRow } from '../accounts/accounts.service.ts';
import type { ContactFields } from '../beneficiaries/beneficiaries.service.ts';
import type { ClientRow, FlagRow } from '../clients/clients.service.ts';
import type { SpotHold } from '../fx/fx-holds.service.ts';

// Rates are numeric in the database and read back as ::text, so they stay the exact decimal strings written.

export type NewPayout = {
  id: string;
  transaction_number: string;
  idempotency_key: string | null;
  beneficiary_id: string;
  beneficiary_name: string;
  beneficiary_email: string;
  beneficiary_account_type: 'COMPANY' | 'INDIVIDUAL';
  beneficiary_country_code: string;
  destination_country: string;
  beneficiary_bank_name: string | null;
  beneficiary_account_number: string | null;
  beneficiary_details: Record<string, string | null>;
  payout_method: 'LOCAL' | 'SWIFT';
  source_account_id: string;
  source_currency: string;
  destination_currency: string;
  fixed_side: 'source' | 'destination';
  fee_payer: 'BEN' | 'OUR';
  swift_fee_payer: 'OUR' | 'SHA' | 'BEN';
  base_fx_rate: string;
  fx_rate: string;
  margin: string;
  fx_hold_id: string | null;
  fx_lock_expiry_at: Date | null;
  source_amount: bigint;
  converted_amount: bigint;
  destination_amount: bigint;
  fee_amount: bigint;
  swift_fee_amount: bigint;
  supplier_payments_fee: bigint;
  daily_limit_myr: bigint | null;
  funding: PayoutFunding;
  deposit_method: string;
  /** Paid by card or transfer: the funding bringing the money (set once it exists), the card, the payouts funded together. */
  funding_id: string | null;
  card_id: string | null;
  /** ach: the linked bank account debited. */
  ach_account_id: string | null;
  funding_group: string | null;
  purpose_code: string | null;
  statement_narrative: string;
  external_reference_id: string | null;
  client_preferences: object | null;
  status: PayoutStatus;
  event_count: number;
  hold_transfer_id: string | null;
  is_approval_required: boolean;
  created_by: string;
  created_at: Date;
  updated_at: Date;
};

export type PayoutRow = NewPayout & {
  client_id: string;
  approval_decision: 'APPROVED' | 'REJECTED' | null;
  approval_decided_by: string | null;
  approval_decided_at: Date | null;
  approval_reason: string | null;
  rail_reference: string | null;
  rail_next_status: PayoutStatus | null;
  rail_next_at: Date | null;
  rail_next_reason: string | null;
  rfi_response: string | null;
  source_account_number: string;
  source_account_label: string | null;
  created_by_name: string;
  approval_decided_by_name: string | null;
};

const INSERT_COLUMNS = [
  'id',
  'transaction_number',
  'idempotency_key',
  'beneficiary_id',
  'beneficiary_name',
  'beneficiary_email',
  'beneficiary_account_type',
  'beneficiary_country_code',
  'destination_country',
  'beneficiary_bank_name',
  'beneficiary_account_number',
  'beneficiary_details',
  'payout_method',
  'source_account_id',
  'source_currency',
  'destination_currency',
  'fixed_side',
  'fee_payer',
  'swift_fee_payer',
  'base_fx_rate',
  'fx_rate',
  'margin',
  'fx_hold_id',
  'fx_lock_expiry_at',
  'source_amount',
  'converted_amount',
  'destination_amount',
  'fee_amount',
  'swift_fee_amount',
  'supplier_payments_fee',
  'daily_limit_myr',
  'funding',
  'deposit_method',
  'funding_id',
  'card_id',
  'ach_account_id',
  'funding_group',
  'purpose_code',
  'statement_narrative',
  'external_reference_id',
  'client_preferences',
  'status',
  'event_count',
  'hold_transfer_id',
  'is_approval_required',
  'created_by',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof NewPayout)[];

const asParam = (v: unknown) => (v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v);

/**
 * Inserts a payout with its first event (and, paid at the live rate, the used hold that records its rate) unless its
 * transaction number is taken (two payouts from one account in one millisecond): then nothing is written and null
 * comes back, so the caller tries the next millisecond inside the same transaction. Answers the maker's name and
 * approver right in the same round trip (the new payout's view needs them). The hold is written in the same statement
 * as the payout that names it: the foreign key is checked at the statement's end.
 */
export async function insertPayout(
  q: Queryable,
  clientId: string,
  p: NewPayout,
  first: Omit<NewEvent, 'payoutId'>,
  spot: SpotHold | null = null,
): Promise<{ maker_name: string; maker_is_approver: boolean } | null> {
  const n = INSERT_COLUMNS.length;
  const e = n + 2;
  const h = e + 7;
  const { rows } = await q.query<{ maker_name: string; maker_is_approver: boolean }>(
    `WITH p AS (
       INSERT INTO payouts (client_id, ${INSERT_COLUMNS.join(', ')})
       VALUES ($1, ${INSERT_COLUMNS.map((_, i) => `$${i + 2}`).join(', ')})
       ON CONFLICT (transaction_number) DO NOTHING RETURNING id, client_id, created_by
     ), e AS (
       INSERT INTO payout_events (payout_id, client_id, seq, from_status, status, at, actor_type, actor_user_id, reason)
       SELECT p.id, p.client_id, $${e}, $${e + 1}, $${e + 2}, $${e + 3}, $${e + 4}, $${e + 5}, $${e + 6} FROM p
     )${
       spot
         ? `, h AS (
       INSERT INTO fx_holds (id, client_id, created_by, source_currency, destination_currency, base_fx_rate, fx_rate,
         margin, quoted_at, status, hold_expiry_at, lock_expiry_at, created_at, used_at)
       SELECT $${h}, p.client_id, $${h + 1}, $${h + 2}, $${h + 3}, $${h + 4}, $${h + 5}, $${h + 6}, $${h + 7}, 'USED',
         $${h + 8}, $${h + 9}, $${h + 10}, $${h + 10} FROM p
     )`
         : ''
     }
     SELECT u.name AS maker_name, (u.is_active AND u.is_approver) AS maker_is_approver
     FROM p JOIN users u ON u.id = p.created_by AND u.client_id = p.client_id`,
    [
      clientId,
      ...INSERT_COLUMNS.map((c) => asParam(p[c])),
      first.seq,
      first.fromStatus,
      first.status,
      first.at,
      first.actorType,
      first.actorUserId,
      first.reason,
      ...(spot
        ? [
            spot.id,
            spot.created_by,
            spot.source_currency,
            spot.destination_currency,
            spot.base_fx_rate,
            spot.fx_rate,
            spot.margin,
            spot.quoted_at,
            spot.hold_expiry_at,
            spot.lock_expiry_at,
            spot.created_at,
          ]
        : []),
    ],
  );
  return rows[0] ?? null;
}

/** What a payout is checked against, read together: see `findPayoutParties`. */
export type PayoutParties = {
  client: ClientRow;
  /** The contact, when it is the client's and ACTIVE (its timestamps aside). */
  contact: ContactFields | null;
  /** The account named (by id, whatever its currency), else the client's account in the currency. */
  account: AccountRow | null;
  /** What that account can spend now (balance less reservations), when asked. */
  available: bigint | null;
  /** The feature flags asked for, as stored (a flag never set is absent). */
  flags: FlagRow[];
};

/**
 * The client row, the contact paid, the account paying, (with `withBalance`) what it can spend and the feature flags
 * its rules need, in ONE round trip instead of six: a payout is validated and created hundreds of times a second
 * (bench/payout.bench.ts). Each part is read as its own module reads it (clients.repository `findClient` and
 * `listFeatureFlags`, beneficiaries `findBeneficiary`, accounts `findAccount`/`findAccountByCurrency`, the ledger's
 * `findBalances`), the client id in every join; nothing is locked,
 * as before (a contact's details are copied onto the payout; an account closes only empty, and the ledger refuses an
 * overdraft when the hold is booked). Ids that are not uuids are passed as null (they match nothing: a 404).
 */
export async function findPayoutParties(
  q: Queryable,
  clientId: string,
  p: {
    /** null: an id that cannot be one (not a uuid), which matches nothing. */
    contactId: string | null;
    account: { byId: string | null } | { byCurrency: string };
    withBalance: boolean;
    /** Feature flags to read with the rest (their rules are applied by the caller). */
    flags: string[];
  },
): Promise<PayoutParties | undefined> {
  const { rows } = await q.query<
    ClientRow & {
      payout_contact: PayoutParties['contact'];
      payout_account:
        | (Omit<AccountRow, 'created_at' | 'closed_at'> & { created_at: string; closed_at: string | null })
        | null;
      payout_available: bigint | null;
      payout_flags: FlagRow[];
    }
  >(
    `SELECT c.*, to_jsonb(b) - 'created_at' - 'updated_at' AS payout_contact, to_jsonb(a) AS payout_account,
       CASE WHEN $5::boolean THEN l.balance - l.pending_debits END AS payout_available,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('feature', f.feature, 'enabled', f.enabled,
          'meta_data', f.meta_data)), '[]'::jsonb) FROM feature_flags f WHERE f.feature = ANY($7::text[])) AS payout_flags
     FROM clients c
     LEFT JOIN beneficiaries b ON b.client_id = c.id AND b.id = $2 AND b.status = 'ACTIVE'
     LEFT JOIN LATERAL (
       SELECT a.id, a.client_id, a.currency, a.account_number, a.is_active, a.hidden, a.label, a.is_default_account,
         a.disable_auto_bookfx, a.auto_bookfx_sequence, a.created_at, a.closed_at, v.id AS vfa_id,
         v.status AS vfa_status, v.account_number AS vfa_account_number
       FROM currency_accounts a LEFT JOIN virtual_accounts v ON v.account_id = a.id AND v.client_id = a.client_id
       WHERE a.client_id = c.id AND CASE WHEN $6::boolean THEN a.id = $3::uuid ELSE a.currency = $4 END
     ) a ON true
     LEFT JOIN ledger_accounts l ON $5::boolean AND l.id = a.id AND l.client_id = c.id
     WHERE c.id = $1`,
    [
      clientId,
      p.contactId,
      'byId' in p.account ? p.account.byId : null,
      'byCurrency' in p.account ? p.account.byCurrency : null,
      p.withBalance,
      'byId' in p.account,
      p.flags,
    ],
  );
  const row = rows[0];
  if (!row) return undefined;
  const {
    payout_contact: contact,
    payout_account: account,
    payout_available: available,
    payout_flags: flags,
    ...client
  } = row;
  return {
    client: client as ClientRow,
    flags,
    contact,
    // Read as JSON, so its two timestamps come back as text.
    account: account && {
      ...account,
      created_at: new Date(account.created_at),
      closed_at: account.closed_at ? new Date(account.closed_at) : null,
    },
    available,
  };
}

const SELECT = `SELECT p.id, p.client_id, p.transaction_number, p.idempotency_key, p.beneficiary_id, p.beneficiary_name,
    p.beneficiary_email, p.beneficiary_account_type, p.beneficiary_country_code, p.destination_country,
    p.beneficiary_bank_name, p.beneficiary_account_number, p.beneficiary_details, p.payout_method, p.source_account_id,
    p.source_currency, p.destination_currency, p.fixed_side, p.fee_payer, p.swift_fee_payer,
    p.base_fx_rate::text AS base_fx_rate, p.fx_rate::text AS fx_rate, p.margin::text AS margin, p.fx_hold_id,
    p.fx_lock_expiry_at, p.source_amount, p.converted_amount, p.destination_amount, p.fee_amount, p.swift_fee_amount,
    p.supplier_payments_fee, p.daily_limit_myr, p.funding, p.deposit_method, p.funding_id, p.card_id,
    p.ach_account_id, p.funding_group, p.purpose_code, p.statement_narrative,
    p.external_reference_id, p.client_preferences, p.status, p.event_count, p.hold_transfer_id,
    p.is_approval_required, p.approval_decision, p.approval_decided_by, p.approval_decided_at, p.approval_reason,
    p.rail_reference, p.rail_next_status, p.rail_next_at, p.rail_next_reason, p.rfi_response, p.created_by,
    p.created_at, p.updated_at, a.account_number AS source_account_number, a.label AS source_account_label,
    cu.name AS created_by_name, du.name AS approval_decided_by_name
  FROM payouts p
  JOIN currency_accounts a ON a.id = p.source_account_id
  JOIN users cu ON cu.id = p.created_by
  LEFT JOIN users du ON du.id = p.approval_decided_by`;

/** One of the client's payouts; `lock` holds it FOR UPDATE (of the payout row only) until the transaction ends. */
export async function findPayout(
  q: Queryable,
  clientId: string,
  id: string,
  lock = false,
): Promise<PayoutRow | undefined> {
  const { rows } = await q.query<PayoutRow>(
    `${SELECT} WHERE p.client_id = $1 AND p.id = $2 ${lock ? 'FOR UPDATE OF p' : ''}`,
    [clientId, id],
  );
  return rows[0];
}

/** The client's payouts among `ids`, locked FOR UPDATE in id order (so two deciders cannot deadlock). */
export async function lockPayouts(q: Queryable, clientId: string, ids: string[]): Promise<PayoutRow[]> {
  const { rows } = await q.query<PayoutRow>(
    `${SELECT} WHERE p.client_id = $1 AND p.id = ANY($2::uuid[]) ORDER BY p.id FOR UPDATE OF p`,
    [clientId, ids],
  );
  return rows;
}

/** The client's payouts a funding pays for, locked FOR UPDATE in id order. */
export async function lockPayoutsOfFunding(q: Queryable, clientId: string, fundingId: string): Promise<PayoutRow[]> {
  const { rows } = await q.query<PayoutRow>(
    `${SELECT} WHERE p.client_id = $1 AND p.funding_id = $2 ORDER BY p.id FOR UPDATE OF p`,
    [clientId, fundingId],
  );
  return rows;
}

/** Links payouts to the funding that pays for them. */
export async function setFunding(q: Queryable, clientId: string, ids: string[], fundingId: string): Promise<void> {
  await q.query('UPDATE payouts SET funding_id = $3 WHERE client_id = $1 AND id = ANY($2::uuid[])', [
    clientId,
    ids,
    fundingId,
  ]);
}

/** The client's payouts whose id or transaction number is among `keys` (status polling). */
export async function findPayoutsByKeys(
  q: Queryable,
  clientId: string,
  ids: string[],
  numbers: string[],
): Promise<PayoutRow[]> {
  const { rows } = await q.query<PayoutRow>(
    `${SELECT} WHERE p.client_id = $1 AND (p.id = ANY($2::uuid[]) OR p.transaction_number = ANY($3::text[]))`,
    [clientId, ids, numbers],
  );
  return rows;
}

export type PayoutQuery = {
  statuses?: readonly string[];
  beneficiaryId?: string;
  awaitingApproval?: boolean;
  /** Rows strictly older than this payout (keyset pagination). */
  afterId?: string;
  limit: number;
};

/** One page of the client's payouts, newest first, off the (client_id, created_at DESC, id DESC) indexes. */
export async function findPayouts(q: Queryable, clientId: string, f: PayoutQuery): Promise<PayoutRow[]> {
  const params: unknown[] = [clientId];
  const where = ['p.client_id = $1'];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.statuses) add((n) => `p.status = ANY(${n}::text[])`, f.statuses);
  if (f.beneficiaryId) add((n) => `p.beneficiary_id = ${n}`, f.beneficiaryId);
  // Written as the partial index's own predicate, so the approvals queue reads that index.
  if (f.awaitingApproval === true) where.push("p.status LIKE 'AWAITING\\_APPROVAL\\_%'");
  if (f.awaitingApproval === false) where.push("p.status NOT LIKE 'AWAITING\\_APPROVAL\\_%'");
  if (f.afterId !== undefined) {
    add(
      (n) => `(p.created_at, p.id) < (SELECT c.created_at, c.id FROM payouts c WHERE c.id = ${n} AND c.client_id = $1)`,
      f.afterId,
    );
  }
  params.push(f.limit);
  const { rows } = await q.query<PayoutRow>(
    `${SELECT} WHERE ${where.join(' AND ')} ORDER BY p.created_at DESC, p.id DESC LIMIT $${params.length}`,
    params,
  );
  return rows;
}

export async function payoutExists(q: Queryable, clientId: string, id: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM payouts WHERE id = $1 AND client_id = $2', [id, clientId]);
  return rows.length > 0;
}

/** A status change: the new status and event count. Whatever the rail was to report next no longer applies. */
export async function updateStatus(
  q: Queryable,
  clientId: string,
  id: string,
  s: { status: PayoutStatus; eventCount: number; at: Date },
): Promise<void> {
  await q.query(
    `UPDATE payouts SET status = $3, event_count = $4, updated_at = $5, rail_next_status = NULL, rail_next_at = NULL,
       rail_next_reason = NULL
     WHERE client_id = $1 AND id = $2`,
    [clientId, id, s.status, s.eventCount, s.at],
  );
}

export async function setApproval(
  q: Queryable,
  clientId: string,
  id: string,
  d: { decision: 'APPROVED' | 'REJECTED'; by: string; at: Date; reason: string | null },
): Promise<void> {
  await q.query(
    `UPDATE payouts SET approval_decision = $3, approval_decided_by = $4, approval_decided_at = $5, approval_reason = $6
     WHERE client_id = $1 AND id = $2`,
    [clientId, id, d.decision, d.by, d.at, d.reason],
  );
}

/** What the rail said it will report next and when (all null: nothing expected). */
export async function setRailNext(
  q: Queryable,
  clientId: string,
  id: string,
  next: { status: PayoutStatus; at: Date; reason: string | null } | null,
): Promise<void> {
  await q.query(
    'UPDATE payouts SET rail_next_status = $3, rail_next_at = $4, rail_next_reason = $5 WHERE client_id = $1 AND id = $2',
    [clientId, id, next?.status ?? null, next?.at ?? null, next?.reason ?? null],
  );
}

export async function setRailReference(q: Queryable, clientId: string, id: string, reference: string): Promise<void> {
  await q.query('UPDATE payouts SET rail_reference = $3 WHERE client_id = $1 AND id = $2', [clientId, id, reference]);
}

export async function setRfiResponse(q: Queryable, clientId: string, id: string, response: string): Promise<void> {
  await q.query('UPDATE payouts SET rfi_response = $3 WHERE client_id = $1 AND id = $2', [clientId, id, response]);
}

export type NewEvent = {
  payoutId: string;
  seq: number;
  fromStatus: PayoutStatus | null;
  status: PayoutStatus;
  at: Date;
  actorType: 'user' | 'checker' | 'rail' | 'system' | 'funding';
  actorUserId: string | null;
  reason: string | null;
};

export async function insertEvent(q: Queryable, clientId: string, e: NewEvent): Promise<void> {
  await q.query(
    `INSERT INTO payout_events (payout_id, client_id, seq, from_status, status, at, actor_type, actor_user_id, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [e.payoutId, clientId, e.seq, e.fromStatus, e.status, e.at, e.actorType, e.actorUserId, e.reason],
  );
}

export type EventRow = {
  payout_id: string;
  seq: number;
  from_status: PayoutStatus | null;
  status: PayoutStatus;
  at: Date;
  actor_type: NewEvent['actorType'];
  actor_user_id: string | null;
  actor_name: string | null;
  reason: string | null;
};

/** The events of the client's payouts among `payoutIds`, oldest first per payout. */
export async function findEvents(q: Queryable, clientId: string, payoutIds: string[]): Promise<EventRow[]> {
  if (payoutIds.length === 0) return [];
  const { rows } = await q.query<EventRow>(
    `SELECT e.payout_id, e.seq, e.from_status, e.status, e.at, e.actor_type, e.actor_user_id, u.name AS actor_name,
       e.reason
     FROM payout_events e LEFT JOIN users u ON u.id = e.actor_user_id
     WHERE e.client_id = $1 AND e.payout_id = ANY($2::uuid[]) ORDER BY e.payout_id, e.seq`,
    [clientId, payoutIds],
  );
  return rows;
}

/** What the client's payouts of [from, to) count towards the MYR daily limit, released ones aside. */
export async function sumDailyLimitMyr(
  q: Queryable,
  clientId: string,
  window: { from: Date; to: Date },
  releasedStatuses: readonly string[],
): Promise<bigint> {
  const { rows } = await q.query<{ total: bigint | null }>(
    `SELECT sum(daily_limit_myr)::int8 AS total FROM payouts
     WHERE client_id = $1 AND daily_limit_myr IS NOT NULL AND created_at >= $2 AND created_at < $3
       AND NOT (status = ANY($4::text[]))`,
    [clientId, window.from, window.to, releasedStatuses],
  );
  return rows[0]?.total ?? 0n;
}

/** Serialises one business's payouts while one checks its daily limit (PostgreSQL; PGlite runs one at a time). */
export async function lockDailyLimit(q: Queryable, clientId: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtextextended('payouts-daily-limit:' || $1, 0))", [clientId]);
}

export type DueRow = { client_id: string; id: string; event_count: number };

/** Payouts whose next rail report is due (their job should have applied it): the sweep applies them. */
export async function findDueRailReports(q: Queryable, now: Date, limit: number): Promise<DueRow[]> {
  const { rows } = await q.query<DueRow>(
    `SELECT client_id, id, event_count FROM payouts WHERE rail_next_at <= $1 ORDER BY rail_next_at LIMIT $2`,
    [now, limit],
  );
  return rows;
}

/** PENDING payouts the rail never took, unchanged since `before` (their submission job died). */
export async function findUnsubmitted(q: Queryable, before: Date, limit: number): Promise<DueRow[]> {
  const { rows } = await q.query<DueRow>(
    `SELECT client_id, id, event_count FROM payouts
     WHERE status = 'PENDING' AND rail_reference IS NULL AND updated_at <= $1 ORDER BY updated_at LIMIT $2`,
    [before, limit],
  );
  return rows;
}

/** Payouts still awaiting approval whose rate lock ended at or before `now`. */
export async function findLapsedRateLocks(q: Queryable, now: Date, limit: number): Promise<DueRow[]> {
  const { rows } = await q.query<DueRow>(
    `SELECT client_id, id, event_count FROM payouts
     WHERE fx_lock_expiry_at IS NOT NULL AND status LIKE 'AWAITING\\_APPROVAL\\_%' AND fx_lock_expiry_at <= $1
     ORDER BY fx_lock_expiry_at LIMIT $2`,
    [now, limit],
  );
  return rows;
}
