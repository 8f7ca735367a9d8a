import { createHash, randomBytes } from 'node:crypto';
import type { ProductCode } from '@corridor/domain/fundings/cards';
import type { CardProcessorPartner, ChargeResult, RequestStatus, SaveCardResult } from './card-processor.ts';

/**
 * The sandbox card processor, documented like a real processor's test cards. Any Luhn-valid number works; its last
 * four digits decide what happens (README "Sandbox partners"):
 * - …0002 (e.g. 4000 0000 0000 0002): charges are Rejected "Insufficient funds";
 * - …0069 (4000 0000 0000 0069): charges are Rejected "Expired card";
 * - …0119 (4000 0000 0000 0119): charges are Rejected "Do not honour" (any other rejection);
 * - …3220 (4000 0000 0000 3220): the issuer asks for 3-D Secure: the charge answers a redirectUrl (the sandbox's
 *   challenge passes at once and sends the browser straight back), then APPROVED;
 * - …0341 (4000 0000 0000 0341): the 1-unit verification fails: the card cannot be saved;
 * - anything else (4111 1111 1111 1111, 4242 4242 4242 4242, 5555 5555 5555 4444): APPROVED.
 * A charge is Pending for its first second, InProgress for the next, then final. Stateless, so every process
 * answers alike: the token and request id carry the sandbox's own outcome letter (a real processor's are opaque).
 */
const OUTCOME_BY_LAST_FOUR: Record<string, string> = { '0002': 'i', '0069': 'e', '0119': 'o', '3220': 's' };
const REJECTIONS: Record<string, string> = { i: 'Insufficient funds', e: 'Expired card', o: 'Do not honour' };
const FEES: Record<ProductCode, string> = { HSBC: '2.2', CITI: '2.2', DEFAULT: '2.9', BPSP: '3.4' };
const STATUS_STEP_MS = 1000;

function brandOf(digits: string): { brand: string; type: 'CREDIT' | 'DEBIT' } {
  if (digits.startsWith('4')) return { brand: 'VISA', type: digits.startsWith('4000') ? 'DEBIT' : 'CREDIT' };
  if (/^5[1-5]|^2[2-7]/.test(digits)) return { brand: 'MASTERCARD', type: 'CREDIT' };
  if (/^3[47]/.test(digits)) return { brand: 'AMEX', type: 'CREDIT' };
  return { brand: 'CARD', type: 'CREDIT' };
}

const token = (prefix: string, letter: string) => `${prefix}_${letter}${randomBytes(12).toString('hex')}`;

export function createSandboxCardProcessor(): CardProcessorPartner {
  return {
    name: 'sandbox',
    statusPollMs: 2 * STATUS_STEP_MS + 100,
    async saveCard(req): Promise<SaveCardResult> {
      const lastFour = req.cardNumber.slice(-4);
      if (lastFour === '0341') return { success: false, message: 'Card verification failed' };
      const letter = OUTCOME_BY_LAST_FOUR[lastFour] ?? 'a';
      const fingerprint = createHash('sha256')
        .update(`${req.clientId}:${req.cardNumber}:${req.expiryMonth}/${req.expiryYear}`)
        .digest('hex')
        .slice(0, 24);
      return {
        success: true,
        ippMappingId: token('ipp', letter),
        customerId: `cus_${createHash('sha256').update(req.clientId).digest('hex').slice(0, 16)}`,
        ...brandOf(req.cardNumber),
        fingerprint,
        country: 'SG',
      };
    },
    async deleteCard() {},
    async clientPricing(req) {
      return { activeFee: FEES[req.productCode], productCode: req.productCode };
    },
    async chargeSavedCard(req): Promise<ChargeResult> {
      const letter = /^ipp_([a-z])/.exec(req.ippMappingId)?.[1] ?? 'o';
      const requestId = `req_${letter}${req.at.getTime().toString(36)}_${randomBytes(8).toString('hex')}`;
      const redirectUrl =
        letter === 's'
          ? `${req.redirectionUrl}${req.redirectionUrl.includes('?') ? '&' : '?'}requestId=${requestId}`
          : null;
      return { requestId, partnerReferenceNumber: `PRN${randomBytes(6).toString('hex').toUpperCase()}`, redirectUrl };
    },
    async requestStatus({ requestId, at }): Promise<RequestStatus> {
      const m = /^req_([a-z])([0-9a-z]+)_/.exec(requestId);
      if (!m) return { status: 'Rejected', rejectionReason: 'Unknown request' };
      const age = at.getTime() - Number.parseInt(m[2]!, 36);
      if (age < STATUS_STEP_MS) return { status: 'Pending', rejectionReason: null };
      if (age < 2 * STATUS_STEP_MS) return { status: 'InProgress', rejectionReason: null };
      const rejection = REJECTIONS[m[1]!];
      return rejection
        ? { status: 'Rejected', rejectionReason: rejection }
        : { status: 'APPROVED', rejectionReason: null };
    },
  };
}
