import { DOCUMENT_MEDIA_TYPES } from '@corridor/domain/documents';
import { CONTRACT_STATUSES, HEDGING_DOCUMENT_TYPES, ONBOARDING_STATUSES } from '@corridor/domain/fx-hedging';
import { z } from 'zod';
import { ZRate } from '../fx/fx-common.ts';
import { ZMoney } from '../money.ts';

/** The document types the hedging partner asks for (the template lists them). */
export const ZHedgingDocumentType = z.enum(HEDGING_DOCUMENT_TYPES, { message: 'Choose a document type' });

/** A document uploaded for the onboarding: never its content, which only the partner receives. */
export const ZHedgingDocument = z.object({
  _id: z.string(),
  document_type: ZHedgingDocumentType,
  file_name: z.string(),
  /** What the file's content showed it to be (not what its name or the browser said). */
  media_type: z.enum(DOCUMENT_MEDIA_TYPES),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
  uploaded_by: z.object({ _id: z.string(), name: z.string() }),
});
export type THedgingDocument = z.infer<typeof ZHedgingDocument>;

/**
 * The business's onboarding with the hedging partner (spec §7 "email status"): its status, the partner's verdict and
 * reason, the documents and which required ones are still missing, and who is emailed when the verdict arrives.
 */
export const ZHedgingOnboarding = z.object({
  status: z.enum(ONBOARDING_STATUSES),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** Why the partner rejected it. */
  decision_reason: z.string().nullable(),
  partner_reference: z.string().nullable(),
  /** The address the partner's verdict is mailed to: the user who submitted (none before a submission). */
  status_email: z.string().nullable(),
  documents: z.array(ZHedgingDocument),
  required_documents: z.array(
    z.object({
      document_type: ZHedgingDocumentType,
      label: z.string(),
      description: z.string(),
      is_uploaded: z.boolean(),
    }),
  ),
  /** Documents can be uploaded and deleted (not submitted yet, or rejected). */
  can_edit_documents: z.boolean(),
  /** Every required document is there and the status allows it. */
  can_submit: z.boolean(),
});
export type THedgingOnboarding = z.infer<typeof ZHedgingOnboarding>;

const ZContractAccount = z.object({
  _id: z.string(),
  currency: z.string(),
  account_number: z.string(),
  label: z.string().nullable(),
});

/**
 * A forward contract: `fx_rate` is the locked forward rate (the client's spot rate `spot_rate`, itself the mid rate
 * `base_fx_rate` less `margin`, plus `forward_points`); both amounts follow from the fixed one at that rate.
 */
export const ZForwardContract = z.object({
  _id: z.string(),
  contract_number: z.string(),
  partner_contract_id: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  source_currency: z.string(),
  destination_currency: z.string(),
  base_fx_rate: ZRate,
  spot_rate: ZRate,
  margin: z.string(),
  forward_points: z.string(),
  fx_rate: ZRate,
  fixed_side: z.enum(['source', 'destination']),
  source_account: ZContractAccount,
  destination_account: ZContractAccount,
  source_amount: ZMoney,
  destination_amount: ZMoney,
  /** YYYY-MM-DD, the business's own day on which it settles. */
  maturity_date: z.string(),
  created_at: z.string(),
  created_by: z.object({ _id: z.string(), name: z.string() }),
  /** When it settled, failed or was cancelled. */
  closed_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
  /** The exchange it settled as (its ledger legs), once SETTLED. */
  exchange_id: z.string().nullable(),
  /** Booked today and not yet settled: it may still be cancelled. */
  can_cancel: z.boolean(),
});
export type TForwardContract = z.infer<typeof ZForwardContract>;
