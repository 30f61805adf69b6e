import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { importEndpoint } from '../report';
import { defineFields, field } from '../../screen/fields';
import { defineMaster } from '../../screen/master';
import { blankAsNull } from './common';
import { logisticsCostScreen } from './screens';

/** 物流费用: cost per kg per destination country and transport mode (docs/domain/sales-planning.md). */
export const LOGISTICS_IMPORT_KIND = 'saleLogisticsCost';
export const LOGISTICS_TEMPLATE_FILE = '物流费用.xlsx';
export const TRANSPORT_MODES = { sea: '海运', air: '空运', express: '快递', rail: '铁路' } as const;
export type TransportMode = keyof typeof TRANSPORT_MODES;

const base = '/api/operate/saleBudgetLogisticsCost';
const access = needs(logisticsCostScreen.menu);

export const logisticsCostRow = z.object({
  id: z.number(),
  country: z.string(),
  countryName: z.string().nullable(),
  transportMode: z.string(),
  currency: z.string(),
  costPerKg: z.string(),
  effectiveFrom: z.string(),
  updatedByName: z.string().nullable(),
  updatedAt: z.string(),
});
export type LogisticsCostRow = z.infer<typeof logisticsCostRow>;

export const logisticsCostFields = defineFields<LogisticsCostRow>()({
  country: field.text('国家', { width: 120, filter: { kind: 'select', width: 180, options: 'countries', schema: blankAsNull(z.string().trim().toUpperCase().max(8, '国家不正确')) } }),
  transportMode: field.enum('运输方式', TRANSPORT_MODES, { width: 100, filter: { kind: 'select', width: 140, schema: blankAsNull(z.enum(Object.keys(TRANSPORT_MODES) as [TransportMode, ...TransportMode[]], { error: '运输方式不正确' })) } }),
  costPerKg: field.text('单价(每公斤)', { width: 140 }),
  effectiveFrom: field.text('生效日期', { width: 120 }),
  updatedByName: field.text('维护人', { width: 100 }),
  updatedAt: field.datetime('更新时间', { width: 170 }),
});

/** Kept by import alone: no 新增, 编辑 or 停用. */
export const logisticsCosts = defineMaster({
  screen: logisticsCostScreen,
  paths: { page: `${base}/logisticsCostPage` },
  row: logisticsCostRow,
  fields: logisticsCostFields,
  columns: ['country', 'transportMode', 'costPerKg', 'effectiveFrom', 'updatedByName', 'updatedAt'],
  name: (r) => `${r.country} ${r.transportMode} ${r.effectiveFrom}`,
  add: false,
  edit: false,
  enable: false,
  summaries: { page: '物流费用列表：国家、运输方式筛选，按国家、运输方式、生效日期（新在前）排序' },
});
export const logisticsCostPage = logisticsCosts.page;

export const logisticsCountries = endpoint({
  method: 'GET',
  path: `${base}/getLogisticsCountry`,
  access,
  summary: '可选的目的国（国家代码与名称）',
  response: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const logisticsTransportModes = endpoint({
  method: 'GET',
  path: `${base}/getLogisticsTransportMode`,
  access,
  summary: '运输方式：海运、空运、快递、铁路',
  response: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const logisticsCostTemplate = endpoint({
  method: 'GET',
  path: `${base}/exportLogisticsCostTemplate`,
  access: needs(logisticsCostScreen.code('import')),
  summary: `下载“${LOGISTICS_TEMPLATE_FILE}”导入模板：国家、运输方式、币种、单价(每公斤)、生效日期`,
  transport: 'blob',
});

export const importLogisticsCost = importEndpoint({
  path: `${base}/importLogisticsCost`,
  code: logisticsCostScreen.code('import'),
  summary: '导入物流费用：同一国家、运输方式、生效日期已有的费用被文件中的值覆盖',
});
