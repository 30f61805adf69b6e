import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { exportTaskCreated } from '../report';
import { transitionEndpoint } from '../transition';
import { allowedActionRow, tabCounts, transitionBody, workflowLogRow, workflowRecordColumns } from '../workflow';
import { blankAsAbsent, cappedPage, nullIfBlank, currency, id, listPaging, moneyOut, optionalText, prefixText, text } from '../inputs';
import { giftGrantMachine } from '../../workflow/gifts';
import { grantApprovalScreen, grantScreen } from './screens';

/** 礼品发放 (docs/domain/gifts.md, Gift grant). */

export const GRANT_REASONS = { order: '订单', review: '评论', complaint: '投诉', other: '其他' } as const;
export type GrantReason = keyof typeof GRANT_REASONS;
export const GIFT_KINDS = { card: '礼品卡', physical: '实物礼品' } as const;
export type GiftKind = keyof typeof GIFT_KINDS;

const reasonType = z.enum(Object.keys(GRANT_REASONS) as [GrantReason, ...GrantReason[]], { error: '请选择发放原因' });
const giftKind = z.enum(Object.keys(GIFT_KINDS) as [GiftKind, ...GiftKind[]], { error: '请选择礼品类型' });
const LISTED = ['draft', 'pending_approval', 'approved', 'sent', 'delivered', 'returned', 'rejected'] as const;
export const grantStatus = z.enum(LISTED, { error: '状态不正确' });
const email = nullIfBlank(z.email('邮箱格式不正确').max(200, '邮箱最多200字'));
/** Face value of a card: a positive amount, at most two decimals. */
const faceValue = z
  .union([z.string(), z.number()], { error: '请填写面值' })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, '面值格式不正确（最多两位小数）'))
  .refine((v) => Number(v) > 0, '面值必须大于0');

/** What customer service fills in; the form and the server check the same rules. */
export const grantFields = z
  .object({
    recipientName: text('收件人', 100),
    recipientEmail: email,
    recipientPhone: optionalText('电话', 50),
    recipientAddress: optionalText('收件地址', 500),
    reasonType,
    reason: text('发放说明', 500),
    platform: optionalText('平台', 50),
    orderNo: optionalText('订单号', 64),
    planOrderNo: optionalText('测评计划单号', 64),
    reviewId: blankAsAbsent(id('评论')).transform((v) => v ?? null),
    giftKind,
    cardBrand: optionalText('礼品卡品牌', 50),
    faceValue: blankAsAbsent(faceValue),
    currency: blankAsAbsent(currency),
    giftId: blankAsAbsent(id('实物礼品')),
    warehouseId: blankAsAbsent(id('礼品仓库')),
    quantity: z.coerce.number({ error: '数量必须是整数' }).int('数量必须是整数').min(1, '数量至少为1').max(100, '一次最多发放100件').default(1),
  })
  .superRefine((g, ctx) => {
    const need = (ok: unknown, path: string, message: string) => !ok && ctx.addIssue({ code: 'custom', path: [path], message });
    if (g.reasonType === 'order' || g.reasonType === 'complaint') need(g.orderNo, 'orderNo', '请填写订单号');
    if (g.giftKind === 'card') {
      need(g.cardBrand, 'cardBrand', '请填写礼品卡品牌');
      need(g.faceValue, 'faceValue', '请填写面值');
      need(g.currency, 'currency', '请选择币种');
      need(g.recipientEmail, 'recipientEmail', '礼品卡请填写收件邮箱');
    } else {
      need(g.giftId, 'giftId', '请选择实物礼品');
      need(g.warehouseId, 'warehouseId', '请选择礼品仓库');
      need(g.recipientAddress, 'recipientAddress', '实物礼品请填写收件地址');
    }
  });
export type GrantFields = z.input<typeof grantFields>;

export const saveGrantBody = z.object({
  id: blankAsAbsent(id('礼品发放')),
  version: blankAsAbsent(z.coerce.number().int().positive()),
  submit: z.boolean({ error: 'submit 必须是布尔值' }).default(false),
  grant: grantFields,
});
export type SaveGrantBody = z.input<typeof saveGrantBody>;

