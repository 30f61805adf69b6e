import { accountNoticeScreen, accountTaskScreen } from '../api/storePerformance/screens';
import { defineMachine } from './machine';

/**
 * Notification tasks (docs/domain/store-performance.md): a platform notice about a store (待处理) becomes a
 * task (待分配), is given to a person in charge (处理中; reassigning keeps it there), who records progress
 * and closes it with a result (已完成); a notice or an unassigned task may be marked 不处理.
 * Only the person in charge records progress and feedback: the module checks it (the actor rules know
 * only the creator).
 */
export const notificationTaskMachine = defineMachine({
  entity: 'perf_notification_task',
  title: '通知任务',
  screen: accountNoticeScreen.path,
  states: {
    pending: { label: '待处理', color: 'orange' },
    unassigned: { label: '待分配', color: 'violet' },
    processing: { label: '处理中', color: 'blue' },
    done: { label: '已完成', color: 'green' },
    ignored: { label: '不处理', color: 'grey' },
  },
  tabs: ['pending', 'unassigned', 'processing', 'done', 'ignored'],
  transitions: [
    { action: 'generate', label: '生成任务', from: ['pending'], to: 'unassigned', element: accountNoticeScreen.code('generate'), actor: 'anyone' },
    { action: 'assign', label: '分配负责人', from: ['unassigned', 'processing'], to: 'processing', element: accountNoticeScreen.code('assign'), actor: 'anyone' },
    { action: 'save', label: '处理记录', from: ['processing'], to: 'processing', element: accountTaskScreen.code('save'), actor: 'anyone', comment: 'required' },
    { action: 'feedback', label: '结果反馈', from: ['processing'], to: 'done', element: accountTaskScreen.code('feedback'), actor: 'anyone', comment: 'required' },
    { action: 'notDeal', label: '标记不处理', from: ['pending', 'unassigned'], to: 'ignored', element: accountNoticeScreen.code('notDeal'), actor: 'anyone', comment: 'required', danger: true },
  ],
});

export const notificationTaskMachines = [notificationTaskMachine];
