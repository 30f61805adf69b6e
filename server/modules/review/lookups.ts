import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { productStatusLabels } from '@shared/api/products/common';
import { planOrderDetailMachine } from '@shared/workflow';
import type { Db } from '../../db/connection';
import { baseSkus, currencies, exchangeRates, giftCards, platforms, productBrands, reviewOperationInfos, reviewPlanOrderDetails, skuListings, stores, workflowLogs } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { loadCategoryTree, SEE_ALL_SKUS, skuScope, skuWhere } from '../products';
import { inPlatformScope, platformScope, platformScopeWhere } from '../reference';
import { qualified } from '../../db/qualified';

const t = reviewOperationInfos;
const LIMIT = 100;

/** The caller's SKUs (product scope) matching `filter`, by SKU. */
async function permittedSkus(db: Db, caller: Caller, filter: { sku?: string; platformId?: number }) {
  const tree = await loadCategoryTree(db);
  const scope = await skuScope(db, caller, SEE_ALL_SKUS, tree);
  return db
    .select({ sku: baseSkus.sku, name: baseSkus.name, status: baseSkus.status })
    .from(baseSkus)
    .where(and(skuWhere(filter, scope), sql`${baseSkus.status} <> 'off_sale'`))
    .orderBy(asc(baseSkus.sku))
    .limit(LIMIT);
}

/** queryPermissionSkuByPlatform: what the caller could register on a platform, and what is registered already. */
export async function permittedSkusOnPlatform(db: Db, caller: Caller, platformId: number, sku?: string) {
  if (!inPlatformScope(await platformScope(db, caller), platformId)) return [];
  const rows = await permittedSkus(db, caller, { sku, platformId });
  const taken = rows.length
    ? new Set((await db.select({ sku: t.sku }).from(t).where(and(eq(t.platformId, platformId), inArray(t.sku, rows.map((r) => r.sku))))).map((r) => r.sku))
    : new Set<string>();
  return rows.map((r) => ({ ...r, status: r.status as 'on_sale', registered: taken.has(r.sku) }));
}

/** queryExistPermissionSku: the caller's SKUs already registered, with the platforms (in scope) they are on. */
export async function registeredPermittedSkus(db: Db, caller: Caller, sku?: string) {
  const rows = await permittedSkus(db, caller, { sku });
  if (!rows.length) return [];
  const on = await db
    .select({ sku: t.sku, platform: platforms.name })
    .from(t)
    .innerJoin(platforms, eq(platforms.id, t.platformId))
    .where(and(inArray(t.sku, rows.map((r) => r.sku)), platformScopeWhere(await platformScope(db, caller), t.platformId)))
    .orderBy(asc(platforms.sort), asc(platforms.id));
  const bySku = new Map<string, string[]>();
  for (const r of on) bySku.set(r.sku, [...(bySku.get(r.sku) ?? []), r.platform]);
  return rows.filter((r) => bySku.has(r.sku)).map((r) => ({ sku: r.sku, name: r.name, platforms: bySku.get(r.sku)! }));
}

/** queryMallSkuAndProductStatus: the product's status and its listings on the platform. */
export async function mallSkusAndStatus(db: Db, caller: Caller, platformId: number, sku: string) {
  if (!inPlatformScope(await platformScope(db, caller), platformId)) throw fail.badRequest('平台不存在或不在您的平台范围内');
  const [product] = await db
    .select({ id: baseSkus.id, sku: baseSkus.sku, name: baseSkus.name, status: baseSkus.status, brandName: productBrands.name })
    .from(baseSkus)
    .leftJoin(productBrands, eq(productBrands.id, baseSkus.brandId))
    .where(eq(baseSkus.sku, sku));
  if (!product) throw fail.warning(`SKU ${sku} 不在商品库中`);
  const mallSkus = await db
    .select({ msku: skuListings.msku, asin: skuListings.asin, storeName: stores.name })
    .from(skuListings)
    .leftJoin(stores, eq(stores.id, skuListings.storeId))
    .where(and(eq(skuListings.skuId, product.id), eq(skuListings.platformId, platformId)))
    .orderBy(asc(skuListings.msku));
  const status = product.status as keyof typeof productStatusLabels;
  return { product, summary: { sku: product.sku, productStatus: status, productStatusLabel: productStatusLabels[status], mallSkus } };
}

/** getSkuInfoBySkuAndPlatform: the product, its listings, and the platform's operation info if any. */
export async function skuInfoOnPlatform(db: Db, caller: Caller, platformId: number, sku: string) {
  const { product, summary } = await mallSkusAndStatus(db, caller, platformId, sku);
  const [registered] = await db.select({ id: t.id, volume: t.volume, usedVolume: t.usedVolume }).from(t).where(and(eq(t.platformId, platformId), eq(t.sku, sku)));
  return { ...summary, name: product.name, brandName: product.brandName, operationInfoId: registered?.id ?? null, remainingVolume: registered ? registered.volume - registered.usedVolume : null };
}

/** getCurrencyInGiftCard: currencies the exchange-rate service can convert, with the unused gift cards of each. */
export async function giftCurrencies(db: Db) {
  const cards = sql<number>`(select count(*) from ${giftCards} where ${giftCards.currency} = ${qualified(currencies.code)} and ${giftCards.status} = 'available')`.mapWith(Number);
  return db
    .select({ code: currencies.code, name: currencies.name, cards })
    .from(currencies)
    .where(and(eq(currencies.enabled, true), sql`(${currencies.code} = 'CNY' or exists (select 1 from ${exchangeRates} where ${exchangeRates.currency} = ${currencies.code}))`))
    .orderBy(asc(currencies.sort), asc(currencies.code));
}

/** operationExistCountry: the countries of the platforms (in scope) with operation info. */
export async function countriesWithOperationInfo(db: Db, caller: Caller) {
  return db
    .select({ country: platforms.country, skuCount: sql<number>`count(distinct ${t.sku})`.mapWith(Number) })
    .from(t)
    .innerJoin(platforms, eq(platforms.id, t.platformId))
    .where(platformScopeWhere(await platformScope(db, caller), t.platformId))
    .groupBy(platforms.country)
    .orderBy(asc(platforms.country));
}

/** queryExitPlatform: the platforms (in scope) that have details. */
export async function platformsWithDetails(db: Db, caller: Caller) {
  const d = reviewPlanOrderDetails;
  return db
    .select({ id: platforms.id, name: platforms.name, count: sql<number>`count(*)`.mapWith(Number) })
    .from(d)
    .innerJoin(platforms, eq(platforms.id, d.platformId))
    .where(platformScopeWhere(await platformScope(db, caller), d.platformId))
    .groupBy(platforms.id, platforms.name)
    .orderBy(asc(platforms.id));
}

/** queryUpdateUser: everyone who changed a detail, from the business log. */
export async function detailEditors(db: Db) {
  return db
    .select({ id: workflowLogs.actorId, name: sql<string>`max(${workflowLogs.actorName})` })
    .from(workflowLogs)
    .where(eq(workflowLogs.entity, planOrderDetailMachine.entity))
    .groupBy(workflowLogs.actorId)
    .orderBy(asc(workflowLogs.actorId));
}
