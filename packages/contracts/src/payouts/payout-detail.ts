import { z } from 'zod';
import { ZBeneficiaryPath } from '../beneficiaries/beneficiary.ts';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPayout } from './payout-common.ts';

/**
 * GET /smebackend/api/v1/clients/:clientId/beneficiaries/:id/payouts/:payoutId — one payout to one of the business's
 * contacts (spec §7). Another business's client, contact or payout, or a payout to another contact: the same 404.
 */
export const beneficiaryPayoutEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/clients/:clientId/beneficiaries/:id/payouts/:payoutId',
  summary: 'One payout to one of the business’s contacts, with its events and tracker.',
  tag: 'payouts',
  params: ZBeneficiaryPath.extend({ payoutId: ZId }),
  response: ZPayout,
});

/** GET /smebackend/api/v1/transactions/payouts/:id — one of the business's payouts; another business's id is a 404. */
export const payoutEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/transactions/payouts/:id',
  summary: "One of the business's payouts, with its events, approval and tracker.",
  tag: 'payouts',
  params: z.strictObject({ id: ZId }),
  response: ZPayout,
});
