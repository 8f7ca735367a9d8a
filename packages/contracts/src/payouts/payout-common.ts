import { ACCOUNT_TYPES } from '@corridor/domain/beneficiaries/schema-types';
import { DOCUMENT_MEDIA_TYPES } from '@corridor/domain/documents';
import { PAYOUT_DOCUMENT_MESSAGES, PAYOUT_DOCUMENTS_MAX } from '@corridor/domain/payouts/documents';
import { PAYOUT_METHODS, SWIFT_FEE_PAYERS } from '@corridor/domain/payouts/fee-schedule';
import { DEPOSIT_METHODS, PAYOUT_FUNDINGS } from '@corridor/domain/payouts/funding';
import { INR_SPECIAL_REASONS } from '@corridor/domain/payouts/inr';
import { FEE_PAYERS } from '@corridor/domain/payouts/pricing';
import { PAYOUT_STATUSES, PROGRESS_LABELS } from '@corridor/domain/payouts/statuses';
import { TRACKER_STEP_LABELS } from '@corridor/domain/payouts/tracker';
import { z } from 'zod';
import { ZId } from '../common.ts';
import { ZCurrency, ZExchangeValue, ZFxRate } from '../fx/fx-common.ts';
import { ZAmountIn } from '../money.ts';

/**
 * The shapes every payout call shares (spec §3 "Payout validation payload", §4 statuses and tracker, §6
 * maker/checker). The payload is what validatePayout checks and createPayout creates, field for field.
 */

export const ZPayoutStatus = z.enum(PAYOUT_STATUSES);

const EXACTLY_ONE_AMOUNT = 'Enter either the amount to send or the amount your recipient gets';
const FEE_PAYER_MISMATCH = 'The fee payer is BEN with source_amount and OUR with destination_amount';

/** One typed amount: the source (fees come out of it, fee_payer BEN) or the destination (fees on top, OUR). */
const amountShape = {
  source_amount: ZAmountIn.optional(),
  destination_amount: ZAmountIn.optional(),
  /** Follows from the amount given; when sent it must agree (spec §3: source_amount + BEN, destination_amount + OUR). */
  fee_payer: z.enum(FEE_PAYERS).optional(),
  /** Who bears the banks' SWIFT charges (SWIFT payouts only; only OUR is charged a SWIFT fee). Default SHA. */
  swift_fee_payer: z.enum(SWIFT_FEE_PAYERS).optional(),
};

type Amounts = { source_amount?: string; destination_amount?: string; fee_payer?: string };
const hasOneAmount = (v: Amounts) => (v.source_amount === undefined) !== (v.destination_amount === undefined);
const isFeePayerConsistent = (v: Amounts) =>
  v.fee_payer === undefined || v.fee_payer === (v.source_amount !== undefined ? 'BEN' : 'OUR');

/** A fresh issue each time: zod takes the message out of the object it is given. */
const oneAmountIssue = () => ({ message: EXACTLY_ONE_AMOUNT, path: ['source_amount'] });
const feePayerIssue = () => ({ message: FEE_PAYER_MISMATCH, path: ['fee_payer'] });

/** The source account and currency: the account named (it must hold the currency), or the business's account in it. */
const sourceShape = {
  /** The currency account to debit (`_id` from the account summary); omitted: the business's account in source_currency. */
  source_account: ZId.optional(),
  source_currency: ZCurrency,
};

export const ZPayoutTransaction = z
  .strictObject({
    /** The payment reference the recipient's bank shows; the business's name (letters and spaces) when empty. */
    statement_narrative: z.string().trim().max(140, 'Please keep the reference under 140 characters').optional(),
    ...sourceShape,
    /** The contact's currency (a different one is refused). */
    destination_currency: ZCurrency,
    /** INR: one of IR01801–IR01811 (mandatory); otherwise one of the payment reasons, or none (common/purposeCodes). */
    purpose_code: z.string().trim().max(20).optional(),
    ...amountShape,
    payout_options: z
      .strictObject({
        /** A rate the business held (lockFxRate) for this pair: used up by createPayout. Omitted: the live rate. */
        fx_hold_id: ZId.optional(),
      })
      .optional(),
  })
  .refine(hasOneAmount, oneAmountIssue())
  .refine(isFeePayerConsistent, feePayerIssue());

