import { FLAGS } from '@corridor/domain/flags';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import { isFlagOn, loadActiveClient } from '../clients/clients.service.ts';
import * as repo from './batches.repository.ts';

/** Spec §9 ENABLE_BULK_UPLOADS: every batch call is refused for an entity the flag is off for. */
export async function requireBulkUploads(q: Queryable, caller: Pick<Caller, 'legalEntity'>): Promise<void> {
  if (!(await isFlagOn(q, FLAGS.bulkUploads, caller.legalEntity))) throw new AppError('BULK_UPLOADS_DISABLED');
}

export const batchNotFound = () => new AppError('NOT_FOUND', { message: 'Batch not found.' });

/** The caller's batch; a malformed id or another business's batch is the same 404 as an unknown one. */
export async function ownBatch(q: Queryable, caller: Pick<Caller, 'clientId'>, id: string, lock = false) {
  const batch = isUuid(id) ? await repo.findBatch(q, caller.clientId, id, { lock }) : undefined;
  if (!batch) throw batchNotFound();
  return batch;
}

/** The caller a job acts as: the batch's uploader in its business (rules read the business's entity and pricing). */
export async function batchCaller(q: Queryable, b: repo.BatchRecord): Promise<Caller> {
  const client = await loadActiveClient(q, b.client_id);
  if (!client) throw batchNotFound();
  return {
    userId: b.created_by,
    clientId: b.client_id,
    legalEntity: client.client_legal_entity,
    clientName: client.client_name,
    baseCurrency: client.client_base_currency,
    utcOffset: client.utcOffset,
    roles: [],
    menus: [],
  };
}
