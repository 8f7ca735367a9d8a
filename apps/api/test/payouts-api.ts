import { randomUUID } from 'node:crypto';
import type { TPayout, TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import type { Queryable } from '../src/db/client.ts';
import type { TestApp } from './helpers.ts';
import { type FilePart, multipart } from './multipart.ts';

/** The payout calls as the web makes them, for the payouts tests (each returns the raw response). */
export const V1 = '/smebackend/api/v1';

export type Headers = Record<string, string>;

export function payoutCalls(t: TestApp) {
  const post = (url: string, headers: Headers, payload: object, key: string | null = null) =>
    t.app.inject({
      method: 'POST',
      url: `${V1}${url}`,
      headers: key ? { ...headers, 'idempotency-key': key } : headers,
      payload,
    });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `${V1}${url}`, headers });
  return {
    validate: (headers: Headers, body: TPayoutRequest) => post('/validatePayout', headers, body),
    create: (headers: Headers, body: TPayoutRequest, key = randomUUID()) => post('/createPayout', headers, body, key),
    fees: (headers: Headers, body: object) => post('/transactionFees', headers, body),
    decide: (headers: Headers, body: object, key = randomUUID()) =>
      post('/transactions/payouts/action', headers, body, key),
    cancel: (headers: Headers, body: object, key = randomUUID()) =>
      post('/settings/transactions/setCancelStatus', headers, body, key),
    list: (headers: Headers, body: object) => post('/transactions/payouts/pagination', headers, body),
    detail: (headers: Headers, id: string) => get(`/transactions/payouts/${id}`, headers),
    /** POST transaction/document with the form's `fields` and `files` (one file, as the web sends it). */
    upload: (headers: Headers, files: FilePart[], fields: Record<string, string> = {}) => {
      const form = multipart(fields, files);
      return t.app.inject({
        method: 'POST',
        url: `${V1}/transaction/document`,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
    },
    document: (headers: Headers, id: string) => get(`/transaction/document/${id}`, headers),
    deleteDocument: (headers: Headers, id: string) =>
      t.app.inject({ method: 'DELETE', url: `${V1}/transaction/document/${id}`, headers }),
    get,
    post,
  };
}

/** A payout payload: to `beneficiaryId`, `amount` typed as the source (or destination) amount. */
export function payload(
  beneficiaryId: string,
  t: Partial<TPayoutRequest['transaction']> & Pick<TPayoutRequest['transaction'], 'source_currency'>,
): TPayoutRequest {
  return {
    beneficiary_id: beneficiaryId,
    transaction: { destination_currency: 'EUR', ...(t.destination_amount ? {} : { source_amount: '100' }), ...t },
  };
}

export const created = (res: { statusCode: number; body: string; json(): unknown }): TPayout => {
  if (res.statusCode !== 201) throw new Error(`createPayout ${res.statusCode}: ${res.body}`);
  return res.json() as TPayout;
};

/** Counts of what a payout writes, to show a refusal wrote nothing. */
export async function writes(q: Queryable, clientId: string) {
  const { rows } = await q.query<{
    payouts: bigint;
    events: bigint;
    transfers: bigint;
    holds: bigint;
    exchanges: bigint;
  }>(
    `SELECT (SELECT count(*) FROM payouts WHERE client_id = $1) AS payouts,
       (SELECT count(*) FROM payout_events WHERE client_id = $1) AS events,
       (SELECT count(*) FROM ledger_transfers) AS transfers,
       (SELECT count(*) FROM fx_holds WHERE client_id = $1) AS holds,
       (SELECT count(*) FROM exchanges WHERE client_id = $1) AS exchanges`,
    [clientId],
  );
  return rows[0]!;
}

/** A business's supporting documents: all of them, and those attached to a payout. */
export async function documentCounts(q: Queryable, clientId: string) {
  const { rows } = await q.query<{ all: bigint; attached: bigint }>(
    `SELECT count(*) AS all, count(payout_id) AS attached FROM payout_documents WHERE client_id = $1`,
    [clientId],
  );
  return { all: Number(rows[0]!.all), attached: Number(rows[0]!.attached) };
}
