import type { ApprovalInbox } from '@shared/api/approvals';
import { formatMoney } from '@shared/format/currency';
import type { LarkConfig } from '../../config';
import { crmLink, widgetPath } from './approval';
import { buttonRow, callbackButton, card, divider, escapeMd, markdown, type Card, type CardElement } from './elements';

/** Items shown in one to-do card; the rest are in the inbox widget. */
export const TODO_CARD_LIMIT = 10;

/** A decision taken from the to-do list with one tap: it needs no reason and no other input. */
export interface QuickAction {
  action: string;
  label: string;
}

/**
 * The sender's pending approvals: counts per kind, then each item with its one-tap decision (when it
 * has one, keyed `entity:id`) and a link to decide otherwise.
 */
export function todoCard(lark: LarkConfig, inbox: ApprovalInbox, userName: string, quick: Map<string, QuickAction>): Card {
  const total = inbox.kinds.reduce((n, k) => n + k.count, 0);
  const inboxLink = crmLink(lark, '打开待审批列表', '/widgets/inbox');
  if (!total) return card('我的待审批', 'green', [markdown(`${escapeMd(userName)}，当前没有待你审批的事项。`), inboxLink]);
  const counts = inbox.kinds.filter((k) => k.count > 0).map((k) => `${escapeMd(k.title)} **${k.count}**`).join('　');
  const rows: CardElement[] = inbox.items.slice(0, TODO_CARD_LIMIT).flatMap((item) => {
    const amount = item.amount && item.currency ? `　${escapeMd(formatMoney(item.amount, item.currency))}` : '';
    const pass = quick.get(`${item.entity}:${item.id}`);
    const buttons = [crmLink(lark, '查看 / 处理', widgetPath(item))];
    // Decisions that need a reason or more input (the paying account of 确认付款) are taken in the widget.
    if (pass) buttons.unshift(callbackButton(`${pass.action}-${item.entity}-${item.id}`, pass.label, 'primary', { kind: 'approval', entity: item.entity, id: item.id, action: pass.action, version: item.version, from: 'todo' }, false));
    return [divider(), markdown(`**${escapeMd(item.kindTitle)}**　${escapeMd(item.title)}${amount}\n提交人：${escapeMd(item.submitterName)}`), buttonRow(buttons)];
  });
  const more = total > TODO_CARD_LIMIT ? [markdown(`还有 ${total - Math.min(TODO_CARD_LIMIT, inbox.items.length)} 项，请打开待审批列表查看。`)] : [];
  return card('我的待审批', 'orange', [markdown(counts), ...rows, ...more, inboxLink], `共 ${total} 项`);
}

export function helpCard(lark: LarkConfig): Card {
  return card('Crossdock 助手', 'blue', [
    markdown('发送 **待办**（或 todo）查看待你审批的事项。\n新的审批会以卡片发给你，可直接在卡片上通过或驳回。'),
    buttonRow([crmLink(lark, '待审批列表', '/widgets/inbox'), crmLink(lark, '打开 CRM', '/')]),
  ]);
}

export function bindHelpCard(lark: LarkConfig): Card {
  return card('请先绑定 CRM 账号', 'grey', [
    markdown('你的飞书账号还没有绑定 Crossdock CRM 账号，暂时无法查看或处理审批。\n\n请联系管理员在 **系统管理 → 用户管理 → 绑定飞书** 中绑定；如果你的飞书企业邮箱与 CRM 账号的邮箱一致，直接打开下面的应用即可自动绑定。'),
    crmLink(lark, '在飞书中打开 Crossdock', '/widgets/inbox'),
  ]);
}
