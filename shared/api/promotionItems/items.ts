import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { exportTaskCreated } from '../report';
import { transitionEndpoint } from '../transition';
import { allowedActionRow, tabCounts, transitionBody, workflowLogRow, workflowRecordColumns } from '../workflow';
import { blankAsAbsent, cappedPage, currency, exchangeRate, id, isoDay, listPaging, money, moneyOut, optionalText, prefixText, queryFlag, text } from '../inputs';
import { promotionItemMachine } from '../../workflow/promotionItem';
import { PROMOTE_TYPES } from '../promotion/types';
import { itemScreen, itemViewScreens, promotionItemScreens } from './screens';

/** 推广项目明细 (docs/domain/promotion-items.md, Promotion item). */

/** The classifications of promotion items (getAllItemClassIfy): the promotion types (promoteType) every promotion spend has. */
export const ITEM_CLASSES = PROMOTE_TYPES;
export type ItemClass = keyof typeof ITEM_CLASSES;
export const itemClass = z.enum(Object.keys(ITEM_CLASSES) as [ItemClass, ...ItemClass[]], { error: '请选择项目分类' });

const LISTED = ['draft', 'pending_limit', 'pending_manager', 'approved', 'paid', 'rejected'] as const;
export const itemStatus = z.enum(LISTED, { error: '状态不正确' });

/** yyyy-MM */
export const month = z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 yyyy-MM');

/** What the operator fills in; the form and the server check the same rules. */
export const itemFields = z
  .object({
    name: text('项目名称', 100),
    classify: itemClass,
    platformId: id('平台'),
    storeId: id('店铺'),
    accountCompanyId: id('账户公司'),
    skuIds: z.array(id('SKU'), { error: '请选择SKU' }).min(1, '请选择SKU').max(50, 'SKU最多50个'),
    currency,
    amount: money,
    exchangeRate,
    periodStart: isoDay,
    periodEnd: isoDay,
    description: optionalText('项目说明', 500),
    /** Needed when the item is over a limit at submission. */
    overReason: optionalText('超限原因', 500),
  })
  .superRefine((f, ctx) => {
    if (f.periodEnd < f.periodStart) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: '结束日期不能早于开始日期' });
    else if ((Date.parse(f.periodEnd) - Date.parse(f.periodStart)) / 86_400_000 > 365) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: '项目期间最长366天' });
    if (f.currency === 'CNY' && Number(f.exchangeRate) !== 1) ctx.addIssue({ code: 'custom', path: ['exchangeRate'], message: '人民币的汇率必须为1' });
    if (new Set(f.skuIds).size !== f.skuIds.length) ctx.addIssue({ code: 'custom', path: ['skuIds'], message: 'SKU不能重复' });
  });
export type ItemFields = z.input<typeof itemFields>;

export const saveItemBody = z.object({
  /** Absent: a new item. */
  id: blankAsAbsent(id('推广项目')),
  /** The version the user edited (edits only). */
  version: blankAsAbsent(z.coerce.number().int().positive()),
  item: itemFields,
});
export type SaveItemBody = z.input<typeof saveItemBody>;

export const itemRef = z.object({ id: z.number(), serialNo: z.string(), status: z.string(), version: z.number(), overAmount: moneyOut });

export const itemRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  name: z.string(),
  classify: z.string(),
  platformId: z.number(),
  platformName: z.string().nullable(),
  storeId: z.number(),
  storeName: z.string().nullable(),
  accountCompanyId: z.number(),
  accountCompanyName: z.string().nullable(),
  skus: z.array(z.string()),
  currency: z.string(),
  amount: moneyOut,
  exchangeRate: z.string(),
  amountCny: moneyOut,
  periodStart: z.string(),
  periodEnd: z.string(),
  /** CNY over the limit at submission (0: within limits). */
  overAmount: moneyOut,
  ...workflowRecordColumns,
  submittedAt: z.string().nullable(),
  paidDate: z.string().nullable(),
  paidReference: z.string().nullable(),
  payerName: z.string().nullable(),
});
export type ItemRow = z.infer<typeof itemRow>;

export const itemDetail = itemRow.extend({
  skuIds: z.array(z.number()),
  description: z.string().nullable(),
  overReason: z.string().nullable(),
  overLimitName: z.string().nullable(),
  payRemark: z.string().nullable(),
  updatedAt: z.string(),
  actions: z.array(allowedActionRow),
  /** The caller may edit and submit it now (creator, draft or rejected). */
  editable: z.boolean(),
});
export type ItemDetail = z.infer<typeof itemDetail>;

export const itemFilter = z.object({
  serialNo: prefixText,
  name: prefixText,
  status: blankAsAbsent(itemStatus),
  classify: blankAsAbsent(itemClass),
  platformId: blankAsAbsent(id('平台')),
  storeId: blankAsAbsent(id('店铺')),
  currency: blankAsAbsent(currency),
  /** Items whose period touches [periodFrom, periodTo]. */
  periodFrom: blankAsAbsent(isoDay),
  periodTo: blankAsAbsent(isoDay),
  /** Only what the caller may decide now (项目流程 待我审批). */
  todo: queryFlag,
  /** Everything past draft (项目流程). */
  submitted: queryFlag,
  createdBy: blankAsAbsent(id('创建人')),
});
export type ItemFilter = z.output<typeof itemFilter>;

