/**
 * Requests for information (spec §4 RFI_REQUESTED → RFI_RESPONDED → cleared or RFI_REJECTED; §2 "RFI form"): the
 * compliance partner asks about a payout, the business answers with words and documents, compliance decides.
 *
 * An RFI's state, from its payout's course:
 * - RFI_REQUESTED: open, the business owes the answer;
 * - RFI_RESPONDED: answered, compliance is deciding;
 * - CLEARED:       compliance accepted the answer and the payout carried on;
 * - RFI_REJECTED:  compliance refused it: the payout stopped and its money returned;
 * - CLOSED:        the payout was cancelled before an answer.
 */
export const RFI_STATES = ['RFI_REQUESTED', 'RFI_RESPONDED', 'CLEARED', 'RFI_REJECTED', 'CLOSED'] as const;
export type RfiState = (typeof RFI_STATES)[number];

export const RFI_STATE_LABELS: Readonly<Record<RfiState, string>> = {
  RFI_REQUESTED: 'Information requested',
  RFI_RESPONDED: 'Answer sent',
  CLEARED: 'Cleared',
  RFI_REJECTED: 'Rejected',
  CLOSED: 'Closed',
};

/**
 * The state of a payout's RFI, from the payout's status now, whether it was answered and the status its last move
 * came from: a payment reconciliation RFI refused ends the payout CANCELLED (its transfer sent back), not
 * RFI_REJECTED, so it is told apart by coming from PAYMENT_RECONCILIATION_RFI_RESPONDED.
 */
/**
 * A refused payment reconciliation, as its payout records it: CANCELLED (the transfer sent back, nothing debited),
 * its last move from PAYMENT_RECONCILIATION_RFI_RESPONDED. Its RFI reads RFI_REJECTED: spec §4 names RFI_REJECTED as
 * the end of a refused request for information, and the business's answer is what compliance refused here; the payout
 * itself stays CANCELLED (§4's rejected/cancelled group), since no money left the business.
 */
export const REFUSED_RECONCILIATION = {
  status: 'CANCELLED',
  fromStatus: 'PAYMENT_RECONCILIATION_RFI_RESPONDED',
} as const;

export function rfiStateOf(payoutStatus: string, isAnswered: boolean, lastFromStatus: string | null = null): RfiState {
  if (payoutStatus === 'RFI_REQUESTED' || payoutStatus === 'PAYMENT_RECONCILIATION_RFI_RAISED') return 'RFI_REQUESTED';
  if (payoutStatus === 'RFI_RESPONDED' || payoutStatus === 'PAYMENT_RECONCILIATION_RFI_RESPONDED') {
    return 'RFI_RESPONDED';
  }
  if (payoutStatus === 'RFI_REJECTED') return 'RFI_REJECTED';
  if (payoutStatus === REFUSED_RECONCILIATION.status && lastFromStatus === REFUSED_RECONCILIATION.fromStatus) {
    return 'RFI_REJECTED';
  }
  return isAnswered ? 'CLEARED' : 'CLOSED';
}

/** Which kind of RFI a payout's request was: about the payment itself, or about the transfer that paid for it. */
export type RfiKind = 'payment' | 'reconciliation';

/** What compliance asks for when the collection bank could not match a transfer to the business. */
export const RECONCILIATION_RFI_DOCUMENTS = [
  'Proof of payment (bank receipt or statement line showing the transfer)',
  'Proof that the paying account belongs to your business',
] as const;

/** Why a transfer is being reconciled, and why a refused one is sent back (the payouts' event reasons). */
export const RECONCILIATION_MESSAGES = {
  raised: 'We received your transfer but it does not match the payer on record. Please send proof of payment.',
  rejected: 'We could not reconcile your transfer, so we are returning it to the account it came from.',
} as const;

/**
 * The documents compliance asks for. The sandbox compliance partner always asks for these two (a real partner names
 * its own per request); at least one document must come with an answer.
 */
export const RFI_REQUESTED_DOCUMENTS = [
  'Invoice or contract for this payment',
  'Proof of your relationship with the beneficiary',
] as const;

export const RFI_RESPONSE_MAX = 1_000;
/** At most this many documents per answer. */
export const RFI_DOCUMENTS_MAX = 5;

export const RFI_MESSAGES = {
  notOpen: 'There is no open request for information on this payment.',
  needDocument: 'Please attach at least one of the requested documents.',
  tooManyDocuments: `You can attach at most ${RFI_DOCUMENTS_MAX} documents.`,
  needResponse: 'Please tell us about this payment.',
} as const;
