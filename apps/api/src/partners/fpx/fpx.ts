import type { FpxPaymentStatus } from '@corridor/domain/fundings/fpx';

/**
 * The FPX gateway (spec §7 FPX: payments status, update payment id). Paying is a browser round trip: initiating a
 * payment answers the gateway's page (`redirectUrl`), where the person picks their bank and approves or declines;
 * the gateway then sends the browser to our `returnUrl`. What that return says is never taken as it is: the status
 * is asked of the gateway by the payment id, here and in the funding's check jobs. A real adapter is a new file
 * behind this type.
 */
export type FpxInitiateRequest = {
  /** The same key again is the same payment. */
  idempotencyKey: string;
  /** Our FD reference: the gateway's seller order number. */
  reference: string;
  amountMinor: bigint;
  currency: string;
  /** Where the gateway sends the browser back, the payment id added to its query. */
  returnUrl: string;
  at: Date;
};

export type FpxPayment = {
  paymentId: string;
  reference: string;
  amountMinor: bigint;
  currency: string;
  status: FpxPaymentStatus;
  /** The FPX transaction id, once a bank took the payment. */
  fpxTransactionId: string | null;
  bankName: string | null;
};

export type FpxBank = { code: string; name: string; isOnline: boolean };

/** The sandbox's bank page (served by our server outside production); a real gateway has its own. */
export type FpxSandboxBank = {
  banks(): readonly FpxBank[];
  payment(paymentId: string): Promise<(FpxPayment & { returnUrl: string }) | undefined>;
  /** The person's answer at the bank; answers where the browser goes next, or undefined for an unknown payment. */
  decide(req: { paymentId: string; bankCode: string; isApproved: boolean; at: Date }): Promise<string | undefined>;
};

export type FpxPartner = {
  readonly name: string;
  initiatePayment(req: FpxInitiateRequest): Promise<{ paymentId: string; redirectUrl: string }>;
  /** The payment as the gateway knows it at `at`; undefined for an id it never issued. */
  paymentStatus(req: { paymentId: string; at: Date }): Promise<FpxPayment | undefined>;
  /** How often a payment still at the bank is asked about (the funding check's delay). */
  readonly statusPollMs: number;
  readonly sandboxBank?: FpxSandboxBank;
};
