import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { cappedPage, moneyOut } from '../inputs';
import { amountOrZero, blankAsNull, count, currency, id, isoDay, kolChannel, link, listPaging, optionalEnum, optionalId, optionalText, text } from './common';
import { kolRequireScreen } from './screens';

/** Posts (reds), sample logistics and cooperation evaluations (docs/domain/kol.md). */
const onScreen = needs(kolRequireScreen.menu);
const worker = needs(kolRequireScreen.code('red'));
const version = z.coerce.number().int().positive().optional();

export const redsBody = z.object({
  id: optionalId('红人帖子'),
  version,
  requireId: id('KOL需求'),
  poolId: id('红人'),
  link: link('帖子链接'),
  channel: kolChannel,
  publishDate: isoDay,
  views: count('浏览量'),
  clicks: count('点击量'),
  orders: count('订单数'),
  referralFee: amountOrZero('推广费'),
  currency,
  remark: optionalText('备注', 500),
});
export type RedsBody = z.input<typeof redsBody>;

export const evaluationOut = z.object({
  contentScore: z.number(),
  punctualityScore: z.number(),
  communicationScore: z.number(),
  effectScore: z.number(),
  score: z.string(),
  comment: z.string().nullable(),
  evaluatorName: z.string().nullable(),
  updatedAt: z.string(),
});

export const redsRow = z.object({
  id: z.number(),
  version: z.number(),
  requireId: z.number(),
  requireNo: z.string(),
  sku: z.string(),
  poolId: z.number(),
  kolName: z.string(),
  link: z.string(),
  channel: z.string(),
  publishDate: z.string(),
  views: z.number(),
  clicks: z.number(),
  orders: z.number(),
  referralFee: moneyOut,
  currency: z.string(),
  remark: z.string().nullable(),
  score: z.string().nullable(),
  creatorName: z.string().nullable(),
  createdAt: z.string(),
});
export type RedsRow = z.infer<typeof redsRow>;

export const logisticsStatus = { shipped: '已发货', delivered: '已签收', returned: '已退回' } as const;
type LogisticsStatus = keyof typeof logisticsStatus;
export const logisticStatusOptions = Object.entries(logisticsStatus).map(([value, label]) => ({ value, label }));
const logisticsStatusInput = z.enum(Object.keys(logisticsStatus) as [LogisticsStatus, ...LogisticsStatus[]], { error: '物流状态不正确' });

