import type { TBatchDetail } from '@corridor/contracts/batches/batch-common';

/** One destination currency on the review: what its payments come to, at which held rate, in the source currency. */
export type CurrencyLine = {
  currency: string;
  count: number;
  amountMinor: string;
  sourceMinor: string;
  feeMinor: string;
  /** 1 source = rate destination; null for payments in the source currency itself. */
  rate: string | null;
};

export type ReviewFigures = {
  sourceCurrency: string;
  lines: CurrencyLine[];
  count: number;
  /** What the payments convert to, before fees, in the source currency. */
  sourceMinor: bigint;
  feesMinor: bigint;
  /** What the business pays: the payments and every fee. */
  totalMinor: bigint;
};

/**
 * The review's figures from the batch: per currency, then summed in minor units (bigint, never floats). A total's
 * source amount is what the account is debited, fees included (as each payout's is), so the fees are part of it.
 */
export function reviewFigures(batch: Pick<TBatchDetail, 'sourceCurrency' | 'totals' | 'fxHolds'>): ReviewFigures {
  const lines = batch.totals.map((t) => ({
    currency: t.destinationCurrency,
    count: t.count,
    amountMinor: t.destinationAmount.amountMinor,
    sourceMinor: t.sourceAmount.amountMinor,
    feeMinor: t.feeAmount.amountMinor,
    rate: batch.fxHolds.find((h) => h.destinationCurrency === t.destinationCurrency)?.fxRate ?? null,
  }));
  const totalMinor = lines.reduce((sum, l) => sum + BigInt(l.sourceMinor), 0n);
  const feesMinor = lines.reduce((sum, l) => sum + BigInt(l.feeMinor), 0n);
  return {
    sourceCurrency: batch.sourceCurrency,
    lines,
    count: lines.reduce((sum, l) => sum + l.count, 0),
    sourceMinor: totalMinor - feesMinor,
    feesMinor,
    totalMinor,
  };
}
