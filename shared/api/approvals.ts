import { z } from 'zod';
import { LOGIN, endpoint, type DataOf } from './contract';
import { workflowLogRow } from './workflow';

/**
 * Approvals of every kind in one place (Lark widgets, the bot, cards). A kind is a record type and
 * the state in which it waits for a decision, e.g. `b2b_payment:pending_audit` (付款申请审核).
 */
export const approvalItem = z.object({
  /** `entity:status`. */
  kind: z.string(),
  kindTitle: z.string(),
  entity: z.string(),
  id: z.number(),
  version: z.number(),
  status: z.string(),
  statusLabel: z.string(),
  /** The state's tag colour: grey, blue, orange, green, red or violet. */
  statusColor: z.string(),
  /** e.g. the serial number and the payee. */
  title: z.string(),
  /** Decimal string, and its ISO currency. */
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  submitterName: z.string(),
  submittedAt: z.string().nullable(),
});
export type ApprovalItem = z.infer<typeof approvalItem>;

export const approvalInbox = endpoint({
  method: 'GET',
  path: '/api/approvals/inbox',
  access: LOGIN,
  summary: '我的待审批（各类型，最新在前）及各类型数量',
  query: z.object({ kind: z.string().max(100).optional() }),
  response: z.object({
    kinds: z.array(z.object({ kind: z.string(), title: z.string(), count: z.number() })),
    items: z.array(approvalItem),
  }),
});
export type ApprovalInbox = DataOf<typeof approvalInbox>;

/**
 * A business-log entry with its words: the action's name and the state it led to (null when it left
 * the state as it was). Named on the server, so a widget needs no state machine of any kind.
 */
export const approvalLogRow = workflowLogRow.extend({ actionLabel: z.string(), toStatusLabel: z.string().nullable() });
export type ApprovalLogRow = z.infer<typeof approvalLogRow>;

/** An extra input a decision needs, e.g. the paying account of 确认付款. */
export const decisionField = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['select', 'text']),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type DecisionField = z.infer<typeof decisionField>;

export const approvalAction = z.object({
  action: z.string(),
  label: z.string(),
  danger: z.boolean(),
  /** `required`: a reason must be given (rejections). */
  comment: z.enum(['required', 'optional']).nullable(),
  fields: z.array(decisionField),
});
export type ApprovalAction = z.infer<typeof approvalAction>;

const entityPath = { entity: z.string(), id: z.coerce.number().int().positive() };
export const approvalPathParams = z.object(entityPath);

export const approvalDetail = endpoint({
  method: 'GET',
  path: '/api/approvals/:entity/:id',
  access: LOGIN,
  summary: '一条待审批记录：关键字段、附件、处理记录、我现在可以做的操作',
  response: approvalItem.extend({
    fields: z.array(z.object({ label: z.string(), value: z.string() })),
    attachments: z.array(z.object({ id: z.number(), name: z.string(), size: z.number(), url: z.string() })),
    history: z.array(approvalLogRow),
    actions: z.array(approvalAction),
    /** The record's page in the portal. */
    portalPath: z.string(),
  }),
});
export type ApprovalDetail = DataOf<typeof approvalDetail>;

export const approvalDecide = endpoint({
  method: 'POST',
  path: '/api/approvals/:entity/:id/decide',
  access: LOGIN,
  summary: '审批：执行与门户相同的流程操作（同样的权限与状态校验）',
  body: z.object({
    action: z.string({ error: '请选择操作' }).min(1, '请选择操作').max(50),
    version: z.coerce.number().int().positive().optional(),
    comment: z.string().trim().max(500, '原因最多500字').optional(),
    fields: z.record(z.string(), z.string().max(200)).optional(),
  }),
  response: z.object({ status: z.string(), statusLabel: z.string(), version: z.number() }),
});
