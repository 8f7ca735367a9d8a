import { randomUUID } from 'node:crypto';
import { todayIn } from '@corridor/domain/dates';
import { tenorDays } from '@corridor/domain/fx-hedging';
import { applyMargin, DEFAULT_MARGIN, exchangeValue } from '@corridor/domain/fx-math';
import type { AppDeps } from '../../app-deps.ts';
import { localDayStart } from '../../business-time.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findOwnAccount } from '../accounts/accounts.service.ts';
import { newContractNumber } from './contract-number.ts';
import * as repo from './fx-hedging.repository.ts';

/**
 * Records a contract booked at `bookedAt` at the rates of that moment (the client's default-margin spot rate moved
 * by the partner's forward points), inside the caller's transaction: for the demo seed, which has no caller and no
 * signed quote. The partner books it as it would any other.
 */
export async function importForwardContract(
  tx: Queryable,
  deps: Pick<AppDeps, 'partners'>,
  owner: { clientId: string; userId: string; utcOffset: string },
  c: {
    sourceAccountId: string;
    destinationAccountId: string;
    sourceAmount: bigint;
    maturityDate: string;
    bookedAt: Date;
  },
): Promise<void> {
  const source = await findOwnAccount(tx, owner, c.sourceAccountId);
  const destination = await findOwnAccount(tx, owner, c.destinationAccountId);
  const mid = (await deps.partners.fxRates.ratesAt(c.bookedAt)).rate(source.currency, destination.currency);
  if (!mid) throw new AppError('FX_RATE_UNAVAILABLE');
  const spot = applyMargin(mid, DEFAULT_MARGIN);
  const price = await deps.partners.hedging.priceForward({
    sourceCurrency: source.currency,
    destinationCurrency: destination.currency,
    spotRate: spot,
    tenorDays: tenorDays(todayIn(owner.utcOffset, c.bookedAt), c.maturityDate),
  });
  const value = exchangeValue({
    sourceCurrency: source.currency,
    destinationCurrency: destination.currency,
    rate: price.forwardRate,
    fixedSide: 'source',
    amount: c.sourceAmount,
  });
  const id = randomUUID();
  const booked = await deps.partners.hedging.bookForward({
    contractId: id,
    partnerReference: 'HSB-DEMO',
    sourceCurrency: source.currency,
    destinationCurrency: destination.currency,
    notionalMinor: c.sourceAmount,
    notionalCurrency: source.currency,
    forwardRate: price.forwardRate,
    maturityDate: c.maturityDate,
  });
  if (booked.status !== 'BOOKED') throw new AppError('FX_HEDGE_REFUSED', { message: booked.reason });
  await repo.insertContract(tx, owner.clientId, {
    id,
    contract_number: newContractNumber(),
    partner_contract_id: booked.partnerContractId,
    source_account_id: source.id,
    destination_account_id: destination.id,
    source_currency: source.currency,
    destination_currency: destination.currency,
    base_fx_rate: mid,
    spot_rate: spot,
    margin: DEFAULT_MARGIN,
    forward_points: price.forwardPoints,
    fx_rate: price.forwardRate,
    fixed_side: 'source',
    source_amount: value.sourceAmount,
    destination_amount: value.destinationAmount,
    maturity_date: c.maturityDate,
    settle_due_at: localDayStart(c.maturityDate, owner.utcOffset, 'maturity_date'),
    created_by: owner.userId,
    created_at: c.bookedAt,
  });
}
