import type { AchAccountType } from '@corridor/domain/fundings/ach';

/**
 * The ACH partner (spec §7 ACH: checkEligibility, accounts, initiateLinkAccount, link status by referenceNumber and
 * requestId, add account, balance, delink; and the direct debit that adds money). Linking is asynchronous: it
 * answers a referenceNumber and requestId, and the account is LINKED (with the partner's accountId) or FAILED when
 * the partner has verified it. A debit is asynchronous too: PENDING until it SETTLED or the bank RETURNED it. A real
 * adapter is a new file behind this type.
 */
export type AchLinkRequest = {
  clientId: string;
  holderName: string;
  /** Digits; sent once to link, kept by us only masked. */
  accountNumber: string;
  routingNumber: string;
  accountType: AchAccountType;
  at: Date;
};

export type AchLinkStarted = { referenceNumber: string; requestId: string };

export type AchLinkState =
  | { status: 'PENDING' }
  | { status: 'LINKED'; accountId: string }
  | { status: 'FAILED'; reason: string };

export type AchDebitRequest = {
  /** The same key again is the same debit. */
  idempotencyKey: string;
  accountId: string;
  amountMinor: bigint;
  currency: string;
  /** Shown on the business's bank statement (our FD reference). */
  reference: string;
  at: Date;
};

export type AchDebitState =
  | { status: 'PENDING' }
  | { status: 'SETTLED' }
  | { status: 'RETURNED'; returnCode: string; reason: string };

export type AchPartner = {
  readonly name: string;
  checkEligibility(req: { clientId: string; legalEntity: string }): Promise<{ eligible: boolean }>;
  initiateLinkAccount(req: AchLinkRequest): Promise<AchLinkStarted>;
  linkStatus(req: AchLinkStarted & { at: Date }): Promise<AchLinkState>;
  /** How long after initiating a link its verdict is worth asking for (the link job's delay). */
  readonly linkPollMs: number;
  balance(req: { accountId: string; at: Date }): Promise<{ availableMinor: bigint; currency: string }>;
  delink(req: { accountId: string }): Promise<void>;
  debit(req: AchDebitRequest): Promise<{ transferId: string }>;
  debitStatus(req: { transferId: string; at: Date }): Promise<AchDebitState>;
  /** How long after a debit its settlement is worth asking for (the funding check's delay). */
  readonly debitPollMs: number;
};
