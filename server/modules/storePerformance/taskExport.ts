import { and, desc, lt } from 'drizzle-orm';
import { z } from 'zod';
import { notificationTaskFilter } from '@shared/api/storePerformance/notifications';
import { notificationTaskFields } from '@shared/api/storePerformance/recordFields';
import { accountNoticeScreen } from '@shared/api/storePerformance/screens';
import { perfNotificationTasks as t } from '../../db/schema';
import { defineExport } from '../../excel/export-kinds';
import { fieldSheet } from '../../excel/fields';
import { keysetRows } from '../../http/listPage';
import { taskSelect, taskWhere, toTaskRow } from './taskQueries';

const sheet = fieldSheet(notificationTaskFields, [
  'id', 'title', 'status', 'storeName', 'platformName', 'noticeType', 'brand', 'receivedOn', 'deadline', 'chargeUserName', 'resultType', 'creatorName', 'createdAt', 'finishedAt',
]);

/** The list's filter (stored through JSON: `mine` comes back as a boolean) and the asker's scope, taken when the task is created. */
const params = notificationTaskFilter.extend({ mine: z.boolean().nullish(), scope: z.number().optional() });
type Params = z.output<typeof params>;

/** 通知任务 导出: every task of the list's filter in the asker's view, newest first, 1,000 at a time by id. */
export const taskExport = defineExport<Params>({
  kind: 'perfNotificationTask',
  fileName: '通知任务',
  screen: accountNoticeScreen.path,
  columns: sheet.columns,
  params: params as unknown as z.ZodType<Params>,
  async *rows(deps, p, caller) {
    const { scope, ...filter } = p;
    const where = taskWhere({ ...filter, mine: filter.mine ?? undefined }, scope, caller.userId);
    yield* keysetRows(
      (beforeId, size) => taskSelect(deps.db).where(and(where, beforeId === undefined ? undefined : lt(t.id, beforeId))).orderBy(desc(t.id)).limit(size),
      (r) => sheet.row(toTaskRow(r)),
    );
  },
});
