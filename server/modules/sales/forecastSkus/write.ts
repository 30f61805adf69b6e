import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { addForecastSkuBody, saveForecastSkuBody } from '@shared/api/sales/forecastSku';
import { forecastSkuScreen } from '@shared/api/sales/screens';
import { forecastSkuMachine } from '@shared/workflow';
import type { Db, Tx } from '../../../db/connection';
import { baseSkus, saleForecastSkus, stores } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { bumpVersion, recordCreated, recordEdited, runTransitionInTx, type Actor } from '../../../workflow';
import { inPlatformScope, type PlatformScope } from '../../reference';
import { holds } from '../holders';

const f = saleForecastSkus;
/** States in which the creator may still change the auditor. */
const EDITABLE = ['pending_audit', 'rejected', 'stopped'];

async function checkAuditor(db: Pick<Db, 'selectDistinct'>, auditorId: number, actor: Actor): Promise<void> {
  if (auditorId === actor.userId) throw fail.badRequest('审核人不能是自己');
  if (!(await holds(db, auditorId, forecastSkuScreen.code('audit')))) throw fail.badRequest('所选审核人没有预测SKU的审核权限');
}

/** Puts SKUs of a store under forecast, pending the named auditor's audit; all or none. */
export async function addForecastSkus(db: Db, actor: Actor, input: z.output<typeof addForecastSkuBody>, scope: PlatformScope): Promise<{ ids: number[] }> {
  const [store] = await db.select({ platformId: stores.platformId, enabled: stores.enabled }).from(stores).where(eq(stores.id, input.storeId));
  if (!store || !inPlatformScope(scope, store.platformId)) throw fail.badRequest('店铺不存在');
  if (!store.enabled) throw fail.refused('店铺已停用');
  await checkAuditor(db, input.auditorId, actor);
  const skuIds = [...new Set(input.skuIds)];
  const found = await db.select({ id: baseSkus.id, sku: baseSkus.sku, status: baseSkus.status }).from(baseSkus).where(inArray(baseSkus.id, skuIds));
  if (found.length !== skuIds.length) throw fail.badRequest('SKU不存在');
  const offSale = found.find((s) => s.status !== 'on_sale');
  if (offSale) throw fail.refused(`SKU ${offSale.sku} 不在售，不能列入预测`);
  return db.transaction(async (tx) => {
    const listed = await tx.select({ skuId: f.skuId }).from(f).where(and(eq(f.storeId, input.storeId), inArray(f.skuId, skuIds)));
    if (listed.length) throw fail.conflict(`SKU ${found.find((s) => s.id === listed[0]!.skuId)!.sku} 已在该店铺的预测SKU中`);
    const rows = await tx
      .insert(f)
      .values(skuIds.map((skuId) => ({ skuId, storeId: input.storeId, auditorId: input.auditorId, remark: input.remark ?? null, status: 'pending_audit', createdBy: actor.userId, submittedAt: new Date() })))
      .onConflictDoNothing()
      .returning({ id: f.id });
    if (rows.length !== skuIds.length) throw fail.conflict('所选SKU刚被他人列入预测，请刷新后重试');
    for (const r of rows) await recordCreated(tx, forecastSkuMachine, r.id, 'pending_audit', actor);
    return { ids: rows.map((r) => r.id) };
  });
}

/** Changes the auditor and remark of the creator's own forecast SKU; `submit` resubmits a rejected or stopped one. */
export async function saveForecastSkuRow(db: Db, actor: Actor, input: z.output<typeof saveForecastSkuBody>) {
  await checkAuditor(db, input.auditorId, actor);
  return db.transaction(async (tx: Tx) => {
    const [row] = await tx.select().from(f).where(eq(f.id, input.id)).for('update');
    if (!row || row.createdBy !== actor.userId) throw fail.notFound('预测SKU不存在');
    if (!EDITABLE.includes(row.status)) throw fail.conflict(`该预测SKU${forecastSkuMachine.states[row.status as 'active']?.label ?? row.status}，不能修改`);
    let version = await bumpVersion(tx, f, row, input.version, '预测SKU');
    await tx.update(f).set({ auditorId: input.auditorId, remark: input.remark ?? null }).where(eq(f.id, row.id));
    await recordEdited(tx, forecastSkuMachine, row, actor, 'edit', row.auditorId !== input.auditorId ? '更换审核人' : undefined);
    let status = row.status;
    if (input.submit && row.status !== 'pending_audit') {
      const moved = await runTransitionInTx(tx, forecastSkuMachine, f, { id: row.id, action: 'submit', actor });
      ({ version } = moved);
      status = moved.to;
    }
    return { id: row.id, status, version };
  });
}
