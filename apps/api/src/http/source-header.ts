import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** Every call from the SME front end carries `source: sme` (spec §7). */
export function assertSource(req: FastifyRequest) {
  if (req.headers.source !== 'sme') throw new AppError('INVALID_SOURCE');
}
