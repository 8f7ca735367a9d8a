import type { Queryable } from '../../db/client.ts';

export type NewCsatRating = {
  clientId: string;
  userId: string;
  rating: number;
  comment: string | null;
  page: string;
  createdAt: Date;
};

export async function insertCsatRating(db: Queryable, r: NewCsatRating): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO csat_ratings (client_id, user_id, rating, comment, page, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [r.clientId, r.userId, r.rating, r.comment, r.page, r.createdAt],
  );
  return rows[0]!.id;
}
