import { z } from 'zod';
import { prefixText } from '../inputs';
import { endpoint, needs } from '../contract';
import { productStatus } from '../products/common';
import { REVIEWER_BASE, skuCode, userRef } from './common';
import { followScreen, operationInfoScreen, overseasScreen, planOrderScreen } from './screens';

/** Look-ups the review forms and filters use (docs/domain/review-programme.md, "Look-ups"). */
const info = `${REVIEWER_BASE}/blnOperationInfo`;
const detail = `${REVIEWER_BASE}/blnPlanOrderDetail`;
const view = needs(operationInfoScreen.menu, planOrderScreen.menu);
const detailView = needs(overseasScreen.menu, followScreen.menu, planOrderScreen.menu);
const platformId = z.coerce.number({ error: '请选择平台' }).int('请选择平台').positive('请选择平台');

export const permissionSkuOnPlatform = z.object({ sku: z.string(), name: z.string(), status: productStatus, registered: z.boolean() });

export const queryPermissionSkuByPlatform = endpoint({
  method: 'GET',
  path: `${info}/queryPermissionSkuByPlatform`,
  access: view,
  summary: '本人可操作、在该平台有 listing 且未停售的SKU（SKU前缀筛选，最多100条）；registered 表示该平台已登记运营信息：?platformId=&sku=',
  query: z.object({ platformId, sku: prefixText }),
  response: z.array(permissionSkuOnPlatform),
});

export const getCurrencyInGiftCard = endpoint({
  method: 'GET',
  path: `${info}/getCurrencyInGiftCard`,
  access: view,
  summary: '礼品与费用可用的币种：有汇率的币种（汇率服务），cards 为礼品卡库中该币种未使用的卡数',
  response: z.array(z.object({ code: z.string(), name: z.string(), cards: z.number() })),
});

export const mallSku = z.object({ msku: z.string(), asin: z.string().nullable(), storeName: z.string().nullable() });

export const mallSkuAndStatus = z.object({
  sku: z.string(),
  productStatus,
  productStatusLabel: z.string(),
  /** The SKU's listings on the platform (商城SKU). */
  mallSkus: z.array(mallSku),
});

const skuOnPlatform = z.object({ platformId, sku: skuCode });

export const queryMallSkuAndProductStatus = endpoint({
  method: 'GET',
  path: `${info}/queryMallSkuAndProductStatus`,
  access: view,
  summary: 'SKU 的产品状态及其在该平台的 listing（MSKU、ASIN、店铺）：?platformId=&sku=；SKU 不存在时提示',
  query: skuOnPlatform,
  response: mallSkuAndStatus,
});

export const getSkuInfoBySkuAndPlatform = endpoint({
  method: 'GET',
  path: `${info}/getSkuInfoBySkuAndPlatform`,
  access: view,
  summary: 'SKU 的产品信息（名称、品牌、状态、该平台 listing）及该平台的运营信息（无则 operationInfoId 为 null）：?platformId=&sku=',
  query: skuOnPlatform,
  response: mallSkuAndStatus.extend({
    name: z.string(),
    brandName: z.string().nullable(),
    operationInfoId: z.number().nullable(),
    remainingVolume: z.number().nullable(),
  }),
});

export const operationExistCountry = endpoint({
  method: 'GET',
  path: `${info}/operationExistCountry`,
  access: view,
  summary: '已登记运营信息的国家（平台站点所在国，仅本人平台范围内），及每国登记的SKU数',
  response: z.array(z.object({ country: z.string(), skuCount: z.number() })),
});

export const queryExistPermissionSku = endpoint({
  method: 'GET',
  path: `${info}/queryExistPermissionSku`,
  access: view,
  summary: '本人可操作的SKU中已登记运营信息的（SKU前缀筛选，最多100条），及登记在哪些平台（仅本人平台范围内）：?sku=',
  query: z.object({ sku: prefixText }),
  response: z.array(z.object({ sku: z.string(), name: z.string(), platforms: z.array(z.string()) })),
});

export const queryExitPlatform = endpoint({
  method: 'GET',
  path: `${detail}/queryExitPlatform`,
  access: detailView,
  summary: '有订单明细的平台（仅本人平台范围内），及各平台明细数：工单跟进的平台筛选',
  response: z.array(z.object({ id: z.number(), name: z.string(), count: z.number() })),
});

export const queryUpdateUser = endpoint({
  method: 'GET',
  path: `${detail}/queryUpdateUser`,
  access: detailView,
  summary: '修改过订单明细的人（业务日志中的操作人）：工单跟进的“更新人”筛选',
  response: z.array(userRef),
});
