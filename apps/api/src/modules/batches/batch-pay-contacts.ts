import type { TBeneficiaryInput } from '@corridor/contracts/beneficiaries/beneficiary';
import { readBatchRow } from '@corridor/domain/batches/row';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { importBeneficiariesInTx } from '../beneficiaries/beneficiaries.service.ts';
import * as payRepo from './batch-pay.repository.ts';
import type * as repo from './batches.repository.ts';

/**
 * The contact each row pays: the one made for it already, or one made now through the beneficiaries module's own
 * checks — once per distinct contact of the file, so a supplier paid on many rows is one contact.
 */
export async function contactsFor(
  tx: Queryable,
  caller: Caller,
  b: repo.BatchRecord,
  rows: payRepo.RowToPay[],
  now: Date,
  cached: ReadonlyMap<string, string> | null,
) {
  const keyOf = (data: Record<string, string>) => JSON.stringify(Object.entries(readBatchRow(data).contact).sort());
  // A copy: what this chunk makes joins the run's contacts only once the chunk commits (the caller keeps it then).
  const known = new Map(
    cached ?? (await payRepo.findRowContacts(tx, b.client_id, b.id)).map((r) => [keyOf(r.data), r.beneficiary_id]),
  );
  const ids = new Map<number, string>();
  const issues: { rowIndex: number; errors: { field: string; message: string }[] }[] = [];
  // The contacts this chunk makes: one per distinct key, and the rows waiting for each.
  const fresh = new Map<string, { input: TBeneficiaryInput; rows: number[] }>();
  for (const r of rows) {
    const key = r.beneficiary_id ? null : keyOf(r.data);
    const id = r.beneficiary_id ?? known.get(key!);
    if (id) {
      ids.set(r.row_index, id);
      continue;
    }
    const entry = fresh.get(key!) ?? { input: readBatchRow(r.data).contact as TBeneficiaryInput, rows: [] };
    entry.rows.push(r.row_index);
    fresh.set(key!, entry);
  }
  const results = await importBeneficiariesInTx(
    tx,
    caller,
    [...fresh.values()].map((f) => f.input),
    now,
  );
  [...fresh.entries()].forEach(([key, f], i) => {
    const result = results[i]!;
    if ('id' in result) known.set(key, result.id);
    for (const rowIndex of f.rows) {
      if ('id' in result) ids.set(rowIndex, result.id);
      else {
        const errors = result.error.errors ?? [{ field: 'beneficiary_name', message: result.error.message }];
        issues.push({ rowIndex, errors });
      }
    }
  });
  return { ids, issues, known };
}
