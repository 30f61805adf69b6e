import Big from 'big.js';
import dayjs from 'dayjs';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { countries, currencies, groups, marketPlatforms, platforms, settings, stores, users, warehouses } from '../../db/schema';
import { setGroupPlatforms, upsertRates, type RateInput } from '.';

/** [code, name, symbol, rate to CNY 90 days ago] of the demo currencies. */
const CURRENCIES: Array<[string, string, string, number]> = [
  ['CNY', '人民币', '¥', 1], ['USD', '美元', '$', 7.12], ['EUR', '欧元', '€', 7.76], ['GBP', '英镑', '£', 9.05],
  ['JPY', '日元', '¥', 0.0478], ['CAD', '加拿大元', 'C$', 5.18], ['AUD', '澳大利亚元', 'A$', 4.66],
  ['MXN', '墨西哥比索', 'Mex$', 0.388], ['AED', '阿联酋迪拉姆', 'AED', 1.9386], ['SGD', '新加坡元', 'S$', 5.31],
];

/** [code, name, English name, currency, language] */
const COUNTRIES: Array<[string, string, string, string, string]> = [
  ['CN', '中国', 'China', 'CNY', 'zh-CN'], ['US', '美国', 'United States', 'USD', 'en-US'], ['CA', '加拿大', 'Canada', 'CAD', 'en-CA'],
  ['MX', '墨西哥', 'Mexico', 'MXN', 'es-MX'], ['GB', '英国', 'United Kingdom', 'GBP', 'en-GB'], ['DE', '德国', 'Germany', 'EUR', 'de-DE'],
  ['FR', '法国', 'France', 'EUR', 'fr-FR'], ['IT', '意大利', 'Italy', 'EUR', 'it-IT'], ['ES', '西班牙', 'Spain', 'EUR', 'es-ES'],
  ['NL', '荷兰', 'Netherlands', 'EUR', 'nl-NL'], ['IE', '爱尔兰', 'Ireland', 'EUR', 'en-IE'], ['JP', '日本', 'Japan', 'JPY', 'ja-JP'],
  ['AU', '澳大利亚', 'Australia', 'AUD', 'en-AU'], ['AE', '阿联酋', 'United Arab Emirates', 'AED', 'ar-AE'], ['SG', '新加坡', 'Singapore', 'SGD', 'en-SG'],
];

const MARKETS: Array<[string, string]> = [['AMAZON', 'Amazon'], ['WALMART', 'Walmart'], ['SHOPIFY', 'Shopify']];

/** [code, name, marketplace, country, currency] */
const PLATFORMS: Array<[string, string, string, string, string]> = [
  ['AMZ-US', 'Amazon US', 'AMAZON', 'US', 'USD'], ['AMZ-DE', 'Amazon DE', 'AMAZON', 'DE', 'EUR'], ['AMZ-JP', 'Amazon JP', 'AMAZON', 'JP', 'JPY'],
  ['WMT-US', 'Walmart US', 'WALMART', 'US', 'USD'], ['SHOPIFY', 'Shopify', 'SHOPIFY', 'US', 'USD'],
];

/** [code, name, platform, channel, owned by wangfang, channel shown] */
const STORES: Array<[string, string, string, string, boolean, boolean]> = [
  ['AMZUS-HOME', 'Crossdock Home US', 'AMZ-US', 'FBA', true, true], ['AMZUS-TECH', 'Crossdock Tech US', 'AMZ-US', 'FBA', true, true],
  ['AMZUS-FBM', 'Crossdock Direct US', 'AMZ-US', 'FBM', false, false], ['AMZDE-HOME', 'Crossdock Haus DE', 'AMZ-DE', 'FBA', true, true],
  ['AMZDE-FBM', 'Crossdock Direkt DE', 'AMZ-DE', 'FBM', false, false], ['AMZJP-HOME', 'クロスドック JP', 'AMZ-JP', 'FBA', false, true],
  ['AMZJP-TECH', 'Crossdock Tech JP', 'AMZ-JP', 'FBA', false, true], ['WMTUS-WFS', 'Crossdock Walmart WFS', 'WMT-US', 'WFS', true, true],
  ['WMTUS-FBM', 'Crossdock Walmart Direct', 'WMT-US', 'FBM', true, false], ['WMTUS-OUT', 'Crossdock Outlet', 'WMT-US', 'WFS', false, true],
  ['SHOP-MAIN', 'crossdock.shop', 'SHOPIFY', 'SELF', false, true], ['SHOP-EU', 'crossdock.eu', 'SHOPIFY', 'SELF', false, false],
];

