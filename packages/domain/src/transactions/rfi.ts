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

/** The state of a payout's RFI, from the payout's status now and whether it was answered. */
export function rfiStateOf(payoutStatus: string, isAnswered: boolean): RfiState {
  if (payoutStatus === 'RFI_REQUESTED') return 'RFI_REQUESTED';
  if (payoutStatus === 'RFI_RESPONDED') return 'RFI_RESPONDED';
  if (payoutStatus === 'RFI_REJECTED') return 'RFI_REJECTED';
  return isAnswered ? 'CLEARED' : 'CLOSED';
}

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
