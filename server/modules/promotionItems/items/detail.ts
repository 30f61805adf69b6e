import { eq } from 'drizzle-orm';
import type { ItemDetail } from '@shared/api/promotionItems/items';
import { promotionItemMachine as machine } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { promoteItems as t } from '../../../db/schema';
import { actionsFor, type Actor } from '../../../workflow';
import { itemVisibility } from '../visibility';
import { selectItemRows, toItemRow } from './queries';

/** An item as its drawer and the approval page show it, with what the caller may do now. */
export async function itemDetail(db: Db, actor: Actor, id: number): Promise<ItemDetail> {
  await itemVisibility.head(db, id, itemVisibility.scopeOf(actor));
  const [r] = await selectItemRows(db, {
    skuIds: t.skuIds,
    description: t.description,
    overReason: t.overReason,
    overLimitName: t.overLimitName,
    payRemark: t.payRemark,
    updatedAt: t.updatedAt,
  } as never).where(eq(t.id, id));
  const row = r as unknown as Parameters<typeof toItemRow>[0] & { skuIds: number[]; description: string | null; overReason: string | null; overLimitName: string | null; payRemark: string | null; updatedAt: Date };
  return {
    ...toItemRow(row),
    skuIds: row.skuIds,
    description: row.description,
    overReason: row.overReason,
    overLimitName: row.overLimitName,
    payRemark: row.payRemark,
    updatedAt: row.updatedAt.toISOString(),
    actions: actionsFor(machine, row, actor),
    editable: row.createdBy === actor.userId && (row.status === 'draft' || row.status === 'rejected'),
  };
}
