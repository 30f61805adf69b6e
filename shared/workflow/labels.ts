import { findTransition, type Machine } from './machine';

/** Names of the business-log actions that are not transitions. */
const OTHER_ACTIONS: Record<string, string> = {
  save: '保存草稿',
  create: '创建',
  edit: '修改',
  attach: '添加附件',
  detach: '删除附件',
  link: '关联回款',
  revealCode: '查看卡密',
  track: '修改物流',
  assign: '转派',
  grant: '发放礼品',
};

/** What a business-log entry's `action` reads as: the transition's label, else a known log action. */
export function actionLabel(machine: Machine | undefined, action: string): string {
  return (machine && findTransition(machine, action)?.label) ?? OTHER_ACTIONS[action] ?? action;
}
