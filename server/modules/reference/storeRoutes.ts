import { asc, eq, like, or } from 'drizzle-orm';
import * as api from '@shared/api/reference/platforms';
import { platforms, stores as s, users } from '../../db/schema';
import { startsWith } from '../../db/like';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { masterRoutes } from '../../http/masterRoutes';
import { platformScope, platformScopeWhere } from './scope';
import { channelWhere, ofMarketplace, storeColumns, storeJoins, storeOrder, storeRowOf, storeSelect } from './storeQueries';

/** 店铺 (edit only, within the caller's platforms) and the channel list of the sales screens. */
export function storeRoutes(): ApiRoutes[] {
  return [
    masterRoutes(api.stores, {
      table: s,
      columns: storeColumns,
      joins: storeJoins,
      where: { name: (v: string) => or(like(s.name, startsWith(v)), like(s.code, startsWith(v.toUpperCase()))), marketPlatformId: ofMarketplace },
      order: storeOrder,
      scope: async (db, caller) => platformScopeWhere(await platformScope(db, caller), s.platformId),
      prepare: async (db, values) => {
        if (values.ownerUserId === null) return values;
        const [owner] = await db.select({ status: users.status }).from(users).where(eq(users.id, values.ownerUserId as number));
        if (owner?.status !== 'active') throw fail.badRequest('负责人不存在或已停用，请重新选择');
        return values;
      },
    }),
    new ApiRoutes().add(api.getAllChannelShow, async ({ caller, deps }) => {
      const rows = await storeSelect(deps.db)
        .where(channelWhere(await platformScope(deps.db, caller)))
        .orderBy(asc(platforms.sort), asc(s.code));
      return rows.map((r) => ({ storeId: r.id, storeCode: r.code, storeName: r.name, platformId: r.platformId, platformName: r.platformName, channel: storeRowOf(r).channel }));
    }),
  ];
}
