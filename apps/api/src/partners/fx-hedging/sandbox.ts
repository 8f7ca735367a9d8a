import { createHash } from 'node:crypto';
import { RATE_SCALE } from '@corridor/domain/fx';
import { decimalToString } from '@corridor/domain/fx-math';
import { divRound, parseRate } from '@corridor/domain/money';
import type { ForwardBookingRequest, FxHedgingPartner, OnboardingSubmission } from './fx-hedging.ts';

/**
 * The sandbox hedging partner: real arithmetic, no network, deterministic. Magic values, as a partner's test mode
 * documents them:
 * - a submission with a document whose file name contains "reject" (any case) is REJECTED;
 * - one with a file name containing "hold" is left UNDER_REVIEW (a manual review that never ends in the sandbox);
 * - every other submission is APPROVED, REVIEW_AFTER_SECONDS after it was sent;
 * - a forward contract whose notional amount's minor units end in 66 (e.g. 10,000.66) is REFUSED: over the
 *   business's credit line.
 * Forward rates follow covered interest parity on the annual rates below: forward = spot × (1 + r(destination) ×
 * days/365) / (1 + r(source) × days/365), rounded down to RATE_SCALE decimals.
 */
export const REVIEW_AFTER_SECONDS = 3;

/** Annual interest rates in basis points (approximate policy rates, Nov 2024); any other currency: 300. */
const RATES_BPS: Record<string, bigint> = {
  USD: 475n,
  SGD: 330n,
  AUD: 435n,
  EUR: 340n,
  GBP: 475n,
  HKD: 500n,
  JPY: 25n,
  NZD: 425n,
  CAD: 375n,
  CHF: 100n,
  CNY: 310n,
  INR: 650n,
  IDR: 600n,
  MYR: 300n,
  VND: 450n,
};
const DEFAULT_BPS = 300n;
const YEAR_BPS = 365n * 10_000n;

export const REFUSED_NOTIONAL_REASON =
  'The hedging partner declined this contract: it is over the credit line set for your business.';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

function verdictOf(submission: OnboardingSubmission) {
  const names = submission.documents.map((d) => d.fileName.toLowerCase());
  if (names.some((n) => n.includes('reject'))) {
    return {
      status: 'REJECTED' as const,
      reason: 'The hedging partner could not verify your business from the documents sent.',
    };
  }
  if (names.some((n) => n.includes('hold'))) return { status: 'UNDER_REVIEW' as const };
  return { status: 'APPROVED' as const };
}

/** spot × (YEAR + rd·days) / (YEAR + rs·days), rounded down to RATE_SCALE decimals, as a decimal string. */
export function forwardRateOf(spot: string, source: string, destination: string, days: number): string {
  const s = parseRate(spot);
  const t = BigInt(Math.max(0, days));
  const numerator = s.digits * (YEAR_BPS + (RATES_BPS[destination] ?? DEFAULT_BPS) * t) * 10n ** BigInt(RATE_SCALE);
  const denominator = (YEAR_BPS + (RATES_BPS[source] ?? DEFAULT_BPS) * t) * 10n ** BigInt(s.scale);
  return decimalToString(divRound(numerator, denominator, 'down'), RATE_SCALE);
}

function difference(a: string, b: string): string {
  const x = parseRate(a);
  const y = parseRate(b);
  const scale = Math.max(x.scale, y.scale);
  const diff = x.digits * 10n ** BigInt(scale - x.scale) - y.digits * 10n ** BigInt(scale - y.scale);
  return decimalToString(diff, scale);
}

const isRefusedNotional = (b: ForwardBookingRequest) => b.notionalMinor % 100n === 66n;

export function createSandboxFxHedging(): FxHedgingPartner {
  return {
    name: 'sandbox',
    async submitOnboarding(submission) {
      return {
        partnerReference: `HSB-${digest(`onboarding:${submission.reference}`).slice(0, 12).toUpperCase()}`,
        reviewAfterSeconds: REVIEW_AFTER_SECONDS,
      };
    },
    async reviewOnboarding(submission) {
      return verdictOf(submission);
    },
    async priceForward(req) {
      const forwardRate = forwardRateOf(req.spotRate, req.sourceCurrency, req.destinationCurrency, req.tenorDays);
      return { forwardRate, forwardPoints: difference(forwardRate, req.spotRate) };
    },
    async bookForward(req) {
      if (isRefusedNotional(req)) return { status: 'REFUSED', reason: REFUSED_NOTIONAL_REASON };
      return {
        status: 'BOOKED',
        partnerContractId: `HSF-${digest(`forward:${req.contractId}`).slice(0, 12).toUpperCase()}`,
      };
    },
    async cancelForward() {
      // The sandbox keeps no book of its own: nothing to undo.
    },
  };
}
