import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/** A saved card: the processor's token stays on the server; the web sees the brand and the last four only. */
export const ZSavedCard = z.object({
  _id: z.string(),
  brand: z.string(),
  type: z.string(),
  lastFour: z.string(),
  /** MM/YY. */
  expiry: z.string(),
  /** Shown in the saved-card list (the person ticked "Save card"); otherwise it was kept for one payment. */
  isSaveCard: z.boolean(),
  created_at: z.string(),
});
export type TSavedCard = z.infer<typeof ZSavedCard>;

export const ZSavedCardList = z.object({ cards: z.array(ZSavedCard) });
export type TSavedCardList = z.infer<typeof ZSavedCardList>;

/** GET /smebackend/api/v1/bpsp/getAllSavedCards — the business's saved cards, newest first, duplicates removed. */
export const savedCardsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/bpsp/getAllSavedCards',
  summary: "The business's saved cards, newest first, one per card.",
  tag: 'cards',
  response: ZSavedCardList,
});

/**
 * POST /smebackend/api/v1/bpsp/saveCard — hands the card to the processor, which verifies it with a 1-unit charge
 * (mcc 7399) and answers a token; we keep the token, brand and last four, never the number or the CVV. Without
 * `isSaveCard` the card is kept for the payment under way only and is not listed.
 */
export const ZSaveCardRequest = z.strictObject({
  cardNumber: z.string().max(40),
  /** MM/YY as typed. */
  expiry: z.string().max(10),
  cvv: z.string().max(4),
  currency: z.string().regex(/^[A-Z]{3}$/, 'Please choose a currency'),
  isSaveCard: z.boolean(),
});
export type TSaveCardRequest = z.input<typeof ZSaveCardRequest>;

export const saveCardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/bpsp/saveCard',
  summary: 'Saves a card with the card processor (1-unit verification); only its token and last four are kept.',
  tag: 'cards',
  body: ZSaveCardRequest,
  response: ZSavedCard,
  status: 201,
});

/** DELETE /smebackend/api/v1/bpsp/deleteCard/:id — removes a saved card; another business's is CARD_NOT_FOUND. */
export const deleteCardEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/smebackend/api/v1/bpsp/deleteCard/:id',
  summary: 'Deletes a saved card.',
  tag: 'cards',
  params: z.strictObject({ id: ZId }),
  response: ZSavedCardList,
});
