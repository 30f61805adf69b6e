import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { saleSpuAssigns } from '../../../db/schema';
import type { Actor } from '../../../workflow';
import { budgetVisibility } from './visibility';

/** Assignment states in which the operator owns the SPU (a pending replacement keeps the old SPU until approved). */
const OWNING = ['assigned', 'replace_pending'];

/**
 * The SPUs among `spus` the actor may not budget in a store: those not assigned to them there. Holders
 * of budget-list:btn_viewAll (managers) may budget every SPU: none is refused.
 */
export async function spusNotOwned(db: Pick<Db, 'select'>, actor: Pick<Actor, 'userId' | 'elements'>, storeId: number, spus: string[]): Promise<string[]> {
  const wanted = [...new Set(spus)];
  if (!wanted.length || budgetVisibility.scopeOf(actor) === undefined) return [];
  const a = saleSpuAssigns;
  const owned = await db
    .select({ spu: a.spu })
    .from(a)
    .where(and(eq(a.storeId, storeId), eq(a.operatorId, actor.userId), inArray(a.status, OWNING), inArray(a.spu, wanted)));
  const mine = new Set(owned.map((r) => r.spu));
  return wanted.filter((s) => !mine.has(s));
}

/** The refusal naming SPUs not assigned to the caller (import rows, saving, submitting). */
export const notOwnedMessage = (spus: string[]) => `SPU ${spus.join('、')} 在该店铺未分配给你`;
