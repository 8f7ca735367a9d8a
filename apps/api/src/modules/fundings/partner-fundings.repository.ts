import type { Queryable } from '../../db/client.ts';
import { insertEvent } from './fundings.repository.ts';

/** The writes only ACH and FPX fundings make: the gateway's payment, the bank's approval. */

/** Records the FPX payment started for a funding, once (a second start answers the first). */
export async function setPayment(
  q: Queryable,
  clientId: string,
  id: string,
  p: { paymentId: string; redirectUrl: string; at: Date },
) {
  await q.query(
    `UPDATE fundings SET request_id = $3, redirect_url = $4, updated_at = $5
     WHERE client_id = $1 AND id = $2 AND request_id IS NULL`,
    [clientId, id, p.paymentId, p.redirectUrl, p.at],
  );
}

/** Spec §7 "update payment id": the FPX transaction id the bank gave the payment. */
export async function setPartnerReference(q: Queryable, clientId: string, id: string, reference: string) {
  await q.query('UPDATE fundings SET partner_reference = $3 WHERE client_id = $1 AND id = $2', [
    clientId,
    id,
    reference,
  ]);
}

/** AWAITING_FUNDS → DEBITING_FUNDS (the bank approved an FPX payment); its checks go on. */
export async function markDebiting(q: Queryable, clientId: string, id: string, at: Date) {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE fundings SET status = 'DEBITING_FUNDS', updated_at = $3
     WHERE client_id = $1 AND id = $2 AND status = 'AWAITING_FUNDS' RETURNING id`,
    [clientId, id, at],
  );
  if (rows.length > 0) await insertEvent(q, clientId, id, 'DEBITING_FUNDS', at, null);
}
