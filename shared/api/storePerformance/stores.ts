import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { blankAsAbsent, cappedPage, id, listPaging, nullIfBlank, optionalText, prefixText, queryFlag } from '../inputs';
import { importEndpoint } from '../report';
import { healthFigures, healthWeekRow, HEALTH_KEYS, mondayCell, percentCell } from './health';
import { accountNoticeScreen, accountTaskScreen, keywordTaskScreen, perfStoreListScreen, storeDetailScreen, storeInfoScreen } from './screens';

/** 绩效店铺, 店铺概况, 店铺详情 (docs/domain/store-performance.md). */
const base = '/api/reviewer/performanceStoreList';
export const HEALTH_TEMPLATE_FILE = '店铺绩效导入模板.xlsx';
export const HEALTH_IMPORT_KIND = 'store_health';

/** Who reads stores' performance: the store screens. */
const readsStores = needs(perfStoreListScreen.menu, storeInfoScreen.menu, storeDetailScreen.menu);

const latest = z.object({ week: z.string(), ...healthFigures, risks: z.array(z.string()) }).nullable();

export const perfStoreRow = z.object({
  storeId: z.number(),
  storeCode: z.string(),
  storeName: z.string(),
  platformName: z.string(),
  marketPlatformName: z.string(),
  enabled: z.boolean(),
  department: z.string().nullable(),
  ownerId: z.number().nullable(),
  ownerName: z.string().nullable(),
  remark: z.string().nullable(),
  /** The settings' version (0 when the store has none yet). */
  version: z.number(),
  latest,
});
export type PerfStoreRow = z.infer<typeof perfStoreRow>;

export const perfStoreFilter = z.object({
  name: prefixText,
  platformId: blankAsAbsent(id('站点')),
  department: prefixText,
  ownerId: blankAsAbsent(id('负责人')),
  /** true: only stores whose latest week is at risk. */
  atRisk: queryFlag,
});
export type PerfStoreFilter = z.output<typeof perfStoreFilter>;

export const queryStoreList = endpoint({
  method: 'GET',
  path: `${base}/queryStoreList`,
  access: readsStores,
  summary: '绩效店铺列表：店铺（主数据）及其部门、负责人、最近一周的账户健康指标与风险项。筛选：店铺名称或代码（前缀）、站点、部门、负责人、仅看有风险。无“查看全部”者只看本人平台的店铺',
  query: perfStoreFilter.extend(listPaging),
  response: cappedPage(perfStoreRow),
});

export const getHrmDepartmentInfo = endpoint({
  method: 'GET',
  path: `${base}/getHrmDepartmentInfo`,
  access: needs(perfStoreListScreen.menu, storeInfoScreen.menu),
  summary: '员工档案中的部门及在职人数（店铺部门的选项）',
  response: z.array(z.object({ department: z.string(), members: z.number() })),
});

export const updStoreBody = z.object({
  storeId: id('店铺'),
  department: optionalText('部门', 100),
  ownerId: nullIfBlank(id('负责人')),
  remark: optionalText('备注', 500),
  /** The version shown (0: the store had no settings yet). */
  version: z.coerce.number({ error: '版本不正确' }).int().min(0, '版本不正确'),
});

export const updStoreListById = endpoint({
  method: 'POST',
  path: `${base}/updStoreListById`,
  access: needs(perfStoreListScreen.code('edit')),
  summary: '保存店铺的绩效设置：部门（须是员工档案中的部门）、负责人（在职用户）、备注；带 version，他人先改则 409',
  body: updStoreBody,
  response: z.object({ storeId: z.number(), version: z.number() }),
});

export const situationRow = z.object({
  storeId: z.number(),
  storeCode: z.string(),
  storeName: z.string(),
  platformName: z.string(),
  department: z.string().nullable(),
  ownerName: z.string().nullable(),
  ...healthFigures,
  risks: z.array(z.string()),
});
export type SituationRow = z.infer<typeof situationRow>;

export const queryStoreGeneralSituation = endpoint({
  method: 'GET',
  path: `${base}/queryStoreGeneralSituation`,
  access: needs(storeInfoScreen.menu),
  summary: '店铺概况：所选周（默认最近导入的一周）可见店铺的指标与风险项、各指标风险店铺数；截至所选周的52周各指标平均值（趋势图）；可选的周（最近104周）；通知任务各状态数',
  query: z.object({ week: blankAsAbsent(mondayCell), department: prefixText }),
  response: z.object({
    week: z.string().nullable(),
    weeks: z.array(z.string()),
    stores: z.number(),
    reported: z.number(),
    atRisk: z.number(),
    risks: z.record(z.string(), z.number()),
    rows: z.array(situationRow),
    trend: z.array(z.object({ week: z.string(), figure: z.string(), label: z.string(), value: z.number() })),
    tasks: z.record(z.string(), z.number()),
  }),
});

export const getStoreDetail = endpoint({
  method: 'GET',
  path: `${base}/getStoreDetail`,
  access: needs(storeDetailScreen.menu),
  summary: '店铺详情：店铺及其绩效设置、每周的账户健康指标（最新在前）',
  query: z.object({ storeId: id('店铺') }),
  response: perfStoreRow.extend({ weeks: z.array(healthWeekRow.extend({ risks: z.array(z.string()) })) }),
});

export const healthTemplate = endpoint({
  method: 'GET',
  path: `${base}/exportHealthTemplate`,
  access: needs(perfStoreListScreen.code('import')),
  summary: `下载“${HEALTH_TEMPLATE_FILE}”：店铺代码、周（周一）、订单缺陷率%、迟发率%、取消率%、有效追踪率%、政策违规数、差评率%`,
  transport: 'blob',
});

export const importStoreHealth = importEndpoint({
  path: `${base}/importStoreHealth`,
  code: perfStoreListScreen.code('import'),
  summary: '导入店铺每周账户健康指标：店铺须在可见范围内，周为周一；同一店铺同一周已有数据则以本次为准',
});

/** One row of the health sheet, as read. */
export const healthImportRow = z.object({
  storeCode: z.string({ error: '请填写店铺代码' }).trim().min(1, '请填写店铺代码').max(50, '店铺代码最多50字'),
  week: mondayCell,
  orderDefectRate: percentCell('订单缺陷率'),
  lateShipmentRate: percentCell('迟发率'),
  cancellationRate: percentCell('取消率'),
  validTrackingRate: percentCell('有效追踪率'),
  policyViolations: z
    .string({ error: '请填写政策违规数' })
    .trim()
    .regex(/^\d{1,6}$/, '政策违规数应为不小于0的整数')
    .transform(Number),
  negativeFeedbackRate: percentCell('差评率'),
});
export type HealthImportRow = z.output<typeof healthImportRow>;
export const HEALTH_IMPORT_KEYS = ['storeCode', 'week', ...HEALTH_KEYS] as const;

export const storeOption = z.object({
  storeId: z.number(),
  storeCode: z.string(),
  storeName: z.string(),
  platformName: z.string(),
  department: z.string().nullable(),
  ownerName: z.string().nullable(),
});

export const getStoreInfo = endpoint({
  method: 'GET',
  path: '/api/reviewer/performanceNotification/getStoreInfo',
  access: needs(accountNoticeScreen.menu, accountTaskScreen.menu, keywordTaskScreen.menu),
  summary: '可见范围内启用的店铺（名称或代码前缀搜索，最多50条；storeId 取一家）及其部门、负责人：通知与关键词任务的店铺选项',
  query: z.object({ name: prefixText, storeId: blankAsAbsent(id('店铺')) }),
  response: z.array(storeOption),
});
