import { deleteCardEndpoint, saveCardEndpoint, savedCardsEndpoint } from '@corridor/contracts/fundings/cards';
import { PATHS } from '@corridor/domain/paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { route } from '../../http/route.ts';
import { deleteCard, listSavedCards, saveCard } from './cards.service.ts';

/** Cards are entered and chosen where money is added (and, later, where a payout is paid by card). */
export const CARD_MENUS = [PATHS.addMoney, PATHS.send];

/** Saved cards (spec §7 bpsp getAllSavedCards, saveCard, deleteCard). */
export async function cardsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, savedCardsEndpoint, (req) => listSavedCards(deps, callerOf(req)));
  route(app, saveCardEndpoint, async (req, reply) =>
    reply.code(201).send(await saveCard(deps, callerOf(req), req.body)),
  );
  route(app, deleteCardEndpoint, (req) => deleteCard(deps, callerOf(req), req.params.id));
}
