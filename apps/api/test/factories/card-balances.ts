import type { Db } from '../../src/db/client.ts';
import { ledgerTx } from '../../src/ledger/ledger.service.ts';
import { openCardBalanceInTx, topUpCardBalanceInTx } from '../../src/modules/card-balances/card-balances.service.ts';
import { fundAccount } from './accounts.ts';
import type { TestClient } from './businesses.ts';

/**
 * Loads `amountMinor` onto the client's card balance in `currency` (opened if needed) from its currency account, funded
 * first with the same amount; returns the card balance's id.
 */
export async function fundCardBalance(db: Db, client: TestClient, currency: string, amountMinor: bigint) {
  const accountId = await fundAccount(db, client, currency, amountMinor);
  const cardBalanceId = await ledgerTx(db, async (tx) => {
    const owner = { clientId: client.id, userId: null };
    const id = await openCardBalanceInTx(tx, owner, currency, new Date());
    await topUpCardBalanceInTx(tx, owner, { accountId, amount: amountMinor, at: new Date() });
    return id;
  });
  return { cardBalanceId, accountId };
}
