import { z } from 'zod';
import { endpoint, LOGIN } from '../contract';
import { blankAsNull, nullIfBlank, pickLimit, positiveId, prefixText } from './common';
import { defineFields, field } from '../../screen/fields';
import { defineMaster } from '../../screen/master';
import { storeScreen } from './screens';

/** Marketplaces, the platforms (sites) the company sells on, their stores, and warehouses. */

export const marketPlatformRow = z.object({ id: z.number(), code: z.string(), name: z.string() });

export const getAllMarketPlatform = endpoint({
  method: 'GET',
  path: '/api/sys/sysMarketPlatform/getAllMarketPlatform',
  access: LOGIN,
  summary: '启用的电商平台（Amazon、Walmart、Shopify…）',
  response: z.array(marketPlatformRow),
});

export const platformRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  marketPlatformId: z.number(),
  marketPlatformName: z.string(),
  country: z.string(),
  currency: z.string(),
});
export type PlatformRow = z.infer<typeof platformRow>;

export const getPlatform = endpoint({
  method: 'GET',
  path: '/api/base/baseGroupPlatform/getPlatform',
  access: LOGIN,
  summary: '全部启用的站点平台（Amazon US、Amazon DE…），可按电商平台筛选',
  query: z.object({ marketPlatformId: blankAsNull(positiveId('电商平台')) }),
  response: z.array(platformRow),
});

export const getPlatformByUser = endpoint({
  method: 'GET',
  path: '/api/base/baseGroupPlatform/getPlatformByUser',
  access: LOGIN,
  summary: '当前用户可见的站点平台：所在角色（组）分配的平台；系统管理员和持 sale-store-list:btn_allPlatforms 者为全部',
  response: z.array(platformRow),
});

export const WAREHOUSE_KINDS = { domestic: '国内仓', fba: 'FBA仓', overseas: '海外仓' } as const;
export const warehouseRow = z.object({ id: z.number(), code: z.string(), name: z.string(), kind: z.string(), country: z.string() });

export const queryWarehouseName = endpoint({
  method: 'GET',
  path: '/api/base/baseWarehouse/queryWarehouseName',
  access: LOGIN,
  summary: '启用的仓库选择列表；kind 为 domestic/fba/overseas，name 为名称或代码前缀',
  query: z.object({
    kind: blankAsNull(z.enum(Object.keys(WAREHOUSE_KINDS) as [keyof typeof WAREHOUSE_KINDS], { error: '仓库类型只能是 domestic、fba 或 overseas' })),
    name: prefixText,
  }),
  response: z.array(warehouseRow),
});

/** How a store's orders are fulfilled. */
export const STORE_CHANNELS = { FBA: '亚马逊物流 FBA', FBM: '卖家自发货 FBM', WFS: '沃尔玛物流 WFS', SELF: '独立站自发货' } as const;
export type StoreChannel = keyof typeof STORE_CHANNELS;
const channel = z.enum(Object.keys(STORE_CHANNELS) as [StoreChannel], { error: '渠道只能是 FBA、FBM、WFS 或 SELF' });

export const storeRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  platformId: z.number(),
  platformName: z.string(),
  marketPlatformName: z.string(),
  channel,
  channelShow: z.boolean(),
  ownerUserId: z.number().nullable(),
  ownerName: z.string().nullable(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  updatedAt: z.string(),
});
export type StoreRow = z.infer<typeof storeRow>;

export const getAllChannelShow = endpoint({
  method: 'GET',
  path: '/api/base/baseStore/getAllChannelShow',
  access: LOGIN,
  summary:
    '销售、供货页面的店铺选择：本人可见平台中启用且“渠道显示”的店铺（店铺、平台、渠道），按店铺代码排序；' +
    'name 为店铺代码或名称前缀（服务端索引搜索，任何一家都能找到），storeId 取一家，limit 条数（默认50，最多500）',
  query: z.object({ name: prefixText, storeId: blankAsNull(positiveId('店铺')), limit: pickLimit(500, 50) }),
  response: z.array(z.object({ storeId: z.number(), storeCode: z.string(), storeName: z.string(), platformId: z.number(), platformName: z.string(), channel })),
});

export const updateStoreBody = z.object({
  id: positiveId('店铺'),
  ownerUserId: nullIfBlank(positiveId('负责人')),
  channel,
  channelShow: z.boolean({ error: '请指定是否显示渠道' }),
  enabled: z.boolean({ error: '请指定启用或停用' }),
  remark: z.string().trim().max(500, '备注最多500字').nullish().transform((v) => (v ? v : null)),
});
export type UpdateStoreBody = z.output<typeof updateStoreBody>;

const YES_NO = { true: '是', false: '否' };

export const storeFields = defineFields<StoreRow>()({
  code: field.text('店铺代码', { width: 140 }),
  name: field.text('店铺名称', { width: 200, ellipsis: true, filter: { kind: 'text', label: '店铺', width: 180, placeholder: '名称或代码前缀' } }),
  marketPlatformName: field.text('电商平台', { width: 100, filter: { key: 'marketPlatformId', kind: 'select', width: 130, options: 'marketplaces' } }),
  platformName: field.text('站点', { width: 120, filter: { key: 'platformId', kind: 'select', width: 140, options: 'platforms', schema: blankAsNull(positiveId('平台')) } }),
  channel: field.enum('渠道', STORE_CHANNELS, { width: 150, filter: { kind: 'select', width: 170, schema: blankAsNull(channel) }, input: { kind: 'select', required: true } }),
  ownerName: field.user('负责人', { filter: { key: 'ownerUserId', kind: 'select', width: 160, options: 'users' }, input: { key: 'ownerUserId', kind: 'select', options: 'users' } }),
  channelShow: field.enum('渠道显示', { true: '显示', false: '不显示' }, { width: 90, get: (r) => String(r.channelShow), filter: { kind: 'flag', width: 110 }, input: { kind: 'switch' } }),
  enabled: field.enabled('状态', { filter: { kind: 'flag', label: '启用', width: 100, options: YES_NO }, input: { kind: 'switch', label: '启用' } }),
  remark: field.text('备注', { width: 160, ellipsis: true, input: { kind: 'textarea', max: 500 } }),
  updatedAt: field.datetime('更新时间', { defaultHidden: true }),
});

/** 店铺 (/sale/sale-store-list): the stores of the platforms the user works on; edited, never added here. */
export const stores = defineMaster({
  screen: storeScreen,
  paths: { page: '/api/base/baseStore/queryBaseStoreList', save: '/api/base/baseStore/updateBaseStore' },
  row: storeRow,
  fields: storeFields,
  columns: ['code', 'name', 'marketPlatformName', 'platformName', 'channel', 'channelShow', 'ownerName', 'enabled', 'remark', 'updatedAt'],
  form: ['ownerName', 'channel', 'channelShow', 'enabled', 'remark'],
  body: updateStoreBody,
  name: (r) => r.name,
  add: false,
  summaries: {
    page: '店铺列表（只含本人可见平台的店铺）。筛选：名称/代码前缀、电商平台、站点平台、渠道、负责人、渠道显示、启用状态',
    save: '编辑店铺：负责人（启用的用户）、渠道、渠道显示、启用、备注；只能编辑本人可见平台的店铺',
  },
});
export const { page: queryBaseStoreList, save: updateBaseStore } = stores;
