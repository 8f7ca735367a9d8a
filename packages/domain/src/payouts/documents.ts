/**
 * A payout's supporting documents (spec §7 transaction/document; issue 9 "document upload" in the send step): what a
 * document may be is the shared rule of documents.ts; these are the payout's own. Every message about a named
 * document says "document", so the send screens read it as §8 invalidDocument (payment-errors.ts keywords).
 */

/** Documents one payout can carry. */
export const PAYOUT_DOCUMENTS_MAX = 5;

/**
 * Uploads not yet on a payout a business may hold at once (several send flows open, each with its five): past that,
 * one more waits for a payout or the purge — a cap on what a business can store without paying anyone.
 */
export const UNATTACHED_DOCUMENTS_MAX = 25;

/** An upload never attached to a payout is kept this long, then purged (the person left the send flow). */
export const UNATTACHED_DOCUMENT_TTL_MS = 24 * 60 * 60 * 1000;

export const PAYOUT_DOCUMENT_MESSAGES = {
  tooMany: `Attach at most ${PAYOUT_DOCUMENTS_MAX} documents to a payout.`,
  repeated: 'The same document is attached twice.',
  /** A document id unknown, another business's, purged, or already on another payout. */
  unavailable: 'A supporting document is no longer available: upload it again.',
  attached: 'This document is attached to a payout and cannot be removed.',
  notFound: 'Document not found.',
  tooManyWaiting: `You have ${UNATTACHED_DOCUMENTS_MAX} documents not yet sent with a payment: send or remove some first.`,
} as const;
