import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { SAME_PAIR_MESSAGE } from '@corridor/contracts/fx/fx-common';
import type { TBookForwardRequest, TForwardQuote } from '@corridor/contracts/fx-hedging/forward-contracts';
import { earliestMaturityDate, maturityProblem } from '@corridor/domain/fx-hedging';
import { type ExchangeValueMinor, exchangeValue } from '@corridor/domain/fx-math';
import { parseAmount } from '@corridor/domain/money';

/** What the person has chosen and typed for a new forward contract. */
export type ForwardDraft = {
  sourceId: string;
  destinationId: string;
  /** Which amount they typed: the other follows from the forward rate. */
  fixedSide: 'source' | 'destination';
  /** As typed, in the fixed side's currency: sent as it is, parsed once by the server. */
  amount: string;
  /** YYYY-MM-DD, or '' while none is chosen. */
  maturityDate: string;
};

export type ForwardIssues = { pair?: string; amount?: string; maturity?: string };

type Accounts = readonly Pick<TCurrencyAccount, '_id' | 'currency'>[];
const currencyOf = (accounts: Accounts, id: string) => accounts.find((a) => a._id === id)?.currency;

/**
 * What is wrong before anything is sent, with the rules the API applies (packages/domain): the same currency on both
 * sides, an amount its currency cannot have (decimals, zero, not a number), a maturity outside tomorrow to six
 * months ahead. Empty fields are not errors yet, only incomplete.
 */
export function forwardIssues(draft: ForwardDraft, accounts: Accounts, today: string): ForwardIssues {
  const source = currencyOf(accounts, draft.sourceId);
  const destination = currencyOf(accounts, draft.destinationId);
  const issues: ForwardIssues = {};
  if (source && destination && source === destination) issues.pair = SAME_PAIR_MESSAGE;
  const currency = draft.fixedSide === 'source' ? source : destination;
  if (currency && draft.amount.trim() !== '') {
    const parsed = parseAmount(draft.amount, currency);
    if (!parsed.ok) issues.amount = parsed.message;
  }
  if (draft.maturityDate !== '') issues.maturity = maturityProblem(draft.maturityDate, today) ?? undefined;
  return issues;
}

/** The quote to ask for: a pair of different currencies and a valid maturity (the amount is not needed). */
export function toQuoteRequest(draft: ForwardDraft, accounts: Accounts, today: string) {
  const source = currencyOf(accounts, draft.sourceId);
  const destination = currencyOf(accounts, draft.destinationId);
  const issues = forwardIssues(draft, accounts, today);
  if (!source || !destination || issues.pair || issues.maturity || draft.maturityDate === '') return null;
  return { source, destination, maturityDate: draft.maturityDate };
}

/**
 * Both amounts at the quoted forward rate, as the API will fix them (packages/domain fx-math: a typed sell amount
 * buys an amount rounded down; a typed buy amount costs an amount rounded up). Null while the amount is not valid.
 */
export function forwardAmounts(
  draft: ForwardDraft,
  accounts: Accounts,
  quote: Pick<TForwardQuote, 'source_currency' | 'destination_currency' | 'fx_rate'>,
): ExchangeValueMinor | null {
  const currency = draft.fixedSide === 'source' ? quote.source_currency : quote.destination_currency;
  if (
    currencyOf(accounts, draft.sourceId) !== quote.source_currency ||
    currencyOf(accounts, draft.destinationId) !== quote.destination_currency
  ) {
    return null;
  }
  const parsed = parseAmount(draft.amount, currency);
  if (!parsed.ok) return null;
  const value = exchangeValue({
    sourceCurrency: quote.source_currency,
    destinationCurrency: quote.destination_currency,
    rate: quote.fx_rate,
    fixedSide: draft.fixedSide,
    amount: parsed.minor,
  });
  return value.destinationAmount > 0n ? value : null;
}

/** The booking for a draft at a quote: the typed amount on its side, as typed. */
export function toBookRequest(draft: ForwardDraft, quote: Pick<TForwardQuote, 'rate_signature' | 'maturity_date'>) {
  const amount = draft.amount.trim();
  const request: TBookForwardRequest = {
    source_account_id: draft.sourceId,
    destination_account_id: draft.destinationId,
    maturity_date: quote.maturity_date,
    rate_signature: quote.rate_signature,
    ...(draft.fixedSide === 'source' ? { source_amount: amount } : { destination_amount: amount }),
  };
  return request;
}

/** Where a new contract starts: selling from the default account, buying US dollars (else another account), a month out. */
export function initialForwardDraft(
  accounts: readonly Pick<TCurrencyAccount, '_id' | 'currency' | 'is_default_account'>[],
  today: string,
): ForwardDraft {
  const source = accounts.find((a) => a.is_default_account) ?? accounts[0];
  const others = accounts.filter((a) => a._id !== source?._id && a.currency !== source?.currency);
  const destination = others.find((a) => a.currency === 'USD') ?? others[0];
  return {
    sourceId: source?._id ?? '',
    destinationId: destination?._id ?? '',
    fixedSide: 'source',
    amount: '',
    maturityDate: earliestMaturityDate(today),
  };
}
