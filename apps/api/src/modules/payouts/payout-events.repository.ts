import type { PayoutStatus } from '@corridor/domain/payouts/statuses';
import type { Queryable } from '../../db/client.ts';

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