export const ZPayoutAdditionalInfo = z.strictObject({
  /**
   * How the payout is paid for (spec §1 funding methods): `account` (the balance, the default), `creditCard`, or a
   * transfer (`bankTransfer`; `payNow` from SGD, `payId` from AUD), `ach` (a US business in USD with ACH on) or
   * `fpxTransfer` (a Malaysian business in MYR with FPX on).
   */
  deposit_method: z.enum(DEPOSIT_METHODS).optional(),
  /** creditCard: the saved card (`_id` from getAllSavedCards) the payment is charged to. */
  card_id: ZId.optional(),
  /** ach: the linked bank account (`accountId` from the ACH accounts list) the payment is debited from. */
  ach_account_id: ZId.optional(),
  /** The send's own reference (a group send's BIZM_…), kept on the payout. */
  external_reference_id: z.string().trim().max(64).optional(),
});

/** Spec §3 payout validation payload, for one beneficiary (contact). */
export const ZPayoutRequest = z.strictObject({
  beneficiary_id: ZId,
  transaction: ZPayoutTransaction,
  additional_info: ZPayoutAdditionalInfo.optional(),
  /**
   * Supporting documents (an invoice, a contract): `document_id`s from POST transaction/document, each the caller's
   * and not on another payout; createPayout attaches them.
   */
  documents: z
    .array(ZId)
    .max(PAYOUT_DOCUMENTS_MAX, PAYOUT_DOCUMENT_MESSAGES.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, PAYOUT_DOCUMENT_MESSAGES.repeated)
    .optional(),
  /** The payer saw the verification of payee's close match or no match and still pays (payouts/payout-vop.ts). */
  vop_confirmed: z.boolean().optional(),
});
export type TPayoutRequest = z.input<typeof ZPayoutRequest>;

/** The live calculation's input (POST transactionFees): the payload's pricing fields only. */
export const ZPayoutPricingRequest = z
  .strictObject({
    beneficiary_id: ZId,
    ...sourceShape,
    /** The contact's currency when omitted. */
    destination_currency: ZCurrency.optional(),
    ...amountShape,
    fx_hold_id: ZId.optional(),
  })
  .refine(hasOneAmount, oneAmountIssue())
  .refine(isFeePayerConsistent, feePayerIssue());
export type TPayoutPricingRequest = z.input<typeof ZPayoutPricingRequest>;

/**
 * A payout priced (spec §3 exchange value and FX rate): amounts with value and display, the client rate fields
 * (a payout in its own currency has fx_rate and base_fx_rate "1" and margin "0"), fees, and the payout method.
 */
export const ZPayoutPricing = ZFxRate.extend({
  beneficiary_id: z.string(),
  payout_method: z.enum(PAYOUT_METHODS),
  /** Which amount was typed: the source (fee_payer BEN) or the destination (OUR). */
  fixed_side: z.enum(['source', 'destination']),
  fee_payer: z.enum(FEE_PAYERS),
  swift_fee_payer: z.enum(SWIFT_FEE_PAYERS),
  /** The held rate priced at, or null at the live rate (or no rate at all: same currency). */
  fx_hold_id: z.string().nullable(),
  /** The supplier-payments fee percent the business pays on top ("1.5" is 1.5 %), or null. */
  supplier_fee_percent: z.string().nullable(),
  exchangeValue: ZExchangeValue,
});
export type TPayoutPricing = z.infer<typeof ZPayoutPricing>;

/** Spec §5 INR special client preferences: attached to an INR payout above INR 1,500,000 or to HDFC BANK. */
export const ZClientPreferences = z.object({
  special_inr_handling: z.literal(true),
  reasons: z.array(z.enum(INR_SPECIAL_REASONS)),
});

export const ZPayoutAccount = z.object({
  _id: z.string(),
  currency: z.string(),
  account_number: z.string(),
  label: z.string().nullable(),
});

/** The contact as it was paid: a snapshot taken at creation, so a later edit of the contact does not change it. */
export const ZPayoutBeneficiary = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  country_code: z.string(),
  destination_country: z.string(),
  destination_country_name: z.string(),
  bank_name: z.string().nullable(),
  /** Masked: the last four characters. */
  account_number: z.string().nullable(),
});

export const ZPayoutUser = z.object({ _id: z.string(), name: z.string() });

