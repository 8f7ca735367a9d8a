import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { currencyPairShape, isDifferentPair, samePairIssue, ZFxRate, ZRate } from '../fx/fx-common.ts';
import { ZAmountIn } from '../money.ts';
import { ZForwardContract } from './hedging-common.ts';

const ZMaturityDate = z.iso.date({ message: 'Choose a valid maturity date.' });

/**
 * GET /smebackend/api/v1/fx-hedging/forward-quote — the forward rate for a pair and maturity date (tomorrow to six
 * months ahead in the business's day): the client's spot rate plus the partner's forward points, signed like a spot
 * quote (`rate_signature`) and good for as long; book it with POST forward-contracts before it expires.
 */
export const ZForwardQuoteQuery = z
  .strictObject({ ...currencyPairShape, maturity_date: ZMaturityDate })
  .refine(isDifferentPair, samePairIssue());
export type TForwardQuoteQuery = z.input<typeof ZForwardQuoteQuery>;

export const ZForwardQuote = ZFxRate.extend({
  spot_rate: ZRate,
  forward_points: z.string(),
  maturity_date: z.string(),
  tenor_days: z.number().int(),
  quoted_at: z.string(),
  expires_at: z.string(),
  rate_signature: z.string(),
});
export type TForwardQuote = z.infer<typeof ZForwardQuote>;

export const forwardQuoteEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/fx-hedging/forward-quote',
  summary: 'A signed forward rate for a currency pair and a maturity date up to six months ahead.',
  tag: 'fx-hedging',
  query: ZForwardQuoteQuery,
  response: ZForwardQuote,
});

/**
 * POST /smebackend/api/v1/fx-hedging/forward-contracts (Idempotency-Key) — books a forward contract at a forward
 * quote between two of the business's accounts, for the amount to sell or the amount to buy (exactly one). Needs
 * an APPROVED onboarding. Nothing moves now: on the maturity date the contract is exchanged at the locked rate, and
 * the account sold from must hold the amount then.
 */
export const ZBookForwardRequest = z
  .strictObject({
    source_account_id: ZId,
    destination_account_id: ZId,
    source_amount: ZAmountIn.optional(),
    destination_amount: ZAmountIn.optional(),
    maturity_date: ZMaturityDate,
    rate_signature: z.string().min(1).max(2048),
  })
  .refine((v) => (v.source_amount === undefined) !== (v.destination_amount === undefined), {
    message: 'Enter either the amount to sell or the amount to buy',
    path: ['source_amount'],
  });
export type TBookForwardRequest = z.input<typeof ZBookForwardRequest>;

export const bookForwardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/fx-hedging/forward-contracts',
  summary: 'Books a forward contract at a forward quote (idempotent); it settles on its maturity date.',
  tag: 'fx-hedging',
  body: ZBookForwardRequest,
  response: ZForwardContract,
  status: 201,
  isIdempotent: true,
});

/**
 * GET /smebackend/api/v1/fx-hedging/forward-contracts — the business's contracts: booked ones first by nearest
 * maturity, then the closed ones by latest maturity; paged by `page` (from 1).
 */
export const ZForwardContractsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TForwardContractsQuery = z.input<typeof ZForwardContractsQuery>;

export const ZForwardContractsResponse = z.object({
  rows: z.array(ZForwardContract),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TForwardContractsResponse = z.infer<typeof ZForwardContractsResponse>;

export const forwardContractsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/fx-hedging/forward-contracts',
  summary: "The business's forward contracts with their maturity: booked first by nearest maturity, then closed.",
  tag: 'fx-hedging',
  query: ZForwardContractsQuery,
  response: ZForwardContractsResponse,
});

/** GET /smebackend/api/v1/fx-hedging/forward-contracts/:id — one of the business's contracts (another's: 404). */
export const forwardContractEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/fx-hedging/forward-contracts/:id',
  summary: "One of the business's forward contracts.",
  tag: 'fx-hedging',
  params: z.strictObject({ id: ZId }),
  response: ZForwardContract,
});

/**
 * POST /smebackend/api/v1/fx-hedging/forward-contracts/:id/cancel — a contract booked by mistake can be cancelled on
 * the day it was booked (the business's day); after that it is binding and settles at maturity. Cancelling a
 * cancelled contract answers it as it is.
 */
export const cancelForwardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/fx-hedging/forward-contracts/:id/cancel',
  summary: 'Cancels a forward contract on the day it was booked.',
  tag: 'fx-hedging',
  params: z.strictObject({ id: ZId }),
  response: ZForwardContract,
});
