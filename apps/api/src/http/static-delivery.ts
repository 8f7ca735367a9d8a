import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Responses over 1 KB go out compressed when the browser accepts it. Brotli at quality 5 keeps most of its gain over
 * gzip for a fraction of the CPU of its default 11, since bundles are compressed as they are sent.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

/** Vite names everything under assets/ by its content hash: those never change, so browsers keep them a year. */
export function staticCacheHeaders(reply: FastifyReply, path: string) {
  const isHashed = /[\\/]assets[\\/]/.test(path);
  reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}
