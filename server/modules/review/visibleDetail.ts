import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection';
import { reviewPlanOrderDetails as d } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import type { Actor } from '../../workflow';
import { inPlatformScope, platformScope } from '../reference';
import { detailVisibility as visibility } from './visibility';

/** A detail the caller may see (their view, their platforms), locked in `tx` when given; "订单明细不存在" otherwise. */
export async function visibleDetail(db: Db | Tx, caller: Caller, actor: Actor, id: number, lock = false) {
  const head = await visibility.head(db, id, visibility.scopeOf({ userId: actor.userId, elements: actor.elements }), { lock });
  const [row] = await db.select().from(d).where(eq(d.id, head.id));
  if (!inPlatformScope(await platformScope(db as Db, caller), row!.platformId)) throw fail.notFound('订单明细不存在');
  return row!;
}
