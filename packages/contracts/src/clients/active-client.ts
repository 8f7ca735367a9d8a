import { z } from 'zod';

export const ZAutosweepBankAccount = z.object({
  bank_name: z.string(),
  account_number: z.string(),
  routing_code_type: z.string(),
  routing_code_value: z.string(),
  bank_account_holder_name: z.string(),
});

/** The active client (spec §3). `status` is the compliance status of the business. */
export const ZActiveClient = z.object({
  _id: z.string(),
  client_name: z.string(),
  client_label: z.string().nullable(),
  portal_type: z.string(),
  acquisition_type: z.string().nullable(),
  client_country: z.string(),
  client_legal_entity: z.string(),
  institution_type: z.string().nullable(),
  engagement_type: z.string().nullable(),
  status: z.string(),
  lockAndHoldFx: z.boolean(),
  supplier_payments_customer: z.boolean(),
  topup_currency: z.string().nullable(),
  topup_pricing: z.string().nullable(),
  utcOffset: z.string(),
  is_active: z.boolean(),
  auto_reversal_days: z.number().int().nullable(),
  default_bookfx_type: z.string().nullable(),
  is_auto_book_fx: z.boolean(),
  license_type: z.string().nullable(),
  is_api_payout_approval_required: z.boolean(),
  client_base_currency: z.string(),
  autosweep_bank_account: ZAutosweepBankAccount.nullable(),
  isWalletVariant: z.boolean(),
  created_at: z.string(),
});
export type TActiveClient = z.infer<typeof ZActiveClient>;
