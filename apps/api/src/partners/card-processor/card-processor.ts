import type { CardPaymentStatus, ProductCode } from '@corridor/domain/fundings/cards';

/**
 * The card processor (spec §7 bpsp calls: saveCard, getAllSavedCards, deleteCard, getClientPricing, chargeSavedCard,
 * the request-status check by requestId). It holds the card: we send the number and CVV once, to save it with a
 * 1-unit verification, and keep only its token (ippMappingId), brand and last four. Charges are asynchronous: a
 * charge answers a requestId (and a redirectUrl when the issuer wants 3-D Secure), and its status is asked for by
 * that id until it is APPROVED or Rejected. A real adapter is a new file behind this type.
 */
export type SaveCardRequest = {
  /** Digits only (the domain's stripCardNumber). Never stored by us. */
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  /** Never stored by us, nor by the sandbox. */
  cvv: string;
  /** Our client: the processor's customer. */
  clientId: string;
  currency: string;
  /** The verification charge (spec §9: 1 unit, mcc 7399), refunded by the processor at once. */
  verificationAmountMinor: bigint;
  mccCode: string;
};

export type SavedCardToken = {
  ippMappingId: string;
  customerId: string;
  brand: string;
  type: 'CREDIT' | 'DEBIT';
  /** The processor's one name for the card, whatever token it got: duplicates share it. */
  fingerprint: string;
  /** The issuing country (ISO 3166 alpha-2). */
  country: string;
};

export type SaveCardResult = ({ success: true } & SavedCardToken) | { success: false; message: string };

export type ChargeRequest = {
  /** The same key again is the same charge (a retried transaction never charges twice). */
  idempotencyKey: string;
  ippMappingId: string;
  customerId: string;
  clientId: string;
  amountMinor: bigint;
  currency: string;
  narrative: string;
  /** Where the processor sends the browser back after 3-D Secure. */
  redirectionUrl: string;
  mccCode: string;
  productCode: ProductCode;
  /** When the charge is made (our clock): the processor's asynchronous verdict is timed from it. */
  at: Date;
};

export type ChargeResult = { requestId: string; partnerReferenceNumber: string; redirectUrl: string | null };

export type RequestStatus = { status: CardPaymentStatus; rejectionReason: string | null };

export type CardProcessorPartner = {
  readonly name: string;
  saveCard(req: SaveCardRequest): Promise<SaveCardResult>;
  deleteCard(ippMappingId: string): Promise<void>;
  /** The client's fee for a card (a percentage, decimal string) and the product code it is charged under. */
  clientPricing(req: { ippMappingId: string; clientId: string; mccCode: string; productCode: ProductCode }): Promise<{
    activeFee: string;
    productCode: ProductCode;
  }>;
  chargeSavedCard(req: ChargeRequest): Promise<ChargeResult>;
  requestStatus(req: { requestId: string; at: Date }): Promise<RequestStatus>;
  /** How long after a charge its verdict is worth asking for (the status job's delay). */
  readonly statusPollMs: number;
};
