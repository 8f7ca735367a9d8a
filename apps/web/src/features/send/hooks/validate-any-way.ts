import type { TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import { isApiError } from '@/lib/api/api-error.ts';
import { validatePayout } from '../api/validate-payout.ts';
import { withPayment } from '../components/payment-methods.ts';

/**
 * validatePayout, where a balance too short for the payment is no reason to stop: a card or a transfer can still pay
 * for it. The payment is then checked again as paid by bank transfer (every other rule still applies), and the payment
 * step offers only the methods that bring their own money (`isBalanceShort`).
 */
export async function validateAnyWay(request: TPayoutRequest, signal?: AbortSignal) {
  try {
    return { request, result: await validatePayout(request, signal), isBalanceShort: false };
  } catch (error) {
    const isFromBalance = (request.additional_info?.deposit_method ?? 'account') === 'account';
    if (!isFromBalance || !isApiError(error) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
    const fromOutside = withPayment(request, { method: 'bankTransfer', cardId: null });
    return { request: fromOutside, result: await validatePayout(fromOutside, signal), isBalanceShort: true };
  }
}
