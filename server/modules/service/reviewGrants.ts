import { reviewMachine } from '@shared/workflow';
import type { Tx } from '../../db/connection';
import { recordEdited, type Actor } from '../../workflow';
import { reviewVisibility } from './visibility';

/**
 * A gift grant made from a review (its review_id): the review must be one the granter sees; on a new
 * grant the review's log says which grant was made.
 */
export async function linkGrantToReview(tx: Tx, actor: Actor, reviewId: number, serialNo: string | null): Promise<void> {
  const head = await reviewVisibility.head(tx, reviewId, reviewVisibility.scopeOf(actor));
  if (serialNo) await recordEdited(tx, reviewMachine, head, actor, 'grant', serialNo);
}
