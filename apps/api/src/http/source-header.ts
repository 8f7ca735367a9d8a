import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Every call from the SME front end carries `source: sme` (spec §7). The one exception is how it is carried: the
 * browser's EventSource cannot set headers, so a Server-Sent Events stream (a GET that accepts only
 * text/event-stream, the live progress topic) names its source in the query instead (`?source=sme`).
 */
export function assertSource(req: Pick<FastifyRequest, 'headers' | 'method' | 'query'>) {
  if (req.headers.source === 'sme') return;
  if (isEventStream(req) && (req.query as Record<string, unknown> | undefined)?.source === 'sme') return;
  throw new AppError('INVALID_SOURCE');
}

function isEventStream(req: Pick<FastifyRequest, 'headers' | 'method'>): boolean {
  return req.method === 'GET' && req.headers.accept === 'text/event-stream';
}
