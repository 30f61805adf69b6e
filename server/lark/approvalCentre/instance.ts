import { findTransition, type Machine } from '@shared/workflow';
import type { ApprovalAction } from '@shared/api/approvals';
import type { LarkConfig } from '../../config';
import { appLink, launchUrl, widgetPath, type ApprovalCardInput } from '../cards/approval';
import type { ExternalInstance } from '../platform';

type Task = NonNullable<ExternalInstance['task_list']>[number];

/** A task: one approver's card of one round (`lark_cards`, round > 0). */
export interface TaskRow {
  round: number;
  stage: string;
  userId: number;
  openId: string;
}

/** The record's workflow events, oldest first (what decided each round). */
export interface RecordEvent {
  id: number;
  action: string;
  fromStatus: string | null;
  actorId: number;
  createdAt: Date;
}

/** What Lark hands back when a task is decided in the approval centre (`action_context`). */
export interface ActionContext {
  entity: string;
  id: number;
  version: number;
  stage: string;
}

export interface InstanceInput {
  lark: LarkConfig;
  approvalCode: string;
  machine: Machine;
  kindTitles: Record<string, string>;
  /** Undefined when the record is gone. */
  card: ApprovalCardInput | undefined;
  entity: string;
  entityId: number;
  /** The current waiting round, when the record waits. */
  round: number | undefined;
  tasks: TaskRow[];
  events: RecordEvent[];
  requester: { openId: string } | { name: string };
  /** The decisions offered while waiting, for the approval centre's 同意 / 拒绝. */
  actions: ApprovalAction[];
}

export const instanceId = (entity: string, id: number) => `${entity}-${id}`;
const ms = (d: Date | string | null | undefined) => (d ? String(new Date(d).getTime()) : '0');

/**
 * The 同意 / 拒绝 of a waiting task: 同意 is the decision that needs no more input than a reason
 * (not 确认付款, which needs the paying account: that one opens the widget), 拒绝 the dangerous one.
 */
export function quickActions(actions: ApprovalAction[]): { approve?: ApprovalAction; reject?: ApprovalAction } {
  return {
    approve: actions.find((a) => !a.danger && a.fields.length === 0),
    reject: actions.find((a) => a.danger && a.fields.length === 0),
  };
}

function taskStatus(input: InstanceInput, task: TaskRow): Task['status'] {
  const decided = input.events.find((e) => e.id > task.round && e.fromStatus === task.stage);
  if (!decided) return input.round === task.round ? 'PENDING' : 'DONE';
  if (decided.actorId !== task.userId) return 'DONE';
  return findTransition(input.machine, decided.action)?.danger ? 'REJECTED' : 'APPROVED';
}

function instanceStatus(input: InstanceInput): ExternalInstance['status'] {
  if (!input.card) return 'DELETED';
  if (input.round !== undefined) return 'PENDING';
  const last = input.events[input.events.length - 1];
  const transition = last && findTransition(input.machine, last.action);
  if (!transition?.approval) return 'CANCELED';
  return transition.danger ? 'REJECTED' : 'APPROVED';
}

/**
 * The record as a third-party approval instance: one instance per record, one task per approver
 * and round (the same people who get a card), texts in Chinese and English (`@i18n@` keys).
 */
export function externalInstance(input: InstanceInput): ExternalInstance {
  const { card, lark } = input;
  const item = card?.item;
  const path = widgetPath({ entity: input.entity, id: input.entityId });
  const links = { pc_link: appLink(lark, launchUrl(lark, path)), mobile_link: launchUrl(lark, path) };
  const zh: Array<{ key: string; value: string }> = [];
  const en: Array<{ key: string; value: string }> = [];
  const text = (key: string, zhValue: string, enValue = zhValue) => {
    zh.push({ key: `@i18n@${key}`, value: zhValue });
    en.push({ key: `@i18n@${key}`, value: enValue });
    return `@i18n@${key}`;
  };
  const kind = input.kindTitles[item?.status ?? ''] ?? input.machine.title;
  const title = text('title', `${kind}：${item?.title ?? `#${input.entityId}`}`, `${kind}: ${item?.title ?? `#${input.entityId}`}`);
  const rows = item ? [...(item.amount && item.currency ? [{ zh: '金额', en: 'Amount', value: `${item.currency} ${item.amount}` }] : []), { zh: '提交人', en: 'Submitted by', value: item.submitterName }, { zh: '状态', en: 'Status', value: item.statusLabel }] : [];
  const form = [
    ...rows.map((r, i) => ({ name: text(`head${i}`, r.zh, r.en), value: text(`headValue${i}`, r.value) })),
    ...(card?.fields ?? []).map((f, i) => ({ name: text(`field${i}`, f.label), value: text(`value${i}`, f.value) })),
  ];
  const { approve, reject } = quickActions(input.actions);
  const lastEvent = input.events[input.events.length - 1];
  const status = instanceStatus(input);
  const task_list: Task[] = input.tasks.map((t) => {
    const taskState = taskStatus(input, t);
    const pending = taskState === 'PENDING';
    const context: ActionContext = { entity: input.entity, id: input.entityId, version: item?.version ?? 0, stage: t.stage };
    const decided = input.events.find((e) => e.id > t.round && e.fromStatus === t.stage);
    return {
      task_id: `${t.round}-${t.userId}`,
      open_id: t.openId,
      title: text(`task${t.round}`, input.kindTitles[t.stage] ?? input.machine.title),
      links,
      status: taskState,
      create_time: ms(input.events.find((e) => e.id === t.round)?.createdAt ?? item?.submittedAt),
      end_time: pending ? '0' : ms(decided?.createdAt ?? lastEvent?.createdAt),
      update_time: String(Date.now()),
      ...(pending
        ? {
            action_context: JSON.stringify(context),
            action_configs: [
              ...(approve ? [{ action_type: 'APPROVE', action_name: text('approve', approve.label), is_need_reason: true, is_reason_required: approve.comment === 'required' }] : []),
              ...(reject ? [{ action_type: 'REJECT', action_name: text('reject', reject.label), is_need_reason: true, is_reason_required: reject.comment === 'required' }] : []),
            ],
          }
        : {}),
    };
  });
  return {
    approval_code: input.approvalCode,
    status,
    instance_id: instanceId(input.entity, input.entityId),
    links,
    title,
    form,
    ...('openId' in input.requester ? { open_id: input.requester.openId } : { user_name: input.requester.name }),
    start_time: ms(item?.submittedAt ?? input.events[0]?.createdAt),
    end_time: status === 'PENDING' ? '0' : ms(lastEvent?.createdAt),
    update_time: String(Date.now()),
    update_mode: 'REPLACE',
    task_list,
    i18n_resources: [
      { locale: 'zh-CN', texts: zh, is_default: true },
      { locale: 'en-US', texts: en, is_default: false },
    ],
  };
}
