import type { Queryable } from '../../db/client.ts';
import { conditions } from '../../db/conditions.ts';

export type NewExchange = {
  id: string;
  exchange_number: string;
  fx_hold_id: string;
  source_account_id: string;
  destination_account_id: string;
  source_currency: string;
  destination_currency: string;
  base_fx_rate: string;
  fx_rate: string;
  margin: string;
  fixed_side: 'source' | 'destination';
  source_amount: bigint;
  converted_amount: bigint;
  destination_amount: bigint;
  fee_amount: bigint;
  swift_fee_amount: bigint;
  supplier_payments_fee: bigint;
  created_by: string;
  created_at: Date;
};

export type ExchangeRow = NewExchange & {
  status: 'COMPLETED';
  source_account_number: string;
  source_label: string | null;
  destination_account_number: string;
  destination_label: string | null;
  created_by_name: string;
};

const INSERT_COLUMNS = [
  'id',
  'exchange_number',
  'fx_hold_id',
  'source_account_id',
  'destination_account_id',
  'source_currency',
  'destination_currency',
  'base_fx_rate',
  'fx_rate',
  'margin',
  'fixed_side',
  'source_amount',
  'converted_amount',
  'destination_amount',
  'fee_amount',
  'swift_fee_amount',
  'supplier_payments_fee',
  'created_by',
  'created_at',
] as const satisfies readonly (keyof NewExchange)[];

export async function insertExchange(q: Queryable, clientId: string, x: NewExchange): Promise<void> {
  await q.query(
    `INSERT INTO exchanges (client_id, ${INSERT_COLUMNS.join(', ')})
     VALUES ($1, ${INSERT_COLUMNS.map((_, i) => `$${i + 2}`).join(', ')})`,
    [clientId, ...INSERT_COLUMNS.map((c) => x[c])],
  );
}

const SELECT = `SELECT x.id, x.exchange_number, x.fx_hold_id, x.source_account_id, x.destination_account_id,
    x.source_currency, x.destination_currency, x.base_fx_rate::text AS base_fx_rate, x.fx_rate::text AS fx_rate,
    x.margin::text AS margin, x.fixed_side, x.source_amount, x.converted_amount, x.destination_amount, x.fee_amount,
    x.swift_fee_amount, x.supplier_payments_fee, x.status, x.created_by, x.created_at,
    sa.account_number AS source_account_number, sa.label AS source_label,
    da.account_number AS destination_account_number, da.label AS destination_label, u.name AS created_by_name
  FROM exchanges x
  JOIN currency_accounts sa ON sa.id = x.source_account_id
  JOIN currency_accounts da ON da.id = x.destination_account_id
  JOIN users u ON u.id = x.created_by`;

export async function findExchange(q: Queryable, clientId: string, id: string): Promise<ExchangeRow | undefined> {
  const { rows } = await q.query<ExchangeRow>(`${SELECT} WHERE x.client_id = $1 AND x.id = $2`, [clientId, id]);
  return rows[0];
}

export type ExchangeQuery = {
  sourceCurrency?: string;
  destinationCurrency?: string;
  fromTime?: Date;
  toTime?: Date;
  /** Rows strictly older than this exchange (keyset pagination). */
  afterId?: string;
  limit: number;
};

/** One page of the client's exchanges, newest first, off the (client_id, created_at DESC, id DESC) index. */
export async function findExchanges(q: Queryable, clientId: string, f: ExchangeQuery): Promise<ExchangeRow[]> {
  const w = conditions(['x.client_id = $1'], [clientId]);
  if (f.sourceCurrency) w.add((p) => `x.source_currency = ${p}`, f.sourceCurrency);
  if (f.destinationCurrency) w.add((p) => `x.destination_currency = ${p}`, f.destinationCurrency);
  if (f.fromTime) w.add((p) => `x.created_at >= ${p}`, f.fromTime);
  if (f.toTime) w.add((p) => `x.created_at < ${p}`, f.toTime);
  if (f.afterId !== undefined) {
    w.add(
      (p) =>
        `(x.created_at, x.id) < (SELECT c.created_at, c.id FROM exchanges c WHERE c.id = ${p} AND c.client_id = $1)`,
      f.afterId,
    );
  }
  const limit = w.param(f.limit);
  const { rows } = await q.query<ExchangeRow>(
    `${SELECT} WHERE ${w.sql()} ORDER BY x.created_at DESC, x.id DESC LIMIT ${limit}`,
    w.params,
  );
  return rows;
}

export async function exchangeExists(q: Queryable, clientId: string, id: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM exchanges WHERE id = $1 AND client_id = $2', [id, clientId]);
  return rows.length > 0;
}