export const PAYOUT_ACTORS = ['user', 'checker', 'rail', 'system', 'funding'] as const;

/** One status change, with its time, who made it and why (a rejection's reason, the rail's message). */
export const ZPayoutEvent = z.object({
  status: ZPayoutStatus,
  from_status: ZPayoutStatus.nullable(),
  at: z.string(),
  reason: z.string().nullable(),
  actor: z.object({ type: z.enum(PAYOUT_ACTORS), user: ZPayoutUser.nullable() }),
});
export type TPayoutEvent = z.infer<typeof ZPayoutEvent>;

export const ZTrackerStep = z.object({
  key: z.enum(Object.keys(TRACKER_STEP_LABELS) as [keyof typeof TRACKER_STEP_LABELS]),
  label: z.string(),
  state: z.enum(['done', 'current', 'upcoming', 'failed']),
  at: z.string().nullable(),
});

/** Maker/checker: whether the payout waited for a checker, and the checker's decision (who, when, why). */
export const ZPayoutApproval = z.object({
  is_required: z.boolean(),
  decision: z.enum(['APPROVED', 'REJECTED']).nullable(),
  decided_by: ZPayoutUser.nullable(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  /**
   * While it awaits approval, when the rate it was priced at lapses: not approved by then, it is cancelled
   * (FX_EXPIRED_CANCELLED). Null once decided, or when its rate does not lapse (no conversion).
   */
  decide_by: z.string().nullable(),
});

/** A supporting document of a payout: what it is, never its content (GET transaction/document/:id downloads it). */
export const ZPayoutDocument = z.object({
  document_id: z.string(),
  file_name: z.string(),
  /** What the file's content showed it to be (not what its name or the browser said). */
  media_type: z.enum(DOCUMENT_MEDIA_TYPES),
  size: z.number().int(),
});
export type TPayoutDocument = z.infer<typeof ZPayoutDocument>;

/** A payout (spec §3, §4), as every payout call answers it. */
export const ZPayout = ZFxRate.extend({
  /** The payout's id (spec: createPayout "returns payment_id"). */
  payment_id: z.string(),
  /** SME_{account}_{time} (spec §9). */
  transaction_number: z.string(),
  status: ZPayoutStatus,
  /** Spec §4 progress label (null once the payout stopped: the status says why). */
  progress_label: z.enum(PROGRESS_LABELS).nullable(),
  /** Nothing follows this status. */
  is_final: z.boolean(),
  funding: z.enum(PAYOUT_FUNDINGS),
  deposit_method: z.enum(DEPOSIT_METHODS),
  /**
   * Paid by card or transfer: the funding bringing its money in (GET funding/:fundingId shows its instructions,
   * reference, 3-D Secure redirect and failure); one funding pays a whole group. Null from the balance, and while a
   * payout still awaits approval (the card is charged, the transfer asked for, once it is approved).
   */
  funding_id: z.string().nullable(),
  beneficiary: ZPayoutBeneficiary,
  source_account: ZPayoutAccount,
  payout_method: z.enum(PAYOUT_METHODS),
  fixed_side: z.enum(['source', 'destination']),
  fee_payer: z.enum(FEE_PAYERS),
  swift_fee_payer: z.enum(SWIFT_FEE_PAYERS),
  fx_hold_id: z.string().nullable(),
  exchangeValue: ZExchangeValue,
  purpose_code: z.string().nullable(),
  /** The purpose as the dropdown shows it ("IR01801 - Information Service Charges", "Salary"). */
  purpose_label: z.string().nullable(),
  statement_narrative: z.string(),
  external_reference_id: z.string().nullable(),
  client_preferences: ZClientPreferences.nullable(),
  /** The supporting documents attached when it was created, in the order the request named them. */
  documents: z.array(ZPayoutDocument),
  created_by: ZPayoutUser,
  created_at: z.string(),
  updated_at: z.string(),
  approval: ZPayoutApproval,
  /** Every status change, oldest first. */
  events: z.array(ZPayoutEvent),
  /** The tracker's steps from the events (spec §4 tracker steps). */
  tracker: z.array(ZTrackerStep),
  /** What the caller may do with it now (the approvals and detail screens' buttons). */
  actions: z.object({ can_approve: z.boolean(), can_reject: z.boolean(), can_cancel: z.boolean() }),
});
export type TPayout = z.infer<typeof ZPayout>;
