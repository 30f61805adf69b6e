import {
  getCurrencyInGiftCard,
  getSkuInfoBySkuAndPlatform,
  operationExistCountry,
  queryExistPermissionSku,
  queryExitPlatform,
  queryMallSkuAndProductStatus,
  queryPermissionSkuByPlatform,
  queryUpdateUser,
} from '@shared/api/review/lookups';
import { ApiRoutes } from '../../http/api';
import {
  countriesWithOperationInfo,
  detailEditors,
  giftCurrencies,
  mallSkusAndStatus,
  permittedSkusOnPlatform,
  platformsWithDetails,
  registeredPermittedSkus,
  skuInfoOnPlatform,
} from './lookups';

/** The look-ups of the operation-info, plan-order and follow-up forms and filters. */
export function lookupRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(queryPermissionSkuByPlatform, async ({ query, caller, deps }) => permittedSkusOnPlatform(deps.db, caller, query.platformId, query.sku))
    .add(queryExistPermissionSku, async ({ query, caller, deps }) => registeredPermittedSkus(deps.db, caller, query.sku))
    .add(queryMallSkuAndProductStatus, async ({ query, caller, deps }) => (await mallSkusAndStatus(deps.db, caller, query.platformId, query.sku)).summary)
    .add(getSkuInfoBySkuAndPlatform, async ({ query, caller, deps }) => skuInfoOnPlatform(deps.db, caller, query.platformId, query.sku))
    .add(getCurrencyInGiftCard, async ({ deps }) => giftCurrencies(deps.db))
    .add(operationExistCountry, async ({ caller, deps }) => countriesWithOperationInfo(deps.db, caller))
    .add(queryExitPlatform, async ({ caller, deps }) => platformsWithDetails(deps.db, caller))
    .add(queryUpdateUser, async ({ deps }) => detailEditors(deps.db));
}
