import { and, desc, eq, inArray } from 'drizzle-orm';
import type { SaveItemBody } from '@shared/api/promotionItems/items';
import { baseSkus, groupPlatforms, groups, promotionAccountCompanies, stores } from '../../../server/db/schema';
import type { TestApp } from '../../support/app';

export interface ItemFixture {
  platformId: number;
  storeId: number;
  otherStoreId: number;
  skuIds: number[];
  skuCodes: string[];
  accountCompanyId: number;
}

/** A platform of the operators' group, one of its stores, a store of another platform, two SKUs. */
export async function itemFixture(t: TestApp): Promise<ItemFixture> {
  const [group] = await t.db.select({ id: groups.id }).from(groups).where(eq(groups.code, 'operations'));
  const mine = (await t.db.select({ platformId: groupPlatforms.platformId }).from(groupPlatforms).where(eq(groupPlatforms.groupId, group!.id))).map((g) => g.platformId);
  const [company] = await t.db
    .select({ id: promotionAccountCompanies.id, platformId: promotionAccountCompanies.platformId })
    .from(promotionAccountCompanies)
    .where(and(inArray(promotionAccountCompanies.platformId, mine), eq(promotionAccountCompanies.enabled, true)))
    .orderBy(promotionAccountCompanies.id)
    .limit(1);
  const [store] = await t.db.select({ id: stores.id }).from(stores).where(and(eq(stores.platformId, company!.platformId), eq(stores.enabled, true))).limit(1);
  const others = await t.db.select({ id: stores.id, platformId: stores.platformId }).from(stores);
  // SKUs no demo limit names: a test's limits are its own.
  const skus = await t.db.select({ id: baseSkus.id, sku: baseSkus.sku }).from(baseSkus).orderBy(desc(baseSkus.id)).limit(2);
  return {
    platformId: company!.platformId,
    storeId: store!.id,
    otherStoreId: others.find((s) => s.platformId !== company!.platformId)!.id,
    skuIds: skus.map((s) => s.id),
    skuCodes: skus.map((s) => s.sku),
    accountCompanyId: company!.id,
  };
}

export const itemInput = (fx: ItemFixture, over: Partial<SaveItemBody['item']> = {}): SaveItemBody['item'] => ({
  name: '黑五秒杀',
  classify: 'deal',
  platformId: fx.platformId,
  storeId: fx.storeId,
  accountCompanyId: fx.accountCompanyId,
  skuIds: fx.skuIds,
  currency: 'USD',
  amount: '1000',
  exchangeRate: '7.1',
  periodStart: '2026-01-20',
  periodEnd: '2026-02-18',
  description: '黑五站内秒杀',
  ...over,
});