const base = '/api/promote/promoteItemDetail';
const sees = needs(...itemViewScreens.map((s) => s.menu));
const transitionResult = z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() });

export const getAllItemClassIfy = endpoint({
  method: 'GET',
  path: '/api/promote/promoteItemClassify/getAllItemClassIfy',
  access: needs(...promotionItemScreens.map((s) => s.menu)),
  summary: '推广项目分类（即推广类型 promoteType：秒杀/折扣、优惠券、站内广告、站外推广、红人/测评、其他），按顺序；推广项目、跨期报表、其他上报与费用报表的分类选项都取自这里',
  response: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const itemPage = endpoint({
  method: 'GET',
  path: `${base}/page`,
  access: sees,
  summary:
    '推广项目列表，最新在前。筛选：单号、名称（前缀）、状态、分类、平台、店铺、币种、期间（与之有交集）、todo（我此刻可审批的）、submitted（已提交过的）、创建人。' +
    '无“查看全部”只看自己创建的',
  query: itemFilter.extend(listPaging),
  response: cappedPage(itemRow),
});

export const itemTabNum = endpoint({
  method: 'GET',
  path: `${base}/tabNum`,
  access: sees,
  summary: '各状态页签的数量及 all：与列表同样的筛选（可见范围、单号、名称、分类、平台、todo 我此刻可审批的、submitted 等，状态除外），每个状态最多计到列表的上限',
  query: itemFilter.omit({ status: true }),
  response: tabCounts,
});

export const getItemDetailById = endpoint({
  method: 'GET',
  path: `${base}/getItemDetailById`,
  access: sees,
  summary: '推广项目详情：平台、店铺、账户公司、SKU、金额与人民币金额、期间、超限金额与原因、付款信息，以及当前用户此刻可做的操作。?id=',
  query: z.object({ id: id('推广项目') }),
  response: itemDetail,
});

export const addOrUpdItemDetail = endpoint({
  method: 'POST',
  path: `${base}/addOrUpdItemDetail`,
  access: needs(itemScreen.code('add')),
  summary: '保存推广项目：无 id 新建草稿；有 id 修改（创建人，草稿或已驳回，带 version）。人民币金额 = 金额 x 汇率',
  body: saveItemBody,
  response: itemRef,
});

export const submitAddOrUpdItemDetail = endpoint({
  method: 'POST',
  path: `${base}/submitAddOrUpdItemDetail`,
  access: needs(itemScreen.code('add')),
  summary:
    '保存并提交推广项目（同一事务）。检查产品费用限额与费率限额：未超限转“待主管审批”；超限须填超限原因，转“超限待审批”（多一步财务审批），' +
    '未填原因则拒绝并说明超出多少',
  body: saveItemBody,
  response: itemRef,
});

export const limitCheck = z.object({
  /** CNY over the limit (0: within). */
  overAmount: moneyOut,
  /** Which limit, e.g. 产品费用限额 SKU-001 2026-11. */
  limitName: z.string().nullable(),
  amountCny: moneyOut,
});
export type LimitCheck = z.infer<typeof limitCheck>;

export const checkItemLimit = endpoint({
  method: 'POST',
  path: `${base}/checkItemLimit`,
  access: needs(itemScreen.code('add')),
  summary: '提交前检查限额：返回人民币金额与超出的金额（0 为未超限）及所超限额；不保存',
  body: saveItemBody,
  response: limitCheck,
});

export const deleteItemDetail = transitionEndpoint(promotionItemMachine, {
  method: 'POST',
  path: `${base}/deleteItemDetail`,
  actions: { delete: {} },
  summary: '删除（创建人，草稿或已驳回）；记录离开所有列表，日志保留',
  body: transitionBody,
  response: transitionResult,
});

export const itemLog = endpoint({
  method: 'GET',
  path: `${base}/log`,
  access: sees,
  summary: '推广项目的操作记录，最早在前',
  query: z.object({ itemId: id('推广项目') }),
  response: z.array(workflowLogRow),
});

export const itemExport = endpoint({
  method: 'GET',
  path: `${base}/export`,
  access: needs(itemScreen.code('export')),
  summary: '按列表筛选条件创建“推广项目明细”导出任务（报表中心下载）；无“查看全部”只导出自己的',
  query: itemFilter,
  response: exportTaskCreated,
});

export { transitionResult as itemTransitionResult };

export const getStoresByPlatform = endpoint({
  method: 'GET',
  path: `${base}/getStoresByPlatform`,
  access: sees,
  summary: '某平台启用的店铺（推广项目与其他上报的店铺选择）；平台须在本人可见范围内',
  query: z.object({ platformId: id('平台') }),
  response: z.array(z.object({ id: z.number(), name: z.string() })),
});