/** [code, name, kind, country] */
const WAREHOUSES: Array<[string, string, string, string]> = [
  ['SZ01', '深圳龙华仓', 'domestic', 'CN'], ['FBA-ONT8', 'Amazon FBA ONT8', 'fba', 'US'],
  ['US-LA01', '洛杉矶海外仓', 'overseas', 'US'], ['DE-FRA01', '法兰克福海外仓', 'overseas', 'DE'],
];

/** The platforms the 运营 team works on (its members see their stores). */
const OPERATIONS_PLATFORMS = ['AMZ-US', 'AMZ-DE', 'WMT-US'];

/** 90 days of daily rates up to today: a small seeded random walk from each currency's start. */
export function demoRates(days = 90, end = dayjs()): RateInput[] {
  let seed = 20240901;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  return CURRENCIES.filter(([code]) => code !== 'CNY').flatMap(([currency, , , start]) => {
    let rate = new Big(start);
    return Array.from({ length: days }, (_, i) => {
      rate = rate.times(1 + (next() - 0.5) * 0.006);
      return { currency, rateDate: end.subtract(days - 1 - i, 'day').format('YYYY-MM-DD'), rate: rate.toFixed(6) };
    });
  });
}

/**
 * Loads the reference demo once (settings flag `reference_demo_loaded`): currencies, countries,
 * marketplaces, platforms, stores, warehouses, 90 days of rates, and the 运营 group's platforms.
 */
export async function loadReferenceDemo(db: Db): Promise<boolean> {
  const inserted = await db.insert(settings).values({ key: 'reference_demo_loaded', value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (inserted.length === 0) return false;
  await db.insert(currencies).values(CURRENCIES.map(([code, name, symbol], sort) => ({ code, name, symbol, sort }))).onConflictDoNothing();
  await db.insert(countries).values(COUNTRIES.map(([code, name, nameEn, currency, language], sort) => ({ code, name, nameEn, currency, language, sort }))).onConflictDoNothing();
  await db.insert(marketPlatforms).values(MARKETS.map(([code, name], sort) => ({ code, name, sort }))).onConflictDoNothing();
  const markets = new Map((await db.select().from(marketPlatforms)).map((m) => [m.code, m.id]));
  await db
    .insert(platforms)
    .values(PLATFORMS.map(([code, name, market, country, currency], sort) => ({ code, name, marketPlatformId: markets.get(market)!, country, currency, sort })))
    .onConflictDoNothing();
  const platformIds = new Map((await db.select().from(platforms)).map((p) => [p.code, p.id]));
  const [wangfang] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'wangfang'));
  await db
    .insert(stores)
    .values(STORES.map(([code, name, platform, channel, owned, channelShow]) => ({ code, name, platformId: platformIds.get(platform)!, channel, channelShow, ownerUserId: owned ? (wangfang?.id ?? null) : null })))
    .onConflictDoNothing();
  await db.insert(warehouses).values(WAREHOUSES.map(([code, name, kind, country]) => ({ code, name, kind, country }))).onConflictDoNothing();
  await upsertRates(db, demoRates(), 'demo', null);
  const [operations] = await db.select({ id: groups.id }).from(groups).where(eq(groups.code, 'operations'));
  if (operations) {
    const ids = await db.select({ id: platforms.id }).from(platforms).where(inArray(platforms.code, OPERATIONS_PLATFORMS));
    await setGroupPlatforms(db, operations.id, ids.map((p) => p.id));
  }
  return true;
}
