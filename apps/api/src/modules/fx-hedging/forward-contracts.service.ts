import { randomUUID } from 'node:crypto';
import type {
  TBookForwardRequest,
  TForwardContractsResponse,
  TForwardQuote,
} from '@corridor/contracts/fx-hedging/forward-contracts';
import type { TForwardContract } from '@corridor/contracts/fx-hedging/hedging-common';
import { todayIn } from '@corridor/domain/dates';
import { QUOTE_TTL_SECONDS } from '@corridor/domain/fx';
import { maturityProblem, tenorDays } from '@corridor/domain/fx-hedging';
import type { AppDeps } from '../../app-deps.ts';
import { localDayStart } from '../../business-time.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import { type IdempotencyRequest, type IdempotentResult, runIdempotent } from '../../platform/idempotency.ts';
import { findOwnAccount } from '../accounts/accounts.service.ts';
import { fixedSideOf, priceAmounts } from '../fx/fx-amounts.service.ts';
import { getFxRate, readQuoteFields, signQuoteFields } from '../fx/fx-quotes.service.ts';
import { newContractNumber } from './contract-number.ts';
import * as repo from './fx-hedging.repository.ts';
import { requireApproved } from './fx-hedging.service.ts';
import { contractView } from './hedging-views.ts';

/** Forward quotes are signed with the FX quote key under their own purpose: a spot quote never books a forward. */
const FORWARD_QUOTE = 'fwd1';

type ForwardQuoteFields = {
  client_id: string;
  source_currency: string;
  destination_currency: string;
  base_fx_rate: string;
  spot_rate: string;
  margin: string;
  forward_points: string;
  fx_rate: string;
  maturity_date: string;
  quoted_at: string;
  expires_at: string;
};
const QUOTE_FIELDS = [
  'client_id',
  'source_currency',
  'destination_currency',
  'base_fx_rate',
  'spot_rate',
  'margin',
  'forward_points',
  'fx_rate',
  'maturity_date',
  'quoted_at',
  'expires_at',
] as const satisfies readonly (keyof ForwardQuoteFields)[];

/**
 * A forward quote (GET fx-hedging/forward-quote): the client's live spot rate (mid less its margin, from the FX
 * module) moved by the hedging partner's forward points for the tenor, signed, good for QUOTE_TTL_SECONDS. Only an
 * approved business is quoted; the maturity must be tomorrow to six months ahead in the business's day.
 */
export async function forwardQuote(
  deps: AppDeps,
  caller: Caller,
  req: { source_currency: string; destination_currency: string; maturity_date: string },
): Promise<TForwardQuote> {
  await requireApproved(deps.db, caller);
  const now = deps.clock.now();
  const today = todayIn(caller.utcOffset, now);
  assertMaturity(req.maturity_date, today);
  const spot = await getFxRate(deps, caller, req);
  const tenor = tenorDays(today, req.maturity_date);
  const price = await deps.partners.hedging.priceForward({
    sourceCurrency: spot.source_currency,
    destinationCurrency: spot.destination_currency,
    spotRate: spot.fx_rate,
    tenorDays: tenor,
  });
  const second = Math.floor(now.getTime() / 1000) * 1000;
  const fields: ForwardQuoteFields = {
    client_id: caller.clientId,
    source_currency: spot.source_currency,
    destination_currency: spot.destination_currency,
    base_fx_rate: spot.base_fx_rate,
    spot_rate: spot.fx_rate,
    margin: spot.margin,
    forward_points: price.forwardPoints,
    fx_rate: price.forwardRate,
    maturity_date: req.maturity_date,
    quoted_at: new Date(second).toISOString(),
    expires_at: new Date(second + QUOTE_TTL_SECONDS * 1000).toISOString(),
  };
  const { client_id: _, ...quote } = fields;
  return {
    ...quote,
    source_currency: spot.source_currency,
    destination_currency: spot.destination_currency,
    tenor_days: tenor,
    rate_signature: await signQuoteFields(deps, FORWARD_QUOTE, fields),
  };
}

/** A forward quote this server signed for this business and that has not expired; anything else is refused. */
async function verifyForwardQuote(deps: AppDeps, caller: Caller, signature: string): Promise<ForwardQuoteFields> {
  const fields = await readQuoteFields(deps, FORWARD_QUOTE, signature);
  if (!fields || !QUOTE_FIELDS.every((f) => typeof fields[f] === 'string') || fields.client_id !== caller.clientId) {
    throw new AppError('FX_QUOTE_INVALID');
  }
  if (!(Date.parse(fields.expires_at!) > deps.clock.now().getTime())) throw new AppError('FX_QUOTE_EXPIRED');
  return fields as ForwardQuoteFields;
}

/**
 * Books a forward contract (POST fx-hedging/forward-contracts) at a forward quote, in one transaction with the
 * Idempotency-Key: the same key again answers the first contract and books nothing. Both accounts must be the
 * caller's, open, and of the quote's currencies; the amount is parsed in its own currency (decimals, ceiling).
 *
 * Money at booking: none moves and none is reserved. A forward exists so the business need not hold the money
 * months ahead; it must hold it on the maturity date, when the settlement job exchanges it (or records why not).
 */
