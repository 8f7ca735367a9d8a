import { editBatchRowEndpoint } from '@corridor/contracts/batches/batch-rows';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/**
 * Saves a failing row's cells and has them checked again by the API with the rules every row gets; the answer is the
 * row with the errors left and the batch (validated once its last failing row is fixed).
 */
export function editBatchRow(id: string, rowIndex: number, cells: Record<string, string>) {
  return callEndpoint(editBatchRowEndpoint, { params: { id, rowIndex }, body: { cells } });
}
