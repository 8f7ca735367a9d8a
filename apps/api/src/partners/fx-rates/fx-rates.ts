/**
 * Where exchange rates come from. A live provider answers over the network, so rates are fetched as one snapshot
 * per request: every conversion in one answer uses the same rates, and the snapshot says when they were taken.
 */
export type FxRatesPartner = {
  readonly name: string;
  /** The mid rates in force at `at` (callers pass their clock's now, so tests and every process agree). */
  ratesAt(at: Date): Promise<FxRates>;
};

/** Rates are decimal strings: "1 unit of `from` = rate units of `to`". */
export type FxRates = {
  /** When these rates were taken. */
  readonly asOf: Date;
  /** The mid-market rate from one currency to another, or undefined when the pair is not quoted. */
  rate(from: string, to: string): string | undefined;
};
