/**
 * What Corridor charges for a payout, as data (spec §3 exchange value feeAmount and swiftFeeAmount, §7
 * transactionFees and swift-fees, §9 "total fee is fee plus swift fee"). Amounts are decimal strings in major
 * units, turned into minor units by money.ts; fees.ts applies them.
 *
 * - Transaction fee: a flat fee per payout, by payout method (§3 Corridor: LOCAL or SWIFT) and source currency,
 *   charged in the source currency. The currencies our legal entities hold by default have a round fee of their
 *   own; a payout from any other currency pays the USD fee converted at the client's USD rate, rounded up.
 * - SWIFT fee: what the correspondent and beneficiary banks charge for a SWIFT payout, quoted in USD by
 *   destination currency and charged in the source currency at the client's USD rate, rounded up. Who bears it
 *   is the beneficiary's `swift_fee_payer` (SWIFT field 71A):
 *     OUR: the business pays it, so it is charged here and the recipient gets the full destination amount;
 *     SHA: shared: the business pays our transaction fee, the banks on the way take theirs from the amount sent;
 *     BEN: the recipient bears the banks' charges, taken from the amount sent.
 *   So only OUR charges a SWIFT fee; a LOCAL payout never has one.
 */
export const PAYOUT_METHODS = ['LOCAL', 'SWIFT'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const SWIFT_FEE_PAYERS = ['OUR', 'SHA', 'BEN'] as const;
export type SwiftFeePayer = (typeof SWIFT_FEE_PAYERS)[number];

/** The currency fees are quoted in for currencies without a fee of their own. */
export const FEE_QUOTE_CURRENCY = 'USD';

export const TRANSACTION_FEES: Readonly<Record<PayoutMethod, Readonly<Record<string, string>>>> = {
  LOCAL: {
    USD: '3',
    SGD: '4',
    HKD: '25',
    AUD: '4',
    GBP: '2.5',
    EUR: '3',
    CAD: '4',
    MYR: '12',
    INR: '250',
    IDR: '45000',
    JPY: '450',
  },
  SWIFT: {
    USD: '15',
    SGD: '20',
    HKD: '120',
    AUD: '22',
    GBP: '12',
    EUR: '14',
    CAD: '20',
    MYR: '70',
    INR: '1250',
    IDR: '235000',
    JPY: '2300',
  },
};

/** SWIFT fee by destination currency, in USD; `default` for a destination not listed. */
export const SWIFT_FEES_USD: Readonly<Record<string, string>> = {
  default: '25',
  USD: '20',
  EUR: '22',
  GBP: '22',
  JPY: '30',
  CNY: '30',
  INR: '18',
};

/** What each choice of `swift_fee_payer` means for the business, as the send screens explain it. */
export const SWIFT_FEE_PAYER_DESCRIPTIONS: Readonly<Record<SwiftFeePayer, string>> = {
  OUR: 'You pay the SWIFT fee: your recipient gets the full amount.',
  SHA: 'Shared: you pay our fee, the banks on the way take theirs from the amount sent.',
  BEN: 'Your recipient pays: the banks on the way take their charges from the amount sent.',
};

/** Who bears the banks' SWIFT charges; only these are charged a SWIFT fee by us. */
export const SWIFT_FEE_CHARGED_TO_SENDER: readonly SwiftFeePayer[] = ['OUR'];

export function isPayoutMethod(value: string): value is PayoutMethod {
  return (PAYOUT_METHODS as readonly string[]).includes(value);
}

export function isSwiftFeePayer(value: string): value is SwiftFeePayer {
  return (SWIFT_FEE_PAYERS as readonly string[]).includes(value);
}
