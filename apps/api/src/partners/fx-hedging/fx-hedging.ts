/**
 * The hedging partner (spec §1 "FX rate locking for up to 6 months through a hedging partner"): it onboards a
 * business from the documents it sends, prices forward rates and books forward contracts. A real partner's adapter
 * is a new file behind this type; every call is asynchronous, as a real partner's API is, and its verdict on an
 * onboarding comes later (the fx-hedging.review-onboarding job asks for it when the partner says it is ready).
 */
export type SubmittedDocument = {
  documentType: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  sha256: string;
};

export type OnboardingSubmission = {
  /** Ours: the business and which submission of it this is, so a resent submission is the same one. */
  reference: string;
  businessName: string;
  legalEntity: string;
  documents: readonly SubmittedDocument[];
};

export type SubmissionReceipt = {
  /** The partner's id for the submission, which its verdict is asked by. */
  partnerReference: string;
  /** When the partner expects to have a verdict, in seconds from now. */
  reviewAfterSeconds: number;
};

export type OnboardingVerdict =
  | { status: 'APPROVED' }
  | { status: 'REJECTED'; reason: string }
  /** Held for a manual review: no verdict yet, none that the sandbox ever gives. */
  | { status: 'UNDER_REVIEW' };

export type ForwardPriceRequest = {
  sourceCurrency: string;
  destinationCurrency: string;
  /** The client's spot rate (the mid rate less its margin), a decimal string. */
  spotRate: string;
  /** Calendar days from today to the maturity date. */
  tenorDays: number;
};

export type ForwardPrice = {
  /** The client's forward rate: the spot rate plus the forward points, a decimal string. */
  forwardRate: string;
  /** forwardRate − spotRate, a decimal string that may be negative. */
  forwardPoints: string;
};

export type ForwardBookingRequest = {
  /** Ours, so booking the same contract again is answered with the first booking. */
  contractId: string;
  partnerReference: string;
  sourceCurrency: string;
  destinationCurrency: string;
  /** The amount the business fixed, in minor units of `notionalCurrency`. */
  notionalMinor: bigint;
  notionalCurrency: string;
  forwardRate: string;
  maturityDate: string;
};

export type ForwardBookingResult =
  | { status: 'BOOKED'; partnerContractId: string }
  | { status: 'REFUSED'; reason: string };

export type FxHedgingPartner = {
  readonly name: string;
  submitOnboarding(submission: OnboardingSubmission): Promise<SubmissionReceipt>;
  /** The partner's verdict on a submission it received (the same submission, with its reference). */
  reviewOnboarding(submission: OnboardingSubmission & { partnerReference: string }): Promise<OnboardingVerdict>;
  priceForward(request: ForwardPriceRequest): Promise<ForwardPrice>;
  bookForward(request: ForwardBookingRequest): Promise<ForwardBookingResult>;
  /** Cancels a contract booked today (the only cancellation the product offers). */
  cancelForward(contract: { partnerContractId: string }): Promise<void>;
};
