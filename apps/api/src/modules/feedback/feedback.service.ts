import {
  CSAT_MESSAGES,
  type TCsatRatingRequest,
  type TCsatRatingResponse,
} from '@corridor/contracts/feedback/csat-rating';
import { FLAGS, isFeatureOn } from '@corridor/domain/flags';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { featureConfiguration } from '../clients/clients.service.ts';
import { insertCsatRating } from './feedback.repository.ts';

/**
 * Stores one CSAT rating. The flag is read on every call, not from the web's copy, so turning feedback off
 * takes effect at once even for a dialog that is already open.
 */
export async function rate(deps: AppDeps, c: Caller, req: TCsatRatingRequest): Promise<TCsatRatingResponse> {
  const { features } = await featureConfiguration(deps, c);
  if (isFeatureOn(features, FLAGS.csatRatingDisabled, c.legalEntity)) {
    throw new AppError('FORBIDDEN', { message: CSAT_MESSAGES.turnedOff });
  }
  const comment = req.comment?.trim() ?? '';
  const id = await insertCsatRating(deps.db, {
    clientId: c.clientId,
    userId: c.userId,
    rating: req.rating,
    comment: comment === '' ? null : comment,
    page: req.page,
    createdAt: deps.clock.now(),
  });
  return { id, message: CSAT_MESSAGES.thanks };
}
