import { z } from 'zod';
import { cappedPage, id, optionalText, prefixText } from '../inputs';
import { endpoint, needs, needsToSave } from '../contract';
import { optionalId, orderCount, paging, REVIEWER_BASE, skuCode, userRef } from './common';
import { operationInfoScreen, planOrderScreen } from './screens';

/** 运营信息 (docs/domain/review-programme.md, Operation info). */
const base = `${REVIEWER_BASE}/blnOperationInfo`;
const view = needs(operationInfoScreen.menu, planOrderScreen.menu);
const editing = needsToSave(operationInfoScreen.code('add'), operationInfoScreen.code('edit'));

export const platformSkuInput = z.object({
  msku: z.string({ error: '请填写MSKU' }).trim().min(1, '请填写MSKU').max(64, 'MSKU最多64字'),
  asin: optionalText('ASIN', 20),
});

export const saveOperationInfoBody = z.object({
  /** Absent: a new operation info. */
  id: optionalId('运营信息'),
  version: z.coerce.number().int().positive().optional(),
  platformId: id('平台'),
  sku: skuCode,
  asin: optionalText('ASIN', 20),
  operationUserId: id('运营人员'),
  volume: orderCount('可测评单量'),
  remark: optionalText('备注', 500),
  platformSkus: z
    .array(platformSkuInput, { error: '平台SKU不正确' })
    .max(50, '平台SKU最多50个')
    .default([])
    .refine((list) => new Set(list.map((p) => p.msku)).size === list.length, 'MSKU不能重复'),
});
export type SaveOperationInfoBody = z.input<typeof saveOperationInfoBody>;

export const operationInfoRow = z.object({
  id: z.number(),
  platformId: z.number(),
  platformName: z.string(),
  sku: z.string(),
  skuName: z.string().nullable(),
  asin: z.string().nullable(),
  currency: z.string(),
  operationUserId: z.number(),
  operationUserName: z.string().nullable(),
  volume: z.number(),
  usedVolume: z.number(),
  remainingVolume: z.number(),
  remark: z.string().nullable(),
  version: z.number(),
  updatedAt: z.string(),
});
export type OperationInfoRow = z.infer<typeof operationInfoRow>;

export const platformSkuRow = z.object({ id: z.number(), msku: z.string(), asin: z.string().nullable() });

export const operationInfoFilter = z.object({
  platformId: optionalId('平台'),
  sku: prefixText,
  operationUserId: optionalId('运营人员'),
});

export const operationInfoList = endpoint({
  method: 'GET',
  path: `${base}/operationInfoList`,
  access: view,
  summary: '运营信息列表（只含本人平台范围内的平台）：平台、SKU（前缀）、运营人员筛选；total 精确计数到 10000',
  query: operationInfoFilter.extend(paging),
  response: cappedPage(operationInfoRow),
});

export const getOperationInfo = endpoint({
  method: 'GET',
  path: `${base}/getInfo`,
  access: view,
  summary: '运营信息详情及其平台SKU：?id=',
  query: z.object({ id: id('运营信息') }),
  response: operationInfoRow.extend({ platformSkus: z.array(platformSkuRow) }),
});

export const insertOrUpdateInfo = endpoint({
  method: 'POST',
  path: `${base}/insertOrUpdateInfo`,
  access: editing,
  summary: '新增（btn_add）或修改（btn_edit，带 version）运营信息：同一平台同一SKU只有一条；可测评单量不能小于已用单量',
  body: saveOperationInfoBody,
  response: z.object({ id: z.number(), version: z.number() }),
});

export const refreshVolume = endpoint({
  method: 'GET',
  path: `${base}/refreshVolume`,
  access: needs(operationInfoScreen.code('refresh')),
  summary: '重新统计已用单量（已提交及之后、未删除的计划单的单量之和）：?id=',
  query: z.object({ id: id('运营信息') }),
  response: z.object({ id: z.number(), usedVolume: z.number(), remainingVolume: z.number() }),
});

export const checkSku = endpoint({
  method: 'GET',
  path: `${base}/checkSku`,
  access: view,
  summary: 'SKU能否登记到该平台：SKU须存在于商品库且未停售，且该平台尚未登记。不能时 resCode -2（页面显示为警告）',
  query: z.object({ platformId: id('平台'), sku: skuCode }),
  response: z.object({ sku: z.string(), skuName: z.string() }),
});

export const getAllPlatform = endpoint({
  method: 'GET',
  path: `${base}/getAllPlatform`,
  access: view,
  summary: '本人可见的平台（站点）：id、名称、币种',
  response: z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), currency: z.string() })),
});

export const getOperationUser = endpoint({
  method: 'GET',
  path: `${base}/getOperationUser`,
  access: view,
  summary: '可作为运营人员的用户（持有运营信息新增权限的启用用户）',
  response: z.array(userRef),
});

export const getSkuByPlatform = endpoint({
  method: 'GET',
  path: `${base}/getSkuByPlatform`,
  access: view,
  summary: '该平台已登记的运营信息（建计划单时选择）：?platformId=',
  query: z.object({ platformId: id('平台') }),
  response: z.array(z.object({ id: z.number(), sku: z.string(), remainingVolume: z.number(), currency: z.string() })),
});

export const getInfoByPlatformAndSku = endpoint({
  method: 'GET',
  path: `${base}/getInfoByPlatformAndSku`,
  access: view,
  summary: '按平台与SKU查运营信息（无则 data 为 null）：?platformId=&sku=',
  query: z.object({ platformId: id('平台'), sku: skuCode }),
  response: operationInfoRow.nullable(),
});

export const queryExistAsin = endpoint({
  method: 'GET',
  path: `${base}/queryExistAsin`,
  access: view,
  summary: 'ASIN 是否已被某条运营信息使用：?asin=；data 为使用它的 SKU（无则 null）',
  query: z.object({ asin: z.string({ error: '请填写ASIN' }).trim().min(1, '请填写ASIN').max(20, 'ASIN最多20字') }),
  response: z.string().nullable(),
});

export const listByOperationId = endpoint({
  method: 'GET',
  path: `${REVIEWER_BASE}/blnOperationPlatformSku/listByOperationId`,
  access: view,
  summary: '运营信息的平台SKU（MSKU、ASIN）：?operationId=',
  query: z.object({ operationId: id('运营信息') }),
  response: z.array(platformSkuRow),
});

