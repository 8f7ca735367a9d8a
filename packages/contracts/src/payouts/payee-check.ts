import { VOP_RESULTS } from '@corridor/domain/settings/vop';
import { z } from 'zod';

/**
 * Verification of payee for a EUR payout (validatePayout's `vop`): the payee's bank's answer, what to tell the payer,
 * and whether createPayout needs `vop_confirmed: true` (a close match or no match).
 */
export const ZPayeeCheck = z.object({
  result: z.enum(VOP_RESULTS),
  /** The name the payee's bank holds, on a close match. */
  registered_name: z.string().nullable(),
  message: z.string(),
  needs_confirmation: z.boolean(),
});
export type TPayeeCheck = z.infer<typeof ZPayeeCheck>;
