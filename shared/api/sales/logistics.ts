import { z } from 'zod';
import { field } from '../../screen/fields';
import { defineMaster, type MasterRow } from '../../screen/master';
import { blankAsNull } from './common';
import { logisticsCostScreen } from './screens';

/** 物流费用: cost per kg per destination country and transport mode (docs/domain/sales-planning.md). */
export const TRANSPORT_MODES = { sea: '海运', air: '空运', express: '快递', rail: '铁路' } as const;
export type TransportMode = keyof typeof TRANSPORT_MODES;
const base = '/api/operate/saleBudgetLogisticsCost';

/** Kept by import alone (all rows or none; a country, mode and day already stored takes the file's value): no save path, so no 新增, 编辑 or 停用. */
export const logisticsCosts = defineMaster({
  screen: logisticsCostScreen,
  paths: { page: `${base}/logisticsCostPage` },
  fields: {
    country: field.text('国家', { width: 120, filter: { kind: 'select', width: 180, options: 'countries', schema: blankAsNull(z.string().trim().toUpperCase().max(8, '国家不正确')) } }),
    countryName: field.text('国家名称', { nullable: true }),
    transportMode: field.enum('运输方式', TRANSPORT_MODES, { width: 100, filter: { kind: 'select', width: 140 } }),
    currency: field.text('币种'),
    costPerKg: field.text('单价(每公斤)', { width: 140 }),
    effectiveFrom: field.date('生效日期', { width: 120 }),
    updatedByName: field.user('维护人', { width: 100, nullable: true }),
    updatedAt: field.datetime('更新时间', { width: 170 }),
  },
  columns: ['country', 'transportMode', 'costPerKg', 'effectiveFrom', 'updatedByName', 'updatedAt'],
  name: (r) => `${r.country} ${r.transportMode} ${r.effectiveFrom}`,
  summaries: { page: '物流费用列表：国家、运输方式筛选，按国家、运输方式、生效日期（新在前）排序' },
  lookups: {
    options: {
      country: { path: `${base}/getLogisticsCountry`, summary: '可选的目的国（国家代码与名称）' },
      transportMode: { path: `${base}/getLogisticsTransportMode`, summary: '运输方式：海运、空运、快递、铁路' },
    },
  },
  import: {
    kind: 'saleLogisticsCost',
    title: '物流费用导入',
    file: '物流费用.xlsx',
    path: `${base}/importLogisticsCost`,
    template: `${base}/exportLogisticsCostTemplate`,
    columns: {
      country: { example: 'US', width: 8, rule: z.string().toUpperCase() },
      transportMode: { example: '海运', width: 10 },
      currency: { example: 'CNY', width: 8, rule: z.string().toUpperCase() },
      costPerKg: { example: '12.50', width: 14, rule: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, '单价应为不小于0的数字，最多两位小数') },
      effectiveFrom: { example: '2026-01-01', width: 14 },
    },
    summary: '导入物流费用：同一国家、运输方式、生效日期已有的费用被文件中的值覆盖',
  },
});
export type LogisticsCostRow = MasterRow<typeof logisticsCosts>;
