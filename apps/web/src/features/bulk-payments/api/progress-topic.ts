import { progressTopicEndpoint, ZBatchProgressEvent } from '@corridor/contracts/batches/batch-progress';
import { pathOf, withQuery } from '@corridor/contracts/endpoint';
import type { ProgressEvent } from '../hooks/use-batch-progress.ts';

/**
 * The client's live progress topic (spec §7 "client/{id}/topic/progress"), read with EventSource. EventSource cannot
 * set headers, so the stream names its source in the query (the API takes `?source=sme` from event streams only).
 */
export function progressTopicUrl(clientId: string): string {
  return withQuery(pathOf(progressTopicEndpoint, { clientId }), { source: 'sme' });
}

/** Name of the Server-Sent Events the topic sends. */
export const PROGRESS_EVENT = 'progress';

/** One message of the topic, checked against its contract; anything else is ignored. */
export function parseProgressEvent(data: unknown): ProgressEvent | null {
  const parsed = ZBatchProgressEvent.safeParse(data);
  if (!parsed.success) return null;
  const { batchId, status, progress } = parsed.data;
  return {
    batchId,
    status,
    progress: progress ? { step: progress.step, done: progress.done, total: progress.total } : null,
  };
}
