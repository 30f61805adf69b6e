import type { ApprovalAction, ApprovalItem } from '@shared/api/approvals';
import { formatMoney } from '@shared/format/currency';
import { formatTime } from '@shared/format/date';
import type { LarkConfig } from '../../config';
import { buttonRow, callbackButton, card, divider, escapeMd, fieldLines, form, i18n, joinText, linkButton, markdown, select, textInput, type Card, type CardElement, type Text } from './elements';

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

/**
 * Lark's AppLink that opens a web page inside the desktop client (`web_url/open`, in the sidebar),
 * instead of a system browser and a QR login. Lark international uses applink.larksuite.com.
 */
export function appLink(lark: LarkConfig, url: string): string {
  const host = lark.domain.includes('larksuite.com') ? 'https://applink.larksuite.com' : 'https://applink.feishu.cn';
  return `${host}/client/web_url/open?mode=sidebar-semi&url=${encodeURIComponent(url)}`;
}

/** A link button to a CRM page: an AppLink on desktop, the signed-in launch URL on phones. */
export const crmLink = (lark: LarkConfig, text: Text, path: string) => {
  const url = launchUrl(lark, path);
  return linkButton(text, url, appLink(lark, url));
};
export const widgetPath = (item: Pick<ApprovalItem, 'entity' | 'id'>) => `/widgets/detail?entity=${encodeURIComponent(item.entity)}&id=${item.id}`;

function summary(input: ApprovalCardInput): CardElement[] {
  const { item } = input;
  const amount = item.amount && item.currency ? formatMoney(item.amount, item.currency) : null;
  const line = (zh: string, en: string, value: string) => i18n(`**${zh}**　${value}`, `**${en}**　${value}`);
  const head: Text[] = [
    ...(amount ? [line('金额', 'Amount', `<font color='red'>${escapeMd(amount)}</font>`)] : []),
    line('提交人', 'Submitted by', `${escapeMd(item.submitterName)}${item.submittedAt ? `　${formatTime(item.submittedAt)}` : ''}`),
  ];
  return [markdown(joinText(head, '\n')), fieldLines(input.fields)];
}

function links(lark: LarkConfig, input: ApprovalCardInput): CardElement {
  return buttonRow([crmLink(lark, i18n('在 CRM 中打开', 'Open in CRM'), input.portalPath), crmLink(lark, i18n('手机上处理', 'Handle on phone'), widgetPath(input.item))]);
}

/**
 * The card an approver gets while the record waits: key fields, an opinion box (a rejection needs
 * it), the inputs an action needs, one button per decision, and links to the portal and the widget.
 */
export function pendingApprovalCard(lark: LarkConfig, input: ApprovalCardInput, actions: ApprovalAction[], notice?: Text): Card {
  const { item } = input;
  const placeholder = (f: { label: string; required?: boolean }) => (f.required ? i18n(`${f.label}（必填）`, `${f.label} (required)`) : f.label);
  const inputs = actions.flatMap((a) => a.fields).map((f) => (f.type === 'select' ? select(f.name, placeholder(f), f.options ?? []) : textInput(f.name, placeholder(f))));
  const needsReason = actions.some((a) => a.comment === 'required');
  const buttons = actions.map((a) =>
    callbackButton(a.action, a.label, a.danger ? 'danger' : 'primary', { kind: 'approval', entity: item.entity, id: item.id, action: a.action, version: item.version } satisfies ApprovalButtonValue, true),
  );
  return card(item.kindTitle, notice ? 'red' : 'orange', [
    ...(notice ? [markdown(notice)] : []),
    ...summary(input),
    divider(),
    form('decision', [...inputs, textInput('comment', needsReason ? i18n('审批意见（驳回时必填）', 'Opinion (required to reject)') : i18n('审批意见（选填）', 'Opinion (optional)')), buttonRow(buttons)]),
    links(lark, input),
  ], item.title);
}

/** The card once decided, for the approver who acted and every other approver alike; `kindTitle` names the decided step. */
export function decidedApprovalCard(lark: LarkConfig, input: ApprovalCardInput, kindTitle: string, decision: DecisionShown): Card {
  const { item } = input;
  const what = `${escapeMd(decision.label)}${decision.comment ? `：${escapeMd(decision.comment)}` : ''}`;
  const note = i18n(
    `**${escapeMd(decision.actorName)}** 于 ${formatTime(decision.at)} ${what}\n当前状态：${escapeMd(decision.statusLabel)}`,
    `**${escapeMd(decision.actorName)}** at ${formatTime(decision.at)}: ${what}\nStatus now: ${escapeMd(decision.statusLabel)}`,
  );
  const title = i18n(`${kindTitle} · 已由${decision.actorName}处理`, `${kindTitle} · decided by ${decision.actorName}`);
  return card(title, decision.danger ? 'red' : 'green', [...summary(input), divider(), markdown(note), links(lark, input)], item.title);
}

/** A record that is gone (deleted) or no longer readable: the card stops offering decisions. */
export function closedApprovalCard(title: string, reason: string): Card {
  return card(title, 'grey', [markdown(escapeMd(reason))]);
}

/** A reminder on top of a fresh card: how long the record has waited. */
export const waitingNotice = (days: number): Text =>
  i18n(`<font color='red'>**催办**</font>　该审批已等待 ${days} 天，请尽快处理。`, `<font color='red'>**Reminder**</font>　waiting for ${days} day(s), please decide.`);

/** What a replaced card turns into (when Lark still allows editing it): a pointer to the fresh one. */
export function movedCard(lark: LarkConfig, input: ApprovalCardInput): Card {
  return card(input.item.kindTitle, 'grey', [markdown(i18n('此卡片已换为下方的新卡片，请在新卡片上处理。', 'This card was replaced by a newer one below; please decide there.')), links(lark, input)], input.item.title);
}
