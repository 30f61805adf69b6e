import { asc } from 'drizzle-orm';
import * as api from '@shared/api/reference/platforms';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { platforms, stores } from '../../db/schema';
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
    .add(api.getAllChannelShow, async ({ caller, deps }) => {
      const rows = await storeSelect(deps.db)
        .where(storeWhere({ enabled: true, channelShow: true }, await platformScope(deps.db, caller)))
        .orderBy(asc(platforms.sort), asc(stores.code));
      return rows.map((r) => ({ storeId: r.id, storeCode: r.code, storeName: r.name, platformId: r.platformId, platformName: r.platformName, channel: storeRowOf(r).channel }));
    })
    .add(api.updateBaseStore, async ({ body, caller, deps }) => updateStore(deps.db, await platformScope(deps.db, caller), body));
}
