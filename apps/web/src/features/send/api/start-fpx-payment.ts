import { fpxPayoutEndpoint } from '@corridor/contracts/fundings/fpx';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/** Starts (or finds again) the FPX payment of a payment's funding: where the browser goes to pay at its bank. */
export function startPaymentFpx(fundingId: string) {
  return callEndpoint(fpxPayoutEndpoint, { body: { fundingId } });
}
