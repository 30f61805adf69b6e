import { and, asc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { StoreChannel, StoreRow, UpdateStoreBody } from '@shared/api/reference/platforms';
import type { Db } from '../../db/connection';
import { marketPlatforms, platforms, stores, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { inPlatformScope, platformScopeWhere, type PlatformScope } from './scope';
import { iso } from './text';
import { startsWith } from '../../db/like';

const s = stores;

export interface StoreFilter {
  name?: string;
  marketPlatformId?: number | null;
  platformId?: number | null;
  channel?: string | null;
  ownerUserId?: number | null;
  channelShow?: boolean | null;
  enabled?: boolean | null;
}

const flag = (column: typeof s.enabled | typeof s.channelShow, value: boolean | null | undefined) => (value === null || value === undefined ? undefined : eq(column, value));

/** The platforms of one marketplace, as a subquery (every condition stays on stores, so the total is counted there). */
const ofMarketplace = (marketPlatformId: number) => sql`${s.platformId} in (select ${platforms.id} from ${platforms} where ${platforms.marketPlatformId} = ${marketPlatformId})`;

/** The store list's conditions within the caller's platforms. */
export const storeWhere = (f: StoreFilter, scope: PlatformScope): SQL | undefined =>
  and(
    platformScopeWhere(scope, s.platformId),
    f.name ? or(like(s.name, startsWith(f.name)), like(s.code, startsWith(f.name.toUpperCase()))) : undefined,
    f.platformId ? eq(s.platformId, f.platformId) : undefined,
    f.marketPlatformId ? ofMarketplace(f.marketPlatformId) : undefined,
    f.channel ? eq(s.channel, f.channel) : undefined,
    f.ownerUserId ? eq(s.ownerUserId, f.ownerUserId) : undefined,
    flag(s.channelShow, f.channelShow),
    flag(s.enabled, f.enabled),
  );

/** Stores with their platform, marketplace and owner; a marketplace filter reads through the platform. */
export const storeSelect = (db: Db) =>
  db
    .select({
      id: s.id,
      code: s.code,
      name: s.name,
      platformId: s.platformId,
      platformName: platforms.name,
      marketPlatformId: platforms.marketPlatformId,
      marketPlatformName: marketPlatforms.name,
      channel: s.channel,
      channelShow: s.channelShow,
      ownerUserId: s.ownerUserId,
      ownerName: users.name,
      enabled: s.enabled,
      remark: s.remark,
      updatedAt: s.updatedAt,
    })
    .from(s)
    .innerJoin(platforms, eq(platforms.id, s.platformId))
    .innerJoin(marketPlatforms, eq(marketPlatforms.id, platforms.marketPlatformId))
    .leftJoin(users, eq(users.id, s.ownerUserId))
    .$dynamic();

type StoreSelectRow = Awaited<ReturnType<typeof storeSelect>>[number];
export const storeRowOf = ({ marketPlatformId: _, ...row }: StoreSelectRow): StoreRow => ({ ...row, channel: row.channel as StoreChannel, updatedAt: iso(row.updatedAt) });

export const storeOrder = [asc(platforms.sort), asc(s.platformId), asc(s.code)];

/** Edits what the store list may change; a store outside the caller's platforms is "店铺不存在". */
export async function updateStore(db: Db, scope: PlatformScope, body: UpdateStoreBody): Promise<StoreRow> {
  const [store] = await db.select({ platformId: s.platformId }).from(s).where(eq(s.id, body.id));
  if (!store || !inPlatformScope(scope, store.platformId)) throw fail.notFound('店铺不存在');
  if (body.ownerUserId !== null) {
    const [owner] = await db.select({ status: users.status }).from(users).where(eq(users.id, body.ownerUserId));
    if (owner?.status !== 'active') throw fail.badRequest('负责人不存在或已停用，请重新选择');
  }
  const { id, ...fields } = body;
  await db.update(s).set({ ...fields, updatedAt: new Date() }).where(eq(s.id, id));
  const [row] = await storeSelect(db).where(eq(s.id, id));
  return storeRowOf(row!);
}
