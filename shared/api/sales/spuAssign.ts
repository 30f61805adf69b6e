import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { transitionEndpoint } from '../transition';
import { tabCounts, transitionBody, workflowLogRow, workflowRecordColumns } from '../workflow';
import { spuAssignMachine } from '../../workflow/salesAssign';
import { offeredActions, option } from './actions';
import { blankAsNull, cappedPage, listPaging, passFlag, positiveId, transitionResult } from './common';
import { spuAssignScreen } from './screens';

/** SPU分配: the SPUs of each store and the operator who owns them (docs/domain/sales-planning.md). */
const base = '/api/operate/saleBudgetSpuAssign';
const access = needs(spuAssignScreen.menu);

const spuText = (label: string) => z.string({ error: `请填写${label}` }).trim().toUpperCase().min(1, `请填写${label}`).max(64, `${label}最多64个字符`);

export const spuAssignStatus = z.enum(['draft', 'pending_audit', 'assigned', 'rejected', 'replace_pending'], { error: '状态不正确' });

export const spuAssignRow = z.object({
  id: z.number(),
  storeId: z.number(),
  storeName: z.string().nullable(),
  spu: z.string(),
  spuName: z.string().nullable(),
  operatorId: z.number(),
  operatorName: z.string().nullable(),
  replaceSpu: z.string().nullable(),
  remark: z.string().nullable(),
  auditorName: z.string().nullable(),
  auditedAt: z.string().nullable(),
  ...workflowRecordColumns,
});
export type SpuAssignRow = z.infer<typeof spuAssignRow>;

export const spuAssignFilter = z.object({
  storeId: blankAsNull(positiveId('店铺')),
  spu: z.string().trim().toUpperCase().max(64, 'SPU最多64个字符').optional().transform((v) => v || undefined),
  operatorId: blankAsNull(positiveId('运营')),
  status: blankAsNull(spuAssignStatus),
});
export type SpuAssignFilter = z.output<typeof spuAssignFilter>;

export const spuAssignList = endpoint({
  method: 'GET',
  path: `${base}/listBudgetAssignSpus`,
  access,
  summary: 'SPU分配列表，最新在前。筛选：店铺、SPU（前缀）、运营、状态。无“查看全部”权限只看分配给自己的',
  query: spuAssignFilter.extend(listPaging),
  response: cappedPage(spuAssignRow),
});

export const spuAssignTabNum = endpoint({
  method: 'GET',
  path: `${base}/getSpuAssignTabNum`,
  access,
  summary: '各页签数量（草稿、待审核、已分配、已驳回、换SPU待审核）及 all',
  response: tabCounts,
});

export const saveSpuBody = z.object({
  id: blankAsNull(positiveId('SPU分配')).transform((v) => v ?? undefined),
  version: blankAsNull(z.coerce.number().int().positive()).transform((v) => v ?? undefined),
  storeId: positiveId('店铺'),
  spu: spuText('SPU'),
  operatorId: positiveId('运营'),
  remark: z.string().trim().max(500, '备注最多500字').optional(),
});

export const saveSpu = endpoint({
  method: 'POST',
  path: `${base}/saveSpu`,
  access: needs(spuAssignScreen.code('add')),
  summary: '新建（无 id）或修改自己的草稿/已驳回的SPU分配：店铺、SPU、负责运营；同一店铺同一SPU只能分配一次',
  body: saveSpuBody,
  response: z.object({ id: z.number(), status: z.string(), version: z.number() }),
});

export const assignSpu = transitionEndpoint(spuAssignMachine, {
  method: 'POST',
  path: `${base}/assignSpu`,
  actions: { assign: {} },
  summary: '提交分配（创建人，草稿或已驳回）：进入待审核',
  body: transitionBody,
  response: transitionResult,
});

export const auditSpu = transitionEndpoint(spuAssignMachine, {
  method: 'POST',
  path: `${base}/auditSpu`,
  actions: { approve: { pass: true }, reject: { pass: false } },
  summary: '审核SPU分配：pass=true 通过（已分配），false 驳回（须填原因）；不能审核自己提交的',
  body: transitionBody.extend({ pass: passFlag }),
  response: transitionResult,
});

export const changeOperatorBody = z.object({
  id: positiveId('SPU分配'),
  version: z.coerce.number().int().positive().optional(),
  operatorId: positiveId('运营'),
  comment: z.string().trim().max(500, '原因最多500字').optional(),
});

export const changeOperator = endpoint({
  method: 'POST',
  path: `${base}/changeOperator`,
  access: needs(spuAssignScreen.code('changeOperator')),
  summary: '更换负责运营（已分配的SPU，无需审核，记入日志）',
  body: changeOperatorBody,
  response: z.object({ id: z.number(), version: z.number() }),
});

export const replaceSpu = transitionEndpoint(spuAssignMachine, {
  method: 'POST',
  path: `${base}/replaceSpu`,
  actions: { replace: {} },
  summary: '申请把已分配的SPU换成另一个SPU（负责运营本人或有“查看全部”权限者，须填原因），进入换SPU待审核',
  body: transitionBody.extend({ newSpu: spuText('新SPU') }),
  response: transitionResult,
});

export const auditReplaceSpu = transitionEndpoint(spuAssignMachine, {
  method: 'POST',
  path: `${base}/auditReplaceSpu`,
  actions: { approveReplace: { pass: true }, rejectReplace: { pass: false } },
  summary: '审核换SPU：pass=true 同意（SPU换成新SPU），false 驳回（须填原因，SPU不变）；不能审核自己的申请',
  body: transitionBody.extend({ pass: passFlag }),
  response: transitionResult,
});

export const spuAssignDetail = spuAssignRow.extend({ actions: offeredActions, log: z.array(workflowLogRow) });
export type SpuAssignDetail = z.infer<typeof spuAssignDetail>;

export const spuAuditInfo = endpoint({
  method: 'GET',
  path: `${base}/getSpuAuditInfo`,
  access,
  summary: 'SPU分配详情：当前SPU、待审核的新SPU、负责运营、此刻可做的操作与审核记录',
  query: z.object({ id: positiveId('SPU分配') }),
  response: spuAssignDetail,
});

export const budgetSpus = endpoint({
  method: 'GET',
  path: '/api/operate/saleBudgetSpu/listBudgetSpus',
  access,
  summary: '可做预算与分配的SPU（有在售SKU的SPU）：SPU、品名、品类、SKU数，以及在某店铺（storeId）已分配给谁；SPU前缀筛选，最多200个',
  query: z.object({
    storeId: blankAsNull(positiveId('店铺')),
    spu: z.string().trim().toUpperCase().max(64).optional().transform((v) => v || undefined),
  }),
  response: z.array(z.object({ spu: z.string(), name: z.string(), categoryName: z.string().nullable(), skuCount: z.number(), operatorName: z.string().nullable() })),
});

export const spuOperators = endpoint({
  method: 'GET',
  path: `${base}/getSpuOperators`,
  access,
  summary: '可负责SPU的运营：持有 spu-list:btn_add 的在职用户',
  response: z.array(option),
});

export const spuAssignTransitions = [assignSpu, auditSpu, replaceSpu, auditReplaceSpu] as const;
