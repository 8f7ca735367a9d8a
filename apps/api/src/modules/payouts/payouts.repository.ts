import type { PayoutFunding } from '@corridor/domain/payouts/funding';
import type { PayoutStatus } from '@corridor/domain/payouts/statuses';
import type { Queryable } from '../../db/client.ts';
import { conditions } from '../../db/conditions.ts';
import type { SpotHold } from '../fx/fx-holds.service.ts';
import type { NewEvent } from './payout-events.repository.ts';

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
  const w = conditions(['p.client_id = $1'], [clientId]);
  if (f.statuses) w.add((n) => `p.status = ANY(${n}::text[])`, f.statuses);
  if (f.beneficiaryId) w.add((n) => `p.beneficiary_id = ${n}`, f.beneficiaryId);
  // Written as the partial index's own predicate, so the approvals queue reads that index.
  if (f.awaitingApproval === true) w.push("p.status LIKE 'AWAITING\\_APPROVAL\\_%'");
  if (f.awaitingApproval === false) w.push("p.status NOT LIKE 'AWAITING\\_APPROVAL\\_%'");
  if (f.afterId !== undefined) {
    w.add(
      (n) => `(p.created_at, p.id) < (SELECT c.created_at, c.id FROM payouts c WHERE c.id = ${n} AND c.client_id = $1)`,
      f.afterId,
    );
  }
  const limit = w.param(f.limit);
  const { rows } = await q.query<PayoutRow>(
    `${SELECT} WHERE ${w.sql()} ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit}`,
    w.params,
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
