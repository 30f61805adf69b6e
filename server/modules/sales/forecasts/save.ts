import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveForecastBody } from '@shared/api/sales/forecast';
import { addWeeks } from '@shared/api/sales/weeks';
import { forecastMachine } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { baseSkus, saleForecastVersions, saleForecastWeeks, stores } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { recordCreated, recordEdited, runTransitionInTx, type Actor } from '../../../workflow';
import { inPlatformScope, type PlatformScope } from '../../reference';
import { forecastSkuStatus } from '../forecastSkus/queries';

type SaveInput = z.output<typeof saveForecastBody>;
const v = saleForecastVersions;
/** States in which the creator may still change the weeks. */
const EDITABLE = ['draft', 'rejected', 'withdrawn'];

async function checkSkuAndStore(db: Db, input: SaveInput, scope: PlatformScope): Promise<void> {
  const [sku] = await db.select({ id: baseSkus.id }).from(baseSkus).where(eq(baseSkus.id, input.skuId));
  if (!sku) throw fail.badRequest('SKU不存在');
  const [store] = await db.select({ platformId: stores.platformId, enabled: stores.enabled }).from(stores).where(eq(stores.id, input.storeId));
  if (!store || !inPlatformScope(scope, store.platformId)) throw fail.badRequest('店铺不存在');
  if (!store.enabled) throw fail.refused('店铺已停用');
  if ((await forecastSkuStatus(db, input.skuId, input.storeId)) === 'stopped') throw fail.refused('该SKU在该店铺已停止预测，请先在预测SKU中重新提交');
  input.weeks.forEach((w, i) => {
    if (w.week !== addWeeks(input.startWeek, i)) throw fail.badRequest('预测周必须从起始周起连续12周');
  });
}

/**
 * Saves a forecast version: a new draft (numbered after the SKU and store's last version), or the
 * creator's own draft / rejected / withdrawn version; `submit` submits it in the same transaction.
 */
export async function saveForecast(db: Db, actor: Actor, input: SaveInput, scope: PlatformScope) {
  await checkSkuAndStore(db, input, scope);
  const totalQty = input.weeks.reduce((s, w) => s + w.qty, 0);
  return db.transaction(async (tx) => {
    let id: number;
    let versionNo: number;
    let version: number;
    let status: string;
    if (input.id === undefined) {
      const [last] = await tx.select({ n: max(v.versionNo) }).from(v).where(and(eq(v.skuId, input.skuId), eq(v.storeId, input.storeId)));
      versionNo = (last?.n ?? 0) + 1;
      const inserted = await tx
        .insert(v)
        .values({ skuId: input.skuId, storeId: input.storeId, versionNo, startWeek: input.startWeek, totalQty, remark: input.remark ?? null, status: 'draft', createdBy: actor.userId })
        .onConflictDoNothing()
        .returning({ id: v.id });
      if (!inserted.length) throw fail.conflict('该SKU在该店铺的预测刚被他人新建了版本，请刷新后重试');
      id = inserted[0]!.id;
      version = 1;
      status = 'draft';
      await recordCreated(tx, forecastMachine, id, 'draft', actor);
    } else {
      const [row] = await tx.select().from(v).where(eq(v.id, input.id)).for('update');
      if (!row || row.createdBy !== actor.userId) throw fail.notFound('销量预测不存在');
      if (!EDITABLE.includes(row.status)) throw fail.conflict(`该销量预测${forecastMachine.states[row.status as 'draft']?.label ?? row.status}，不能修改`);
      if (input.version !== undefined && input.version !== row.version) throw fail.conflict('该销量预测已被他人修改，请刷新后重试');
      if (row.skuId !== input.skuId || row.storeId !== input.storeId) throw fail.badRequest('不能修改预测的SKU或店铺，请新建版本');
      ({ id, versionNo, status } = row);
      version = row.version + 1;
      await tx.update(v).set({ startWeek: input.startWeek, totalQty, remark: input.remark ?? null, version, updatedAt: new Date() }).where(eq(v.id, id));
      await tx.delete(saleForecastWeeks).where(eq(saleForecastWeeks.versionId, id));
      await recordEdited(tx, forecastMachine, row, actor);
    }
    await tx.insert(saleForecastWeeks).values(input.weeks.map((w) => ({ versionId: id, skuId: input.skuId, storeId: input.storeId, week: w.week, qty: w.qty })));
    if (input.submit) {
      const moved = await runTransitionInTx(tx, forecastMachine, v, { id, action: 'submit', actor });
      ({ version } = moved);
      status = moved.to;
    }
    return { id, versionNo, status, version };
  });
}
