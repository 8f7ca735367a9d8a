import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../src/db/client.ts';
import { systemAccountId } from '../../src/ledger/ids.ts';
import { book, ledgerTx } from '../../src/ledger/ledger.service.ts';
import { updateAccount as updateAccountRow } from '../../src/modules/accounts/accounts.repository.ts';
import { openAccountBalances, openAccountInTx } from '../../src/modules/accounts/accounts.service.ts';
import type { TestClient } from './businesses.ts';

/** Currency accounts: opened, funded through the ledger, and placed in auto book-FX. */
/** Opens the client's account in `currency` (through the accounts service); returns its id. */
export async function openAccount(db: Db, client: TestClient, currency: string, label: string | null = null) {
  return db.tx((tx) => openAccountInTx(tx, { clientId: client.id, legalEntity: client.entity }, currency, label));
}

/** Puts `amountMinor` into the client's account in `currency` (opened if needed) as a posted bank funding. */
export async function fundAccount(db: Db, client: TestClient, currency: string, amountMinor: bigint): Promise<string> {
  const open = await openAccountBalances(db, { clientId: client.id });
  const accountId = open.find((a) => a.currency === currency)?.id ?? (await openAccount(db, client, currency));
  await ledgerTx(db, (tx) =>
    book(tx, [
      {
        id: randomUUID(),
        debitAccountId: systemAccountId('SETTLEMENT', currency),
        creditAccountId: accountId,
        amount: amountMinor,
        currency,
        code: 'FUNDING',
        reference: 'Test funding',
      },
    ]),
  );
  return accountId;
}

/** Sets an account's place in auto book-FX (`auto_bookfx_sequence`, `disable_auto_bookfx`) as PATCH accounts does. */
export async function setAutoBookFxOrder(
  db: Queryable,
  client: Pick<TestClient, 'id'>,
  accountId: string,
  opts: { sequence?: number | null; disabled?: boolean },
) {
  await updateAccountRow(db, client.id, accountId, {
    auto_bookfx_sequence: opts.sequence,
    disable_auto_bookfx: opts.disabled,
  });
}
