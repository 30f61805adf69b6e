import { desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { otherCostFields, OtherCostRow } from '@shared/api/promotionItems/reports';
import type { Db } from '../../../db/connection';
import { platforms, promoteOtherCosts as o, stores, users } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { countedListPage } from '../../../http/preparedList';
import type { Actor } from '../../../workflow';
import { inPlatformScope, type PlatformScope } from '../../reference';
import { toCny } from '@shared/api/promotionItems/spread';
import { trimZeros } from '../items/queries';

const select = (db: Pick<Db, 'select'>, extra?: { total: SQL<number> }) =>
  db
    .select({
      ...extra,
      id: o.id,
      platformName: platforms.name,
      storeName: stores.name,
      classify: o.classify,
      month: o.month,
      currency: o.currency,
      amount: o.amount,
      exchangeRate: o.exchangeRate,
      amountCny: o.amountCny,
      remark: o.remark,
      creatorName: users.name,
      createdAt: o.createdAt,
    })
    .from(o)
    .leftJoin(platforms, eq(platforms.id, o.platformId))
    .leftJoin(stores, eq(stores.id, o.storeId))
    .leftJoin(users, eq(users.id, o.createdBy))
    .$dynamic();

const toRow = (r: Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]): OtherCostRow => ({ ...r, exchangeRate: trimZeros(r.exchangeRate), createdAt: r.createdAt.toISOString() });

/** 其他上报新增: one other cost of a platform, store and month. */
export async function addOtherCost(db: Db, actor: Actor, scope: PlatformScope, f: z.output<typeof otherCostFields>): Promise<OtherCostRow> {
  if (!inPlatformScope(scope, f.platformId)) throw fail.refused('您没有该平台的权限');
  if (f.currency === 'CNY' && Number(f.exchangeRate) !== 1) throw fail.badRequest('人民币的汇率必须为1');
  const [store] = await db.select({ platformId: stores.platformId }).from(stores).where(eq(stores.id, f.storeId));
  if (!store || store.platformId !== f.platformId) throw fail.badRequest('店铺不属于所选平台');
  const [row] = await db
    .insert(o)
    .values({ ...f, amountCny: toCny(f.amount, f.exchangeRate), createdBy: actor.userId })
    .returning({ id: o.id });
  const [saved] = await select(db).where(eq(o.id, row!.id));
  return toRow(saved!);
}

export async function otherCostPage(db: Db, page: number, limit: number) {
  const { total, rows } = await countedListPage(db, { name: 'promote_other_costs', values: {}, conditions: () => undefined, select: (extra) => select(db, extra), order: [desc(o.id)], counted: o, page, limit, map: toRow });
  return { total, rows };
}
