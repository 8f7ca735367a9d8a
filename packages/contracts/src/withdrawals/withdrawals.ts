import { WITHDRAWAL_KINDS } from '@corridor/domain/withdrawals/statuses';
import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZWithdrawal } from './withdrawal.ts';

export const ZWithdrawalsQuery = z.strictObject({
  kind: z.enum(WITHDRAWAL_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Where the previous page ended (its `nextCursor`). */
  cursor: z.string().min(1).max(200).optional(),
});
export type TWithdrawalsQuery = z.input<typeof ZWithdrawalsQuery>;

export const ZWithdrawalList = z.object({ rows: z.array(ZWithdrawal), nextCursor: z.string().nullable() });
export type TWithdrawalList = z.infer<typeof ZWithdrawalList>;

/** GET /smebackend/api/v1/withdrawals — the business's withdrawals and sweeps, newest first, by keyset. */
export const withdrawalsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/withdrawals',
  summary: "The business's withdrawals and end-of-day sweeps, newest first.",
  tag: 'withdrawals',
  query: ZWithdrawalsQuery,
  response: ZWithdrawalList,
});

/** GET /smebackend/api/v1/withdrawals/:id — one of them, by id or reference (FW…, AUTOSWEEP…). */
export const withdrawalEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/withdrawals/:id',
  summary: 'One withdrawal or sweep, with its tracker.',
  tag: 'withdrawals',
  params: z.strictObject({ id: ZId }),
  response: ZWithdrawal,
});
