/** Where exchange rates come from. Rates are decimal strings: "1 unit of `from` = rate units of `to`". */
export type FxRatesPartner = {
  readonly name: string;
  /** The mid-market rate from one currency to another, or undefined when the pair is not quoted. */
  rate(from: string, to: string): string | undefined;
  /** When these rates were taken. */
  asOf(): Date;
};
