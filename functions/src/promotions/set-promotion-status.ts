/**
 * setPromotionStatus (Back office → Promotions: Pause, Run again, End; docs/product.md#promotions): an admin — or
 * staff, when Settings allow — pauses a promotion (its sale prices, free delivery or code stop at once), runs it
 * again, or ends it for good. One transaction moves the promotion and its public part together; a repeated click
 * changes nothing. An ended promotion keeps its figures and its code (never given to another promotion).
 */
import { DomainError, PROMOTION_ENDED_FINAL, PROMOTION_NOT_FOUND } from '@aso/domain';
import { runTransaction } from '../lib/transactions';
import type { Caller } from '../lib/callable';
import { dataOf, promotionDoc } from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';
import { promotionStatusSet } from '../lib/logs';
import { writePublicPart } from './offers';
import { checkMayManage } from './save-promotion';
import type { CallableInput, SetPromotionStatusResult } from '@aso/domain/contract';

export async function handleSetPromotionStatus(
  deps: DbClockDeps,
  caller: Caller,
  input: CallableInput<'setPromotionStatus'>,
): Promise<SetPromotionStatusResult> {
  await checkMayManage(deps, caller);
  const { db } = deps;
  const result = await runTransaction(db, async (tx) => {
    const ref = promotionDoc(db, input.id);
    const promotion = dataOf(await tx.get(ref));
    if (!promotion) throw new DomainError('not_found', 'promotion/not-found', PROMOTION_NOT_FOUND);
    const from = promotion.status;
    if (from === input.status) return { promotionId: input.id, status: from, changed: false, from };
    if (from === 'ended') throw new DomainError('conflict', 'promotion/ended-final', PROMOTION_ENDED_FINAL);
    const now = deps.clock();
    const after = {
      ...promotion,
      status: input.status,
      updatedAt: now,
      updatedBy: caller.uid,
      endedAt: input.status === 'ended' ? now : null,
    };
    tx.set(ref, after);
    writePublicPart(tx, db, input.id, after);
    return { promotionId: input.id, status: input.status, changed: true, from };
  });
  if (result.changed) promotionStatusSet(result.promotionId, result.from, result.status, caller.uid);
  return { promotionId: result.promotionId, status: result.status, changed: result.changed };
}