export const logisticsRow = z.object({
  id: z.number(),
  redsId: z.number(),
  requireNo: z.string(),
  kolName: z.string(),
  carrier: z.string(),
  trackingNo: z.string(),
  quantity: z.number(),
  shippedOn: z.string(),
  status: z.string(),
  deliveredOn: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type LogisticsRow = z.infer<typeof logisticsRow>;

export const redsDetail = redsRow.extend({ evaluation: evaluationOut.nullable(), logistics: z.array(logisticsRow) });
export type RedsDetail = z.infer<typeof redsDetail>;

export const getRedsList = endpoint({
  method: 'GET',
  path: '/api/promote/kolRequireReds/getRedsList',
  access: onScreen,
  summary: '红人帖子列表，最新在前。筛选：需求、红人、渠道、发布日期；只含调用者可见需求的帖子',
  query: z.object({
    ...listPaging,
    requireId: optionalId('KOL需求'),
    poolId: optionalId('红人'),
    channel: optionalEnum(kolChannel),
    publishFrom: optionalEnum(isoDay),
    publishTo: optionalEnum(isoDay),
  }),
  response: cappedPage(redsRow),
});

export const getRequireRedsById = endpoint({
  method: 'GET',
  path: '/api/promote/kolRequireReds/getRequireRedsById',
  access: onScreen,
  summary: '一条红人帖子：数据、评价与样品物流',
  query: z.object({ id: id('红人帖子') }),
  response: redsDetail,
});

export const redsTotals = z.object({
  requireId: z.number(),
  redsCount: z.number(),
  views: z.number(),
  clicks: z.number(),
  orders: z.number(),
  fees: z.array(z.object({ currency: z.string(), amount: moneyOut })),
  /** All fees in CNY at each post's publish-day rate; null when a rate is missing (rateMessage says which). */
  feeCny: moneyOut.nullable(),
  rateMessage: z.string().nullable(),
});
export const getRedsNumAndReferralFee = endpoint({
  method: 'GET',
  path: '/api/promote/kolRequireReds/getRedsNumAndReferralFee',
  access: onScreen,
  summary: '需求的帖子数、浏览/点击/订单合计、各币种推广费及折合人民币（按发布日汇率，缺汇率时给出提示，不按1计）',
  query: z.object({ requireId: id('KOL需求') }),
  response: redsTotals,
});

export const addOrUpdReds = endpoint({
  method: 'POST',
  path: '/api/promote/kolRequireReds/addOrUpdReds',
  access: worker,
  summary: '新增或修改红人帖子：新增须需求已通过且红人不在黑名单；修改（带 id、version，更新浏览、点击、订单等数据）在需求已通过或已完成时均可，原红人此后被拉黑也可修改，换成的红人不能在黑名单。需 kol-list:btn_red',
  body: redsBody,
  response: redsRow,
});

export const logisticsBody = z.object({
  id: optionalId('物流记录'),
  redsId: id('红人帖子'),
  carrier: text('物流商', 50),
  trackingNo: text('运单号', 64),
  quantity: z.coerce.number({ error: '数量必须是整数' }).int('数量必须是整数').min(1, '数量至少为1').max(100, '数量最多100'),
  shippedOn: isoDay,
  status: logisticsStatusInput,
  deliveredOn: blankAsNull(isoDay).transform((v) => v ?? null),
  remark: optionalText('备注', 500),
});

export const getLogisticsList = endpoint({
  method: 'GET',
  path: '/api/promote/kolRedsLogistics/getLogisticsList',
  access: onScreen,
  summary: '样品物流列表，最新在前。筛选：需求、运单号（前缀）、状态',
  query: z.object({
    ...listPaging,
    requireId: optionalId('KOL需求'),
    trackingNo: blankAsNull(z.string().trim().max(64)).transform((v) => v || undefined),
    status: optionalEnum(logisticsStatusInput),
  }),
  response: cappedPage(logisticsRow),
});

export const getRedsLogistics = endpoint({
  method: 'GET',
  path: '/api/promote/kolRedsLogistics/getRedsLogistics',
  access: onScreen,
  summary: '一条红人帖子的样品物流',
  query: z.object({ redsId: id('红人帖子') }),
  response: z.array(logisticsRow),
});

export const addOrUpdLogitics = endpoint({
  method: 'POST',
  path: '/api/promote/kolRedsLogistics/addOrUpdLogitics',
  access: worker,
  summary: '新增或修改样品物流（运单号同一物流商下唯一；已签收须填签收日期）。需 kol-list:btn_red',
  body: logisticsBody.superRefine((b, ctx) => {
    if (b.status === 'delivered' && !b.deliveredOn) ctx.addIssue({ code: 'custom', message: '已签收请填写签收日期', path: ['deliveredOn'] });
    if (b.deliveredOn && b.deliveredOn < b.shippedOn) ctx.addIssue({ code: 'custom', message: '签收日期不能早于发货日期', path: ['deliveredOn'] });
  }),
  response: logisticsRow,
});

const score = (label: string) =>
  z.coerce.number({ error: `请为${label}打分` }).int(`${label}评分须为1-5的整数`).min(1, `${label}评分须为1-5的整数`).max(5, `${label}评分须为1-5的整数`);

export const evaluateBody = z.object({
  redsId: id('红人帖子'),
  contentScore: score('内容质量'),
  punctualityScore: score('准时性'),
  communicationScore: score('沟通配合'),
  effectScore: score('推广效果'),
  comment: optionalText('评价', 500),
});

export const addEvaluate = endpoint({
  method: 'POST',
  path: '/api/promote/kolRedsCooperateEvaluate/addEvaluate',
  access: worker,
  summary: '评价一次合作（每条帖子一份，再次提交覆盖）：四项1-5分，得分为平均值；红人在资源池中的评分随之更新。需 kol-list:btn_red',
  body: evaluateBody,
  response: z.object({ redsId: z.number(), score: z.string(), poolScore: z.string(), evaluateCount: z.number() }),
});
