import { and, asc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import * as api from '@shared/api/reference/platforms';
import { stores as s, users } from '../../db/schema';
import { startsWith } from '../../db/like';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { masterRoutes } from '../../http/masterRoutes';
import { prefixFilter, valueFilter } from '../../http/masterFilters';
import { platformScope, platformScopeOf } from './scope';
import { channelWhere, ofMarketplace, storeColumns, storeJoins, storeOrder, storeRowOf, storeSelect } from './storeQueries';

/** A store whose name or code starts with `v` (both indexed for prefixes). */
const namePrefix = (v: string): SQL | undefined => or(like(s.name, startsWith(v)), like(s.code, startsWith(v.toUpperCase())));
/** The same over a bound prefix pattern (upper-casing leaves its escapes as they are). */
const nameFilter = prefixFilter((p) => or(like(s.name, p), like(s.code, sql`upper(${p})`)));

/** 店铺 (edit only, within the caller's platforms) and the channel list of the sales screens. */
export function storeRoutes(): ApiRoutes[] {
  return [
    masterRoutes(api.stores, {
      table: s,
      columns: storeColumns,
      joins: storeJoins,
      where: { name: nameFilter, marketPlatformId: valueFilter(ofMarketplace) },
      order: storeOrder,
      scope: platformScopeOf(s.platformId),
      prepare: async (db, values) => {
        if (values.ownerUserId === null) return values;
        const [owner] = await db.select({ status: users.status }).from(users).where(eq(users.id, values.ownerUserId as number));
        if (owner?.status !== 'active') throw fail.badRequest('负责人不存在或已停用，请重新选择');
        return values;
      },
    }),
    // The store picker: a prefix of the code or name (indexed), within the caller's platforms; any store is reachable.
    new ApiRoutes().add(api.getAllChannelShow, async ({ query, caller, deps }) => {
      const rows = await storeSelect(deps.db)
        .where(and(channelWhere(await platformScope(deps.db, caller)), query.name ? namePrefix(query.name) : undefined, query.storeId ? eq(s.id, query.storeId) : undefined))
        .orderBy(asc(s.code))
        .limit(query.limit);
      return rows.map((r) => ({ storeId: r.id, storeCode: r.code, storeName: r.name, platformId: r.platformId, platformName: r.platformName, channel: storeRowOf(r).channel }));
    }),
  ];
}
