import type { ApprovalAction, ApprovalItem } from '@shared/api/approvals';
import { formatMoney } from '@shared/format/currency';
import { formatTime } from '@shared/format/date';
import type { LarkConfig } from '../../config';
import { buttonRow, callbackButton, card, divider, escapeMd, fieldLines, form, linkButton, markdown, select, textInput, type Card, type CardElement } from './elements';

/** What a card button sends back (card.action.trigger `action.value`). */
export interface ApprovalButtonValue {
  kind: 'approval';
  entity: string;
  id: number;
  action: string;
  version: number;
}

export interface ApprovalCardInput {
  item: ApprovalItem;
  fields: Array<{ label: string; value: string }>;
  portalPath: string;
}

export interface DecisionShown {
  /** The transition's label, e.g. 审核通过. */
  label: string;
  actorName: string;
  at: Date;
  comment: string | null;
  /** The record's state now, e.g. 待财务确认. */
  statusLabel: string;
  danger: boolean;
}

/** Links open through /lark/start, which signs the user in with Lark first. */
export const launchUrl = (lark: LarkConfig, path: string) => `${lark.publicUrl}/lark/start?to=${encodeURIComponent(path)}`;
export const widgetPath = (item: Pick<ApprovalItem, 'entity' | 'id'>) => `/widgets/detail?entity=${encodeURIComponent(item.entity)}&id=${item.id}`;

function summary(input: ApprovalCardInput): CardElement[] {
  const { item } = input;
  const amount = item.amount && item.currency ? formatMoney(item.amount, item.currency) : null;
  const head = [
    amount ? `**金额**　<font color='red'>${escapeMd(amount)}</font>` : null,
    `**提交人**　${escapeMd(item.submitterName)}${item.submittedAt ? `　${formatTime(item.submittedAt)}` : ''}`,
  ].filter(Boolean);
  return [markdown(head.join('\n')), fieldLines(input.fields)];
}

function links(lark: LarkConfig, input: ApprovalCardInput): CardElement {
  return buttonRow([linkButton('在 CRM 中打开', launchUrl(lark, input.portalPath)), linkButton('手机上处理', launchUrl(lark, widgetPath(input.item)))]);
}

/**
 * The card an approver gets while the record waits: key fields, an opinion box (a rejection needs
 * it), the inputs an action needs, one button per decision, and links to the portal and the widget.
 */
export function pendingApprovalCard(lark: LarkConfig, input: ApprovalCardInput, actions: ApprovalAction[]): Card {
  const { item } = input;
  const inputs = actions.flatMap((a) => a.fields).map((f) => (f.type === 'select' ? select(f.name, `${f.label}${f.required ? '（必填）' : ''}`, f.options ?? []) : textInput(f.name, `${f.label}${f.required ? '（必填）' : ''}`)));
  const needsReason = actions.some((a) => a.comment === 'required');
  const buttons = actions.map((a) =>
    callbackButton(a.action, a.label, a.danger ? 'danger' : 'primary', { kind: 'approval', entity: item.entity, id: item.id, action: a.action, version: item.version } satisfies ApprovalButtonValue, true),
  );
  return card(item.kindTitle, 'orange', [
    ...summary(input),
    divider(),
    form('decision', [...inputs, textInput('comment', needsReason ? '审批意见（驳回时必填）' : '审批意见（选填）'), buttonRow(buttons)]),
    links(lark, input),
  ], item.title);
}

/** The card once decided, for the approver who acted and every other approver alike; `kindTitle` names the decided step. */
export function decidedApprovalCard(lark: LarkConfig, input: ApprovalCardInput, kindTitle: string, decision: DecisionShown): Card {
  const { item } = input;
  const note = `**${escapeMd(decision.actorName)}** 于 ${formatTime(decision.at)} ${escapeMd(decision.label)}${decision.comment ? `：${escapeMd(decision.comment)}` : ''}\n当前状态：${escapeMd(decision.statusLabel)}`;
  return card(`${kindTitle} · 已由${decision.actorName}处理`, decision.danger ? 'red' : 'green', [...summary(input), divider(), markdown(note), links(lark, input)], item.title);
}

/** A record that is gone (deleted) or no longer readable: the card stops offering decisions. */
export function closedApprovalCard(title: string, reason: string): Card {
  return card(title, 'grey', [markdown(escapeMd(reason))]);
}
