import { createHash } from 'node:crypto';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { findOwnAccount } from '../accounts/accounts.service.ts';
import * as repo from './exchanges.repository.ts';
import { recordSpotHold } from './fx-holds.service.ts';

export type HistoricExchange = {
  id: string;
  sourceAccountId: string;
  destinationAccountId: string;
  sourceAmount: bigint;
  destinationAmount: bigint;
  /** The rate it was made at ("1 source = rate destination"), as a decimal string. */
  rate: string;
  at: Date;
};

// Crockford's base32, as newExchangeNumber: the number is derived from the id, so a seed run gives the same one.
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function historicExchangeNumber(id: string): string {
  const bytes = createHash('sha256').update(`exchange-number:${id}`).digest();
  let bits = BigInt(`0x${bytes.subarray(0, 5).toString('hex')}`);
  let text = '';
  for (let i = 0; i < 8; i += 1) {
    text = BASE32[Number(bits & 31n)] + text;
    bits >>= 5n;
  }
  return `FX-${text}`;
}

/**
 * Records an exchange made before Corridor kept exchanges (the demo's history): its rate as a hold used at once, and the
 * exchange, at its own time. Its money was booked by whoever imports it, with the exchange number (returned) as the
 * ledger transfers' business id, as bookExchangesInTx books them.
 */
export async function importExchangeInTx(
  tx: Queryable,
  owner: Pick<Caller, 'clientId' | 'userId'>,
  x: HistoricExchange,
): Promise<string> {
  const source = await findOwnAccount(tx, owner, x.sourceAccountId);
  const destination = await findOwnAccount(tx, owner, x.destinationAccountId);
  const rate = {
    source_currency: source.currency,
    destination_currency: destination.currency,
    base_fx_rate: x.rate,
    fx_rate: x.rate,
    margin: '0',
  };
  const hold = await recordSpotHold(tx, owner, rate, x.at);
  const number = historicExchangeNumber(x.id);
  await repo.insertExchange(tx, owner.clientId, {
    id: x.id,
    exchange_number: number,
    fx_hold_id: hold.id,
    source_account_id: source.id,
    destination_account_id: destination.id,
    ...rate,
    fixed_side: 'source',
    source_amount: x.sourceAmount,
    converted_amount: x.sourceAmount,
    destination_amount: x.destinationAmount,
    fee_amount: 0n,
    swift_fee_amount: 0n,
    supplier_payments_fee: 0n,
    created_by: owner.userId,
    created_at: x.at,
  });
  return number;
}