export async function bookForward(
  deps: AppDeps,
  caller: Caller,
  req: TBookForwardRequest,
  idem: IdempotencyRequest,
): Promise<IdempotentResult<TForwardContract>> {
  return runIdempotent(deps.db, caller.clientId, idem, async (tx) => {
    const now = deps.clock.now();
    const onboarding = await requireApproved(tx, caller);
    const quote = await verifyForwardQuote(deps, caller, req.rate_signature);
    if (quote.maturity_date !== req.maturity_date) {
      throw fieldError('maturity_date', 'This quote is for another maturity date. Get a new quote.');
    }
    const today = todayIn(caller.utcOffset, now);
    assertMaturity(quote.maturity_date, today);
    const source = await findOwnAccount(tx, caller, req.source_account_id);
    const destination = await findOwnAccount(tx, caller, req.destination_account_id);
    if (source.id === destination.id) throw fieldError('destination_account_id', 'Choose two different accounts.');
    if (!source.is_active || !destination.is_active) throw new AppError('ACCOUNT_CLOSED');
    if (source.currency !== quote.source_currency || destination.currency !== quote.destination_currency) {
      throw fieldError(
        'rate_signature',
        `This quote is for ${quote.source_currency} to ${quote.destination_currency}.`,
      );
    }
    const value = priceAmounts(quote, req, deps.config.AMOUNT_CEILING_MAJOR);
    const fixedSide = fixedSideOf(req);
    const id = randomUUID();
    const booked = await deps.partners.hedging.bookForward({
      contractId: id,
      partnerReference: onboarding.partner_reference ?? '',
      sourceCurrency: source.currency,
      destinationCurrency: destination.currency,
      notionalMinor: fixedSide === 'source' ? value.sourceAmount : value.destinationAmount,
      notionalCurrency: fixedSide === 'source' ? source.currency : destination.currency,
      forwardRate: quote.fx_rate,
      maturityDate: quote.maturity_date,
    });
    if (booked.status === 'REFUSED') {
      throw new AppError('FX_HEDGE_REFUSED', {
        message: booked.reason,
        errors: [{ field: `${fixedSide}_amount`, message: booked.reason }],
      });
    }
    await repo.insertContract(tx, caller.clientId, {
      id,
      contract_number: newContractNumber(),
      partner_contract_id: booked.partnerContractId,
      source_account_id: source.id,
      destination_account_id: destination.id,
      source_currency: source.currency,
      destination_currency: destination.currency,
      base_fx_rate: quote.base_fx_rate,
      spot_rate: quote.spot_rate,
      margin: quote.margin,
      forward_points: quote.forward_points,
      fx_rate: quote.fx_rate,
      fixed_side: fixedSide,
      source_amount: value.sourceAmount,
      destination_amount: value.destinationAmount,
      maturity_date: quote.maturity_date,
      // The start of the maturity date in the business's own day: the settlement job exchanges it from then on.
      settle_due_at: localDayStart(quote.maturity_date, caller.utcOffset, 'maturity_date'),
      created_by: caller.userId,
      created_at: now,
    });
    const row = (await repo.findContract(tx, caller.clientId, id))!;
    return { status: 201, body: contractView(row, now, caller.utcOffset) };
  });
}

/** The business's contracts, booked ones first by nearest maturity (GET fx-hedging/forward-contracts). */
export async function listContracts(
  deps: AppDeps,
  caller: Caller,
  req: { page: number; limit: number },
): Promise<TForwardContractsResponse> {
  const { rows, total } = await repo.findContracts(deps.db, caller.clientId, {
    offset: (req.page - 1) * req.limit,
    limit: req.limit,
  });
  const now = deps.clock.now();
  return { rows: rows.map((r) => contractView(r, now, caller.utcOffset)), total, page: req.page, limit: req.limit };
}

/** One of the business's contracts; an unknown id and another business's are the same 404. */
export async function getContract(deps: AppDeps, caller: Caller, id: string): Promise<TForwardContract> {
  return contractView(await ownContract(deps.db, caller, id), deps.clock.now(), caller.utcOffset);
}

/**
 * Cancels a contract on the day it was booked (the business's day), with the partner; after that day it is binding
 * and settles at maturity. A cancelled contract is answered as it is (a retry); any other status is refused.
 */
export async function cancelContract(deps: AppDeps, caller: Caller, id: string): Promise<TForwardContract> {
  return deps.db.tx(async (tx) => {
    const now = deps.clock.now();
    const contract = await ownContract(tx, caller, id, true);
    if (contract.status === 'CANCELLED') return contractView(contract, now, caller.utcOffset);
    if (!contractView(contract, now, caller.utcOffset).can_cancel) {
      const message =
        contract.status === 'BOOKED'
          ? 'A forward contract can be cancelled only on the day it was booked. It settles on its maturity date.'
          : 'This contract is closed and can no longer be cancelled.';
      throw new AppError('INVALID_TRANSITION', { message });
    }
    await deps.partners.hedging.cancelForward({ partnerContractId: contract.partner_contract_id });
    await repo.closeContract(tx, caller.clientId, id, { status: 'CANCELLED', at: now, by: caller.userId });
    return contractView((await repo.findContract(tx, caller.clientId, id))!, now, caller.utcOffset);
  });
}

async function ownContract(q: Parameters<typeof repo.findContract>[0], caller: Caller, id: string, lock = false) {
  const row = isUuid(id) ? await repo.findContract(q, caller.clientId, id, lock) : undefined;
  if (!row) throw new AppError('NOT_FOUND', { message: 'Forward contract not found.' });
  return row;
}

function assertMaturity(maturity: string, today: string) {
  const problem = maturityProblem(maturity, today);
  if (problem) throw fieldError('maturity_date', problem);
}

function fieldError(field: string, message: string) {
  return new AppError('VALIDATION_ERROR', { message, errors: [{ field, message }] });
}
