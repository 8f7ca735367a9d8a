import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';

/** Every product module's routes, registered once. */
export async function registerModules(_app: FastifyInstance, _deps: AppDeps) {}
