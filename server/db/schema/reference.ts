import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** Reference data every domain stands on (docs/domain/master-data.md): money, places, marketplaces, stores, warehouses. */

/** Currencies the company trades in (ISO 4217). */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Countries (ISO 3166 alpha-2) with their currency and main language. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  currency: text('currency').notNull(),
  /** BCP 47, e.g. de-DE: the language of mails and warranty pages for that market. */
  language: text('language').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** The rate of one currency to CNY on one day: 1 unit of `currency` = `rate` CNY. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    currency: text('currency').notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    /** manual | import | demo */
    source: text('source').notNull().default('manual'),
    updatedBy: integer('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('exchange_rates_currency_day_key').on(t.currency, t.rateDate)],
);

/** Marketplaces: Amazon, Walmart, Shopify... (sysMarketPlatform). */
export const marketPlatforms = pgTable(
  'market_platforms',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('market_platforms_code_key').on(t.code)],
);

/** A marketplace site the company sells on: Amazon US, Amazon DE, Walmart US... (baseGroupPlatform). */
export const platforms = pgTable(
  'platforms',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    marketPlatformId: integer('market_platform_id').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('platforms_code_key').on(t.code)],
);

/** Which platforms a group (team) works on; a user sees the platforms of their groups. */
export const groupPlatforms = pgTable(
  'group_platforms',
  {
    groupId: integer('group_id').notNull(),
    platformId: integer('platform_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.platformId] }), index('group_platforms_platform_idx').on(t.platformId)],
);

/** A seller account (store) on a platform, with its fulfilment channel (baseStore). */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    platformId: integer('platform_id').notNull(),
    /** FBA | FBM | WFS | SELF: how orders of the store are fulfilled. */
    channel: text('channel').notNull(),
    /** Shown in the sales and supply screens' channel lists. */
    channelShow: boolean('channel_show').notNull().default(true),
    ownerUserId: integer('owner_user_id'),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stores_code_key').on(t.code),
    index('stores_platform_idx').on(t.platformId),
    // The store picker's prefix search (code or name, `like 'X%'`) uses these whatever the collation.
    index('stores_code_prefix_idx').on(sql`${t.code} text_pattern_ops`),
    index('stores_name_prefix_idx').on(sql`${t.name} text_pattern_ops`),
  ],
);

/** Warehouses goods sit in: domestic, FBA, overseas third-party (baseWarehouse). */
export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** domestic | fba | overseas */
    kind: text('kind').notNull(),
    country: text('country').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('warehouses_code_key').on(t.code)],
);

/** Named settings staff may change from a screen (baseVariable), e.g. the mail centre's pull interval. */
export const baseVariables = pgTable('base_variables', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  description: text('description'),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
