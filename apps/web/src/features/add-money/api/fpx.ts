import { fpxPaymentStatusEndpoint, fpxPayoutEndpoint } from '@corridor/contracts/fundings/fpx';
import type { TFunding } from '@corridor/contracts/fundings/funding';
import { isFinalFundingStatus } from '@corridor/domain/fundings/statuses';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/** Starts (or finds again) an FPX funding's payment at the gateway: where the browser goes to pay. */
export function startFpxPayment(fundingId: string) {
  return callEndpoint(fpxPayoutEndpoint, { body: { fundingId } });
}

/**
 * Back from the bank (/r/fpx/success): asks our server, which asks the gateway, where the payment stands, every two
 * seconds until the funding is final. The return URL's own word is never what is shown.
 */
export function useFpxPaymentStatus(fundingId: string, paymentId: string) {
  return useQuery<TFunding, ApiError>({
    queryKey: ['money', 'fpx', 'status', fundingId, paymentId],
    queryFn: ({ signal }) => callEndpoint(fpxPaymentStatusEndpoint, { body: { fundingId, paymentId }, signal }),
    enabled: fundingId !== '' && paymentId !== '',
    retry: false,
    refetchInterval: (q) => (q.state.data && isFinalFundingStatus(q.state.data.status) ? false : 2000),
  });
}