export const grantRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  recipientName: z.string(),
  reasonType: z.string(),
  orderNo: z.string().nullable(),
  planOrderNo: z.string().nullable(),
  giftKind: z.string(),
  giftName: z.string().nullable(),
  quantity: z.number(),
  currency: z.string(),
  value: moneyOut,
  /** Card grants: the masked code once a card is assigned (****1234). */
  cardMasked: z.string().nullable(),
  trackingNo: z.string().nullable(),
  ...workflowRecordColumns,
  sentAt: z.string().nullable(),
});
export type GrantRow = z.infer<typeof grantRow>;

export const grantDetail = grantRow.extend({
  recipientEmail: z.string().nullable(),
  recipientPhone: z.string().nullable(),
  recipientAddress: z.string().nullable(),
  reason: z.string(),
  platform: z.string().nullable(),
  reviewId: z.number().nullable(),
  cardBrand: z.string().nullable(),
  giftId: z.number().nullable(),
  warehouseId: z.number().nullable(),
  warehouseName: z.string().nullable(),
  carrier: z.string().nullable(),
  approverName: z.string().nullable(),
  senderName: z.string().nullable(),
  sentBy: z.number().nullable(),
  deliveredAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  actions: z.array(allowedActionRow),
  editable: z.boolean(),
  /** The caller sent this card and may see its code again. */
  mayReveal: z.boolean(),
});
export type GrantDetail = z.infer<typeof grantDetail>;

export const grantFilter = z.object({
  serialNo: prefixText,
  status: blankAsAbsent(grantStatus),
  giftKind: blankAsAbsent(giftKind),
  reasonType: blankAsAbsent(reasonType),
  orderNo: prefixText,
  recipientName: prefixText,
  createdBy: blankAsAbsent(id('创建人')),
});
export type GrantFilter = z.output<typeof grantFilter>;

const ref = z.object({ id: z.number(), serialNo: z.string(), status: z.string(), version: z.number() });
const transitionResult = z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() });
const base = '/api/sys/csGiftGrant';
const sees = needs(grantScreen.menu, grantApprovalScreen.menu);

export const grantPage = endpoint({
  method: 'GET',
  path: `${base}/page`,
  access: sees,
  summary: '礼品发放列表，最新在前。筛选：单号（前缀）、状态、礼品类型、发放原因、订单号（前缀）、收件人（前缀）、创建人。无“查看全部”只看自己创建的；审批人看全部',
  query: grantFilter.extend(listPaging),
  response: cappedPage(grantRow),
});

export const grantTabNum = endpoint({
  method: 'GET',
  path: `${base}/tabNum`,
  access: sees,
  summary: '各状态页签的数量及 all（按可见范围）',
  response: tabCounts,
});

export const grantDetailGet = endpoint({
  method: 'GET',
  path: `${base}/detail/:id`,
  access: sees,
  summary: '礼品发放详情及当前用户此刻可做的操作；礼品卡只显示掩码',
  response: grantDetail,
});

export const grantLog = endpoint({
  method: 'GET',
  path: `${base}/log`,
  access: sees,
  summary: '礼品发放的操作记录（含查看卡密），最早在前',
  query: z.object({ grantId: id('礼品发放') }),
  response: z.array(workflowLogRow),
});

export const saveGrant = endpoint({
  method: 'POST',
  path: `${base}/saveOrSubmit`,
  access: needs(grantScreen.code('add')),
  summary: '新建或修改礼品发放（创建人，草稿或已驳回；修改带 version）；submit=true 同一事务中提交审批',
  body: saveGrantBody,
  response: ref,
});

export const submitGrant = transitionEndpoint(giftGrantMachine, {
  method: 'POST',
  path: `${base}/submit`,
  actions: { submit: {} },
  summary: '提交审批（创建人，草稿或已驳回）',
  body: transitionBody,
  response: transitionResult,
});

export const deleteGrant = transitionEndpoint(giftGrantMachine, {
  method: 'POST',
  path: `${base}/delete`,
  actions: { delete: {} },
  summary: '删除（创建人，草稿或已驳回）；日志保留',
  body: transitionBody,
  response: transitionResult,
});

export const auditGrant = transitionEndpoint(giftGrantMachine, {
  method: 'POST',
  path: `${base}/audit`,
  actions: { approve: { pass: true }, reject: { pass: false } },
  summary: '审批：pass=true 通过，false 驳回（须填原因）；不能审批自己提交的。门户、审批小组件与飞书卡片同走此处',
  body: transitionBody.extend({ pass: z.boolean({ error: '请选择审批结果' }) }),
  response: transitionResult,
});

