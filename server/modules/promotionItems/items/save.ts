import Big from 'big.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveItemBody } from '@shared/api/promotionItems/items';
import { itemScreen } from '@shared/api/promotionItems/screens';
import { promotionItemMachine as machine } from '@shared/workflow';
import { formatMoney } from '@shared/format';
import { toCny } from '@shared/api/promotionItems/spread';
import type { Db, Tx } from '../../../db/connection';
import { baseSkus, promoteItems, stores } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { bumpVersion, recordCreated, recordEdited, runTransitionInTx, type Actor } from '../../../workflow';
import { nextSerial } from '../../../db/serial';
import { inPlatformScope, type PlatformScope } from '../../reference';
import { itemLimitExcess, recordItemSpends, usableAccountCompany, type LimitExcess } from '../limits';
import { itemVisibility } from '../visibility';

type Input = z.output<typeof saveItemBody>;
export interface SavedItem {
  id: number;
  serialNo: string;
  status: string;
  version: number;
  overAmount: string;
}


/** Checks platform scope, store, account company and SKUs; the columns an item stores. */
async function columnsOf(tx: Tx, scope: PlatformScope, f: Input['item']) {
  if (!inPlatformScope(scope, f.platformId)) throw fail.refused('您没有该平台的权限');
  const [store] = await tx.select({ platformId: stores.platformId, enabled: stores.enabled, name: stores.name }).from(stores).where(eq(stores.id, f.storeId));
  if (!store || store.platformId !== f.platformId) throw fail.badRequest('店铺不属于所选平台');
  if (!store.enabled) throw fail.refused(`店铺“${store.name}”已停用`);
  await usableAccountCompany(tx, f.platformId, f.accountCompanyId);
  const found = await tx.select({ id: baseSkus.id }).from(baseSkus).where(inArray(baseSkus.id, f.skuIds));
  if (found.length !== f.skuIds.length) throw fail.badRequest('SKU不存在');
  const { overReason, ...rest } = f;
  return { ...rest, overReason, amountCny: toCny(f.amount, f.exchangeRate) };
}

/** The limit check of what the form holds (checkItemLimit and submission). */
export async function limitOf(tx: Tx, columns: Awaited<ReturnType<typeof columnsOf>>, itemId?: number): Promise<LimitExcess> {
  return itemLimitExcess(tx, { itemId, ...columns });
}

/** checkItemLimit: the CNY amount and the excess, nothing saved; an item being edited must be one the caller sees. */
export async function checkLimit(db: Db, actor: Actor, scope: PlatformScope, input: Input) {
  return db.transaction(async (tx) => {
    if (input.id !== undefined) await itemVisibility.head(tx, input.id, itemVisibility.scopeOf(actor));
    const columns = await columnsOf(tx, scope, input.item);
    return { ...(await limitOf(tx, columns, input.id)), amountCny: columns.amountCny };
  });
}

/**
 * 保存 / 保存并提交: creates a draft or edits one (creator only, draft or rejected, version checked)
 * and, with `submit`, checks the limits and moves it to 待主管审批, or over a limit (with a reason)
 * to 超限待审批 — all in one transaction, logged.
 */
export async function saveItem(db: Db, actor: Actor, scope: PlatformScope, input: Input, submit: boolean): Promise<SavedItem> {
  if (!actor.elements.has(itemScreen.code('add'))) throw fail.forbidden();
  return db.transaction(async (tx) => {
    const columns = await columnsOf(tx, scope, input.item);
    let saved: SavedItem;
    if (input.id === undefined) {
      const serialNo = await nextSerial(tx, 'TG');
      const [row] = await tx
        .insert(promoteItems)
        .values({ ...columns, serialNo, status: 'draft', createdBy: actor.userId })
        .returning({ id: promoteItems.id, serialNo: promoteItems.serialNo, status: promoteItems.status, version: promoteItems.version, overAmount: promoteItems.overAmount });
      saved = row!;
      await recordCreated(tx, machine, saved.id, 'draft', actor);
    } else {
      const head = await itemVisibility.head(tx, input.id, itemVisibility.scopeOf(actor), { lock: true });
      if (head.createdBy !== actor.userId) throw fail.refused('只有创建人可以修改该推广项目');
      if (head.status !== 'draft' && head.status !== 'rejected') throw fail.refused(`推广项目当前状态为“${machine.states[head.status as 'draft'].label}”，不能修改`);
      const version = await bumpVersion(tx, promoteItems, head, input.version, machine.title);
      const [row] = await tx.update(promoteItems).set(columns).where(eq(promoteItems.id, head.id)).returning({ serialNo: promoteItems.serialNo, overAmount: promoteItems.overAmount });
      await recordEdited(tx, machine, head, actor);
      saved = { id: head.id, serialNo: row!.serialNo, status: head.status, version, overAmount: row!.overAmount };
    }
    if (!submit) return saved;
    const excess = await limitOf(tx, columns, saved.id);
    const over = new Big(excess.overAmount).gt(0);
    if (over && !columns.overReason) {
      throw fail.badRequest(`超出限额 ${formatMoney(excess.overAmount)} 元（${excess.limitName ?? '费用限额'}），请填写超限原因`);
    }
    await tx
      .update(promoteItems)
      // 提交时间 for 超限提交 too (the engine stamps it on `submit` only).
      .set({ overAmount: excess.overAmount, overLimitName: over ? excess.limitName : null, overReason: over ? columns.overReason : null, submittedAt: new Date() })
      .where(and(eq(promoteItems.id, saved.id)));
    const moved = await runTransitionInTx(tx, machine, promoteItems, { id: saved.id, action: over ? 'submitOver' : 'submit', actor, comment: over ? `超限 ${excess.overAmount} 元：${columns.overReason}` : undefined });
    await recordItemSpends(tx, saved.id, columns);
    return { ...saved, status: moved.to, version: moved.version, overAmount: excess.overAmount };
  });
}
