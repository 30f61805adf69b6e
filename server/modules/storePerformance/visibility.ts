import { accountNoticeScreen, accountTaskScreen } from '@shared/api/storePerformance/screens';
import { perfNotificationTasks } from '../../db/schema';
import { defineVisibility } from '../../http/visibility';

/** Holders of 查看全部 on 通知任务 or 绩效任务 see every task; others the tasks they are in charge of. */
export const taskVisibility = defineVisibility({ screens: [accountNoticeScreen.path, accountTaskScreen.path], owner: perfNotificationTasks.chargeUserId, title: '通知任务' });