/** The code and PIN of a card, shown to its sender only. */
export const revealedCard = z.object({ cardId: z.number(), brand: z.string(), currency: z.string(), faceValue: moneyOut, code: z.string(), pin: z.string().nullable() });
export type RevealedCard = z.infer<typeof revealedCard>;

export const fillTailData = transitionEndpoint(giftGrantMachine, {
  method: 'POST',
  path: '/api/sys/csGiftDetail/fillTailData',
  actions: { send: {} },
  summary:
    '发放（待发放 → 已发放）。礼品卡：从卡库取一张同品牌、币种、面值的可用卡，标记已使用，并把卡号与 PIN 只返回给发放人（记入日志）；' +
    '实物礼品：从发放仓库扣减库存（不足则拒绝，库存不会小于0），可同时填物流商与运单号',
  body: transitionBody.extend({ carrier: optionalText('物流商', 50), trackingNo: optionalText('运单号', 64) }),
  response: transitionResult.extend({ card: revealedCard.nullable() }),
});

export const updProductGiftTrackInfo = endpoint({
  method: 'POST',
  path: '/api/sys/csGiftDetail/updProductGiftTrackInfo',
  access: needs(grantScreen.code('send')),
  summary: '修改已发放实物礼品的物流商与运单号（带 version；记入日志）',
  body: z.object({ id: id('礼品发放'), version: blankAsAbsent(z.coerce.number().int().positive()), carrier: text('物流商', 50), trackingNo: text('运单号', 64) }),
  response: ref,
});

export const syncTrackStatusByGift = transitionEndpoint(giftGrantMachine, {
  method: 'POST',
  path: '/api/reviewer/blnWorkOrderTrack/syncTrackStatusByGift',
  actions: { deliver: {} },
  summary: '礼品已签收（已发放 → 已签收）；关联测评计划单的工单跟踪状态随之同步（合并后接入）',
  body: transitionBody,
  response: transitionResult,
});

export const giftReturnBack = transitionEndpoint(giftGrantMachine, {
  method: 'GET',
  path: '/api/sys/csGiftDetail/giftReturnBack',
  actions: { return: {} },
  summary: '礼品退回（已发放或已签收 → 已退回，须填原因）：实物礼品回到原仓库库存；礼品卡已使用，不再发放。?id=&version=&comment=',
  query: transitionBody,
  response: transitionResult,
});

export const cancelGrant = transitionEndpoint(giftGrantMachine, {
  method: 'POST',
  path: '/api/sys/csGiftDetail/cancelGrant',
  actions: { cancel: {} },
  summary: '取消已审批未发放的礼品发放（待发放 → 已取消，须填原因）：发放时才扣卡与库存，卡与库存留给其他发放。{id, version, comment}',
  body: transitionBody,
  response: transitionResult,
});

export const revealGrantCard = endpoint({
  method: 'GET',
  path: '/api/sys/csGiftDetail/revealCardCode',
  access: needs(grantScreen.code('send')),
  summary: '再次查看已发放礼品卡的卡号与 PIN：仅发放人本人，每次查看记入日志',
  query: z.object({ id: id('礼品发放') }),
  response: revealedCard,
});

export const readySendGiftInfo = endpoint({
  method: 'GET',
  path: '/api/sys/csGiftDetail/getReadySendGiftInfo',
  access: needs(grantScreen.code('send')),
  summary: '待发放（已审批）的礼品发放，最早审批的在前；按可见范围',
  query: z.object(listPaging),
  response: cappedPage(grantRow),
});

export const grantExport = endpoint({
  method: 'GET',
  path: '/api/sys/csGiftReport/insertTaskData',
  access: needs(grantScreen.code('export')),
  summary: '按列表筛选条件创建“礼品发放”导出任务（报表中心下载）；礼品卡只导出掩码；无“查看全部”只导出自己的',
  query: grantFilter,
  response: exportTaskCreated,
});

export const grantTransitions = [submitGrant, deleteGrant, auditGrant, fillTailData, syncTrackStatusByGift, giftReturnBack, cancelGrant] as const;
