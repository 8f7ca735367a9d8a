import type { BankTransferMethod } from '@corridor/domain/fundings/methods';

/**
 * The collection bank for adding money by bank transfer, PayNow or PayID (spec §1, §9 "bank transfer, payId, payNow
 * share a group"): it gives the business instructions (our collection account, or the PayNow UEN / PayID, and the
 * reference the transfer must carry), and reports when it sees the transfer. Asynchronous, as a real bank's API is:
 * the fundings module's jobs ask `transferSeen` from when `instructions` said it may have arrived.
 */
export type TransferInstructions = {
  accountName: string;
  bankName: string;
  /** Bank transfer: the account number and its routing code. */
  accountNumber: string | null;
  routingCodeType: string | null;
  routingCode: string | null;
  /** PayNow (UEN) or PayID (email): the proxy to pay. */
  proxyType: 'UEN' | 'EMAIL' | null;
  proxyValue: string | null;
  /** The reference the transfer must carry: how the bank matches it to the funding. */
  reference: string;
};

export type InstructionsRequest = {
  method: BankTransferMethod;
  currency: string;
  amountMinor: bigint;
  reference: string;
};

export type BankProxyPartner = {
  readonly name: string;
  instructions(req: InstructionsRequest): Promise<TransferInstructions>;
  /** How long after the instructions the bank may see the transfer (the check job's delay). */
  readonly checkAfterMs: number;
  /** Whether the bank has seen the transfer carrying this reference, for this amount, by `at`. */
  transferSeen(req: {
    reference: string;
    amountMinor: bigint;
    currency: string;
    createdAt: Date;
    at: Date;
  }): Promise<boolean>;
  /**
   * Whether a transfer it has seen can be matched to the business (payer on record). One that cannot is a payment
   * reconciliation: compliance asks the business for proof before anything is credited.
   */
  payerMatches(req: { reference: string; amountMinor: bigint; currency: string }): Promise<boolean>;
  /** Compliance's decision on the business's answer to a reconciliation RFI: credit the transfer, or send it back. */
  decideReconciliation(req: { reference: string; response: string }): Promise<{ accepted: boolean }>;
};
