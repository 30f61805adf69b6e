import {
  checkSku,
  getAllPlatform,
  getInfoByPlatformAndSku,
  getOperationInfo,
  getOperationUser,
  getSkuByPlatform,
  insertOrUpdateInfo,
  listByOperationId,
  operationInfoList,
  queryExistAsin,
  refreshVolume,
} from '@shared/api/review/operationInfo';
import { operationInfoScreen } from '@shared/api/review/screens';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import {
  listOperationInfos,
  operationInfoByPlatformAndSku,
  platformsInScope,
  platformSkusOf,
  refreshUsedVolume,
  saveOperationInfo,
  skuOfAsin,
  skuRefusal,
  skusOfPlatform,
  visibleOperationInfo,
} from './operationInfo';
import { usersHolding } from './people';

/** operation-info (运营信息): which SKUs on which platforms take part, and how many orders each may have. */
export function operationInfoRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(operationInfoList, async ({ query, caller, deps }) => listOperationInfos(deps.db, caller, query))
    .add(getOperationInfo, async ({ query, caller, deps }) => ({ ...(await visibleOperationInfo(deps.db, caller, query.id)), platformSkus: await platformSkusOf(deps.db, query.id) }))
    .add(insertOrUpdateInfo, async ({ body, caller, deps }) => saveOperationInfo(deps.db, caller, body))
    .add(refreshVolume, async ({ query, caller, deps }) => refreshUsedVolume(deps.db, caller, query.id))
    .add(checkSku, async ({ query, deps }) => {
      const check = await skuRefusal(deps.db, query.platformId, query.sku);
      if ('message' in check) throw fail.warning(check.message);
      return { sku: query.sku, skuName: check.skuName };
    })
    .add(getAllPlatform, async ({ caller, deps }) => platformsInScope(deps.db, caller))
    .add(getOperationUser, async ({ deps }) => usersHolding(deps.db, operationInfoScreen.code('add')))
    .add(getSkuByPlatform, async ({ query, caller, deps }) => skusOfPlatform(deps.db, caller, query.platformId))
    .add(getInfoByPlatformAndSku, async ({ query, caller, deps }) => operationInfoByPlatformAndSku(deps.db, caller, query.platformId, query.sku))
    .add(queryExistAsin, async ({ query, deps }) => skuOfAsin(deps.db, query.asin))
    .add(listByOperationId, async ({ query, caller, deps }) => {
      await visibleOperationInfo(deps.db, caller, query.operationId);
      return platformSkusOf(deps.db, query.operationId);
    });
}
