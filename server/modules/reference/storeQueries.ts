import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { StoreChannel, StoreRow } from '@shared/api/reference/platforms';
import type { Bound } from '../../db/conditions';
import type { Db } from '../../db/connection';
import { marketPlatforms, platforms, stores, users } from '../../db/schema';
import { platformScopeWhere, type PlatformScope } from './scope';
import { iso } from './text';

const s = stores;

/** The platforms of one marketplace, as a subquery (every condition stays on stores, so the total is counted there). */
export const ofMarketplace = (marketPlatformId: Bound<number>) => sql`${s.platformId} in (select ${platforms.id} from ${platforms} where ${platforms.marketPlatformId} = ${marketPlatformId})`;

/** The stores the sales screens offer as channels: enabled, shown, within the caller's platforms. */
export const channelWhere = (scope: PlatformScope): SQL | undefined => and(platformScopeWhere(scope, s.platformId), eq(s.enabled, true), eq(s.channelShow, true));

/** A store as the list shows it: its platform, marketplace and owner. */
export const storeColumns = {
  id: s.id,
  code: s.code,
  name: s.name,
  platformId: s.platformId,
  platformName: platforms.name,
  marketPlatformName: marketPlatforms.name,
  channel: s.channel,
  channelShow: s.channelShow,
  ownerUserId: s.ownerUserId,
  ownerName: users.name,
  enabled: s.enabled,
  remark: s.remark,
  updatedAt: s.updatedAt,
};

/** What those columns read through: the platform, its marketplace, the owner if any. */
export const storeJoins = [
  { table: platforms, on: eq(platforms.id, s.platformId) },
  { table: marketPlatforms, on: eq(marketPlatforms.id, platforms.marketPlatformId) },
  { table: users, on: eq(users.id, s.ownerUserId), left: true },
] as const;

/** Stores with their platform, marketplace and owner (the channel list). */
export const storeSelect = (db: Db) => {
  const [platform, marketplace, owner] = storeJoins;
  return db.select(storeColumns).from(s).innerJoin(platform.table, platform.on).innerJoin(marketplace.table, marketplace.on).leftJoin(owner.table, owner.on).$dynamic();
};

type StoreSelectRow = Awaited<ReturnType<typeof storeSelect>>[number];
export const storeRowOf = (row: StoreSelectRow): StoreRow => ({ ...row, channel: row.channel as StoreChannel, updatedAt: iso(row.updatedAt) });

export const storeOrder = [asc(platforms.sort), asc(s.platformId), asc(s.code)];
