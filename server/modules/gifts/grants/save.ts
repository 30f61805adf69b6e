import Big from 'big.js';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveGrantBody } from '@shared/api/gifts/grants';
import { giftGrantMachine as machine } from '@shared/workflow';
import type { Db, Tx } from '../../../db/connection';
import { giftGrants, giftItems, giftWarehouses } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { bumpVersion, recordCreated, recordEdited, runTransitionInTx, type Actor } from '../../../workflow';
import { nextSerial } from '../../../db/serial';
import { linkGrantToReview } from '../../service';
import { grantVisibility } from '../visibility';

type Input = z.output<typeof saveGrantBody>;
export interface SavedGrant {
  id: number;
  serialNo: string;
  status: string;
  version: number;
}

/** The columns a grant stores: a physical gift's currency and value come from the gift (unit value x quantity). */
async function columnsOf(tx: Tx, f: Input['grant']) {
  const common = {
    recipientName: f.recipientName,
    recipientEmail: f.recipientEmail,
    recipientPhone: f.recipientPhone,
    recipientAddress: f.recipientAddress,
    reasonType: f.reasonType,
    reason: f.reason,
    platform: f.platform,
    orderNo: f.orderNo,
    planOrderNo: f.planOrderNo,
    reviewId: f.reviewId,
    giftKind: f.giftKind,
  };
  if (f.giftKind === 'card') {
    return { ...common, cardBrand: f.cardBrand, giftId: null, warehouseId: null, quantity: 1, currency: f.currency!, value: f.faceValue! };
  }
  const [gift] = await tx.select().from(giftItems).where(eq(giftItems.id, f.giftId!));
  if (!gift) throw fail.badRequest('实物礼品不存在');
  if (!gift.enabled) throw fail.refused(`实物礼品“${gift.name}”已停用`);
  const [warehouse] = await tx.select().from(giftWarehouses).where(eq(giftWarehouses.id, f.warehouseId!));
  if (!warehouse) throw fail.badRequest('礼品仓库不存在');
  if (!warehouse.enabled) throw fail.refused(`礼品仓库“${warehouse.name}”已停用`);
  const value = new Big(gift.unitValue).times(f.quantity).toFixed(2);
  return { ...common, cardBrand: null, giftId: gift.id, warehouseId: warehouse.id, quantity: f.quantity, currency: gift.currency, value };
}

/**
 * 保存草稿 / 提交: creates a draft or edits one (creator only, draft or rejected, version checked) and,
 * with `submit`, sends it for approval in the same transaction; logged.
 */
export async function saveGrant(db: Db, actor: Actor, input: Input): Promise<SavedGrant> {
  return db.transaction(async (tx) => {
    const columns = await columnsOf(tx, input.grant);
    let saved: SavedGrant;
    if (input.id === undefined) {
      const serialNo = await nextSerial(tx, 'LP');
      const [row] = await tx
        .insert(giftGrants)
        .values({ ...columns, serialNo, status: 'draft', createdBy: actor.userId })
        .returning({ id: giftGrants.id, serialNo: giftGrants.serialNo, status: giftGrants.status, version: giftGrants.version });
      saved = row!;
      await recordCreated(tx, machine, saved.id, 'draft', actor);
      if (columns.reviewId !== null) await linkGrantToReview(tx, actor, columns.reviewId, saved.serialNo);
    } else {
      const head = await grantVisibility.head(tx, input.id, grantVisibility.scopeOf(actor), { lock: true });
      if (head.createdBy !== actor.userId) throw fail.refused('只有创建人可以修改该礼品发放');
      if (head.status !== 'draft' && head.status !== 'rejected') throw fail.refused(`礼品发放当前状态为“${machine.states[head.status as 'draft'].label}”，不能修改`);
      if (columns.reviewId !== null) await linkGrantToReview(tx, actor, columns.reviewId, null);
      const version = await bumpVersion(tx, giftGrants, head, input.version, machine.title);
      const [row] = await tx.update(giftGrants).set(columns).where(eq(giftGrants.id, head.id)).returning({ serialNo: giftGrants.serialNo });
      await recordEdited(tx, machine, head, actor);
      saved = { id: head.id, serialNo: row!.serialNo, status: head.status, version };
    }
    if (!input.submit) return saved;
    const moved = await runTransitionInTx(tx, machine, giftGrants, { id: saved.id, action: 'submit', actor });
    return { ...saved, status: moved.to, version: moved.version };
  });
}
