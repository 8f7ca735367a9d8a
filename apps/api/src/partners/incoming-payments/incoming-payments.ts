/**
 * The receiving bank: it issues virtual account (VFA) numbers for currency accounts, publishes the details a
 * payer needs, and reports money arriving into them. A real bank adapter is a new file behind this type; every
 * call is asynchronous, as a real bank's API is.
 */
export type VirtualAccountRequest = { accountId: string; currency: string; entity: string };

export type ProvisionResult =
  | { status: 'COMPLETED' | 'IN_PROGRESS'; accountNumber: string }
  | { status: 'FAILED'; accountNumber: string; reason: string };

export type LocalDetails = {
  accountNumber: string;
  bankName: string;
  routingCodeType: string;
  routingCode: string;
  bankAddress: string;
};
export type GlobalDetails = { accountNumber: string; bankName: string; swiftBic: string; bankAddress: string };

/** What the bank eventually reports about money it received for a virtual account. */
export type PaymentOutcome = { kind: 'CREDITED' } | { kind: 'RETURNED'; reason: string } | { kind: 'HELD' };

export type IncomingPaymentsPartner = {
  readonly name: string;
  provisionVirtualAccount(req: VirtualAccountRequest): Promise<ProvisionResult>;
  /** Local details are null where the currency is received only through SWIFT (the GLOBAL ones). */
  accountDetails(vfa: { accountNumber: string; currency: string; isLocal: boolean }): Promise<{
    local: LocalDetails | null;
    global: GlobalDetails;
  }>;
  /** The bank's verdict on a payment it received; the sandbox decides it from magic amounts. */
  outcomeOf(payment: { amountMinor: bigint; currency: string; payerName: string }): Promise<PaymentOutcome>;
};
