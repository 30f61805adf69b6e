import { and, asc, eq } from 'drizzle-orm';
import * as api from '@shared/api/reference/platforms';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { stores } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { listPage } from '../../http/listPage';
import { platformScope } from './scope';
import { storeOrder, storeRowOf, storeSelect, storeWhere, updateStore } from './storeQueries';

/** 店铺列表 and the channel list of the sales screens, within the caller's platforms. */
export function storeRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.queryBaseStoreList, async ({ query, caller, deps }) =>
      listPage(deps.db, {
        select: () => storeSelect(deps.db),
        where: storeWhere(query, await platformScope(deps.db, caller)),
        order: storeOrder,
        page: query.page,
        limit: query.limit,
        total: { table: stores, cap: LIST_COUNT_CAP },
        map: storeRowOf,
      }),
    )
    // The store picker: a prefix of the code or name, indexed, within the caller's platforms; any store is reachable.
    .add(api.getAllChannelShow, async ({ query, caller, deps }) => {
      const where = storeWhere({ enabled: true, channelShow: true, name: query.name }, await platformScope(deps.db, caller));
      const rows = await storeSelect(deps.db)
        .where(and(where, query.storeId ? eq(stores.id, query.storeId) : undefined))
        .orderBy(asc(stores.code))
        .limit(query.limit);
      return rows.map((r) => ({ storeId: r.id, storeCode: r.code, storeName: r.name, platformId: r.platformId, platformName: r.platformName, channel: storeRowOf(r).channel }));
    })
    .add(api.updateBaseStore, async ({ body, caller, deps }) => updateStore(deps.db, await platformScope(deps.db, caller), body));
}
