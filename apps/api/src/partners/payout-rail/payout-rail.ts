import type { PayoutMethod } from '@corridor/domain/payouts/fee-schedule';
import type { PayoutStatus } from '@corridor/domain/payouts/statuses';

/**
 * The bank rail that pays payouts out (issue 9, "sending money"). We submit a payout once its money is held; the
 * rail then reports its progress (compliance, an RFI, processing, sent to the bank, paid) or its end (cancelled,
 * returned, rate expired). A real rail reports by webhook or polling; here the payouts module's jobs ask
 * `nextEvent` what the rail reports next and when, apply it (domain transitions and ledger effects), and ask
 * again. Every call is asynchronous, as a real rail's API is; a real adapter is a new file behind this type.
 */
export type RailPayout = {
  /** Our payout id: submitting the same payout again answers the same reference (a retried job is safe). */
  payoutId: string;
  transactionNumber: string;
  payoutMethod: PayoutMethod;
  sourceCurrency: string;
  /** Minor units debited for the payout (source amount with fees). */
  sourceAmount: bigint;
  destinationCurrency: string;
  /** Minor units the recipient is to get. */
  destinationAmount: bigint;
  beneficiaryName: string;
  destinationCountry: string;
};

/** The rail takes the payout (its reference names it from then on) or refuses it at the door, saying why. */
export type SubmitResult = { accepted: true; reference: string } | { accepted: false; message: string };

/** What the rail itself reports; RFI_RESPONDED and USER_REJECTED are the business's doing, approvals the checker's. */
export const RAIL_STATUSES = [
  'COMPLIANCE_VERIFICATION',
  'PROCESSING',
  'RFI_REQUESTED',
  'RFI_REJECTED',
  'SENT_TO_BANK',
  'PAID',
  'RETURNED',
  'CANCELLED',
  'FX_EXPIRED_CANCELLED',
] as const satisfies readonly PayoutStatus[];
export type RailStatus = (typeof RAIL_STATUSES)[number];

/** The rail's next report: the status, how long after the current one it comes, and the reason where it gives one. */
export type RailEvent = { status: RailStatus; afterMs: number; reason?: string };

/** A submitted payout as the rail is asked about it. */
export type RailPayoutState = {
  payout: RailPayout;
  reference: string;
  /** The payout's status now: PENDING right after submission. */
  status: PayoutStatus;
  /** The business's answer to the rail's RFI, once given. */
  rfiResponse?: string | null;
};

export type RailAnswer = { accepted: true } | { accepted: false; message: string };

export type PayoutRailPartner = {
  readonly name: string;
  submit(payout: RailPayout): Promise<SubmitResult>;
  /**
   * What the rail reports next after `state.status`, or null when it will report nothing more: a final status,
   * or an open RFI waiting for the business's answer.
   */
  nextEvent(state: RailPayoutState): Promise<RailEvent | null>;
  /** Hands the business's answer to an open RFI to the rail: the payout is then RFI_RESPONDED. */
  respondToRfi(state: RailPayoutState, response: string): Promise<RailAnswer>;
  /** Asks the rail to drop a payout the business cancels (USER_REJECTED); refused once the bank has it. */
  cancel(state: RailPayoutState): Promise<RailAnswer>;
};
