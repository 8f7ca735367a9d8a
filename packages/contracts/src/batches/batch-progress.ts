import { BATCH_STATUSES } from '@corridor/domain/batches/statuses';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZBatchProgress } from './batch-common.ts';

/**
 * One Server-Sent Event on the progress topic (`event: progress`, `data:` this as JSON): a batch of the client, its
 * status and its latest progress. On connect the topic sends one per batch in flight (so a reloaded page picks its
 * batch up again), then one per change (at most ~10 a second per batch).
 */
export const ZBatchProgressEvent = z.object({
  batchId: z.string(),
  status: z.enum(BATCH_STATUSES),
  progress: ZBatchProgress.nullable(),
  validCount: z.number().int(),
  invalidCount: z.number().int(),
});
export type TBatchProgressEvent = z.infer<typeof ZBatchProgressEvent>;

export const ZProgressTopicPath = z.strictObject({ clientId: z.string().min(1).max(64) });

export const ZProgressStream = z.string().describe('text/event-stream of `progress` events (ZBatchProgressEvent)');

/**
 * GET /smebackend/api/v1/client/:clientId/topic/progress — the client's live progress topic (spec §7) as SSE. Only the
 * caller's own business (another id is a 404). Keeps the connection open; a comment line every 15 s keeps proxies
 * from closing it.
 */
export const progressTopicEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/client/:clientId/topic/progress',
  summary: "The business's live batch progress (Server-Sent Events).",
  tag: 'batches',
  params: ZProgressTopicPath,
  response: ZProgressStream,
  produces: ['text/event-stream'],
});
