import { BOOKFX_TYPES, CLIENT_LABEL_MAX, PROFILE_MESSAGES } from '@corridor/domain/settings/profile';
import { z } from 'zod';
import { ZActiveClient, ZAutosweepBankAccount } from '../clients/active-client.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Spec §7 client update: the full client record as client details gives it, with client_base_currency and
 * autosweep_bank_account. Only the editable fields (domain settings/profile.ts) may differ from the record; any other
 * difference is a field error and nothing changes. The auto-sweep account is chosen in receive settings.
 */
export const ZClientUpdateRequest = ZActiveClient.extend({
  client_label: z.string().trim().max(CLIENT_LABEL_MAX, PROFILE_MESSAGES.labelTooLong).nullable(),
  client_base_currency: z.string().length(3),
  default_bookfx_type: z.enum(BOOKFX_TYPES).nullable(),
  autosweep_bank_account: ZAutosweepBankAccount.nullable(),
}).strict();
export type TClientUpdateRequest = z.infer<typeof ZClientUpdateRequest>;
export const ZClientUpdateResponse = z.object({ message: z.string(), client: ZActiveClient });

export const clientUpdateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/settings/client/update',
  summary: "Updates the business's own details (trading name, base currency, default exchange side; admins only).",
  tag: 'settings',
  body: ZClientUpdateRequest,
  response: ZClientUpdateResponse,
});
