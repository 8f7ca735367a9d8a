import type { Db, Queryable } from '../../src/db/client.ts';
import { setClientMargin } from '../../src/modules/fx/fx-pricing.ts';
import * as hedgingRepo from '../../src/modules/fx-hedging/fx-hedging.repository.ts';
import type { TestClient, TestUser } from './businesses.ts';

/** FX: a client's margins, auto book-FX, and an approved FX hedging onboarding. */
/** Sets the client's FX margin on a corridor (`destination` null: from `source` to any currency). */
export async function setFxMargin(
  db: Db,
  client: Pick<TestClient, 'id'>,
  source: string,
  destination: string | null,
  margin: string,
) {
  await setClientMargin(db, client.id, { sourceCurrency: source, destinationCurrency: destination, margin });
}

/** Turns the client's auto book-FX (spec §3 `is_auto_book_fx`) on or off; no screen sets it yet. */
export async function setAutoBookFx(db: Queryable, client: Pick<TestClient, 'id'>, on: boolean) {
  await db.query('UPDATE clients SET is_auto_book_fx = $2 WHERE id = $1', [client.id, on]);
}

/**
 * Gives the client an FX hedging onboarding the partner has approved (as if its documents had been submitted and
 * reviewed), so forward-contract tests need not upload documents; the onboarding tests go through the real flow.
 */
export async function approveFxHedging(db: Db, client: Pick<TestClient, 'id'>, user: Pick<TestUser, 'id'>) {
  const at = new Date();
  await db.tx(async (tx) => {
    await hedgingRepo.ensureOnboarding(tx, client.id, at);
    await hedgingRepo.markSubmitted(tx, client.id, {
      submittedBy: user.id,
      at,
      partnerReference: 'HSB-TEST',
      submissionCount: 1,
    });
    await hedgingRepo.markDecided(tx, client.id, { status: 'APPROVED', at, reason: null });
  });
}
