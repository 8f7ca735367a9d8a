import {
  INCOMING_PAYMENT_PATH,
  ZIncomingPaymentRequest,
  ZIncomingPaymentResponse,
} from '@corridor/contracts/accounts/incoming-payment';
import { errorResponses } from '@corridor/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { idempotencyOf, sendIdempotent } from '../../http/idempotency.ts';
import type { IncomingPaymentsPartner } from '../../partners/incoming-payments/incoming-payments.ts';
import { callerOf } from './caller.ts';
import { receivePayment } from './incoming-payments.service.ts';

/** POST /smebackend/api/v1/dev/incoming-payment — non-production only (registered by accountsRoutes). */
export function devIncomingPaymentRoute(app: FastifyInstance, deps: AppDeps, bank: IncomingPaymentsPartner) {
  app.withTypeProvider<ZodTypeProvider>().post(
    INCOMING_PAYMENT_PATH,
    {
      schema: {
        tags: ['dev'],
        body: ZIncomingPaymentRequest,
        response: { 200: ZIncomingPaymentResponse, 201: ZIncomingPaymentResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      sendIdempotent(reply, await receivePayment(deps, bank, callerOf(req), req.body, idempotencyOf(req))),
  );
}
