import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZMoney } from '../money.ts';

/** The currency account a card balance's money goes back to: the business's open account in its currency. */
export const ZCardDestinationAccount = z.object({
  _id: z.string(),
  currency: z.string(),
  account_number: z.string(),
  label: z.string().nullable(),
});
export type TCardDestinationAccount = z.infer<typeof ZCardDestinationAccount>;

/** A card balance (spec §7 n1 "wallet balance"): the money loaded for the business's cards in one currency. */
export const ZCardBalance = z.object({
  _id: z.string(),
  currency: z.string(),
  /** What the balance holds. */
  balance: ZMoney,
  /** What can be withdrawn now. */
  available: ZMoney,
  /** Where a withdrawal goes; null when the business has no open account in this currency. */
  destination: ZCardDestinationAccount.nullable(),
});
export type TCardBalance = z.infer<typeof ZCardBalance>;

export const ZCardBalanceList = z.object({ balances: z.array(ZCardBalance) });
export type TCardBalanceList = z.infer<typeof ZCardBalanceList>;

/** GET /smebackend/api/v1/cards/wallet-balance — the business's card balances, by currency. */
export const cardBalancesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/cards/wallet-balance',
  summary: "The business's card balances (one per currency), each with the account a withdrawal would go to.",
  tag: 'cards',
  response: ZCardBalanceList,
});
