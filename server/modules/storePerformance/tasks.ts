import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import {
  addNotificationTaskExcelTask,
  addNotification,
  assignChargeUser,
  chargeUsers,
  generateTask,
  getAllBrand,
  getTrackAndFeedbackInfo,
  notificationTaskDetailGet,
  notificationTaskTabNum,
  queryNotificationTaskList,
  RESULT_TYPES,
  resultFeedback,
  saveTaskInfo,
  signNotDeal,
  type noticeInput,
  type NotificationTaskDetail,
} from '@shared/api/storePerformance/notifications';
import { accountTaskScreen } from '@shared/api/storePerformance/screens';
import { notificationTaskMachine as machine } from '@shared/workflow';
import type { Db, Tx } from '../../db/connection';
import { createExportTask } from '../../excel/export-tasks';
import { perfNotificationTasks as t, productBrands, users } from '../../db/schema';
import { loadUserCodes } from '../../http/auth/codes';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { countedListPage } from '../../http/preparedList';
import { actionsFor, actorOf, addTransition, recordCreated, runTransitionInTx, workflowLog, type Actor, type CurrentRecord, type TransitionResult } from '../../workflow';
import type { PlatformScope } from '../reference';
import { storeInView, storeScope } from './scope';
import { taskExport } from './taskExport';
import { taskConditions, taskSelect, taskTabCounts, taskValues, taskWhere, toTaskRow } from './taskQueries';
import { taskVisibility as visibility } from './visibility';

const SAVE_CODE = accountTaskScreen.code('save');

/** A platform notice recorded (待处理) about a store in view; the same notice twice is a warning. */
export async function addNotice(db: Db, actor: Actor, scope: PlatformScope, input: z.output<typeof noticeInput>): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await storeInView(tx, scope, input.storeId);
    const [same] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.storeId, input.storeId), eq(t.receivedOn, input.receivedOn), eq(t.title, input.title)));
    if (same) throw fail.warning('该店铺同一天同标题的通知已登记，请勿重复登记');
    const [row] = await tx
      .insert(t)
      .values({ ...input, deadline: input.deadline ?? null, status: 'pending', createdBy: actor.userId })
      .returning({ id: t.id });
    await recordCreated(tx, machine, row!.id, 'pending', actor);
    return row!;
  });
}

/** Only the person in charge records progress and the result. */
async function mustBeInCharge(tx: Tx, record: CurrentRecord, actor: Actor): Promise<void> {
  const [row] = await tx.select({ chargeUserId: t.chargeUserId }).from(t).where(eq(t.id, record.id));
  if (row?.chargeUserId !== actor.userId) throw fail.refused('只有该任务的负责人可以处理');
}

/** An active user who may work on 绩效任务 (holds 处理记录). */
async function chargeUser(tx: Tx | Db, userId: number): Promise<{ id: number; name: string }> {
  const [user] = await tx.select({ id: users.id, name: users.name, status: users.status }).from(users).where(eq(users.id, userId));
  if (!user || user.status !== 'active') throw fail.badRequest('负责人不存在或已停用');
  if (!(await loadUserCodes(tx as Db, userId)).elements.has(SAVE_CODE)) throw fail.refused(`${user.name}没有绩效任务的处理权限，不能作为负责人`);
  return user;
}

/** 分配负责人: the log names who the task went to (the engine's one transaction, version check and event). */
async function runAssign(db: Db, actor: Actor, input: { id: number; version?: number; chargeUserId: number; comment?: string }): Promise<TransitionResult> {
  const scope = visibility.scopeOf(actor);
  if (scope !== undefined) await visibility.head(db, input.id, scope);
  return db.transaction(async (tx) => {
    const user = await chargeUser(tx, input.chargeUserId);
    return runTransitionInTx(tx, machine, t, {
      id: input.id,
      version: input.version,
      action: 'assign',
      actor,
      comment: [`负责人：${user.name}`, input.comment?.trim()].filter(Boolean).join('；'),
      apply: async (inner, record) => {
        const [row] = await inner.select({ chargeUserId: t.chargeUserId }).from(t).where(eq(t.id, record.id));
        if (row?.chargeUserId === user.id) throw fail.refused(`该任务已由${user.name}负责`);
        return { chargeUserId: user.id };
      },
    });
  });
}

async function taskDetail(db: Db, actor: Actor, id: number): Promise<NotificationTaskDetail> {
  await visibility.head(db, id, visibility.scopeOf(actor));
  const [row] = await taskSelect(db).where(eq(t.id, id));
  const [more] = await db.select({ content: t.content, requirement: t.requirement, progress: t.progress, result: t.result }).from(t).where(eq(t.id, id));
  const inCharge = row!.chargeUserId === actor.userId;
  const actions = actionsFor(machine, row!, actor).filter((a) => inCharge || (a.action !== 'save' && a.action !== 'feedback'));
  return { ...toTaskRow(row!), ...more!, actions };
}

/** Active users holding 绩效任务's 处理记录: who can be put in charge. */
async function chargeUserOptions(db: Db): Promise<Array<{ id: number; name: string }>> {
  const result = await db.execute(sql`select distinct u.id, u.name from users u
    join group_members gm on gm.user_id = u.id
    join group_elements ge on ge.group_id = gm.group_id
    join elements e on e.id = ge.element_id
    where e.code = ${SAVE_CODE} and u.status = 'active' order by u.id`);
  return (result as unknown as { rows: Array<{ id: number; name: string }> }).rows;
}

async function brands(db: Db): Promise<string[]> {
  const result = await db.execute(sql`select name from (select ${productBrands.name} as name from ${productBrands}
    union select ${t.brand} from ${t} where ${t.brand} is not null) b order by name`);
  return (result as unknown as { rows: Array<{ name: string }> }).rows.map((r) => r.name);
}

/** 通知任务 and 绩效任务: the list, its export, the notice, the task's transitions and its track. */
export function taskRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addTransition(routes, generateTask, {
    table: t,
    visibility,
    comment: (i) => i.requirement,
    apply: async (_tx, _r, { input }) => ({ requirement: input.requirement, ...(input.deadline ? { deadline: input.deadline } : {}) }),
  });
  addTransition(routes, saveTaskInfo, {
    table: t,
    visibility,
    apply: async (tx, record, { input, actor }) => {
      await mustBeInCharge(tx, record, actor);
      return { progress: input.comment };
    },
  });
  addTransition(routes, resultFeedback, {
    table: t,
    visibility,
    comment: (i) => `${RESULT_TYPES[i.resultType]}：${i.comment}`,
    apply: async (tx, record, { input, actor }) => {
      await mustBeInCharge(tx, record, actor);
      return { resultType: input.resultType, result: input.comment, finishedAt: new Date() };
    },
  });
  addTransition(routes, signNotDeal, { table: t, visibility, apply: async () => ({ finishedAt: new Date() }) });
  return routes
    .add(
      assignChargeUser,
      async ({ body, caller, deps, res }) => {
        res.locals.audit = true;
        return runAssign(deps.db, await actorOf(caller), body);
      },
      runAssign,
    )
    .add(queryNotificationTaskList, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return countedListPage(deps.db, {
        name: 'perf_tasks',
        values: taskValues(filter, await visibility.scope(caller), caller.userId),
        conditions: taskConditions,
        select: (extra) => taskSelect(deps.db, extra),
        order: [desc(t.receivedOn), desc(t.id)],
        page,
        limit,
        counted: t,
        cap: LIST_COUNT_CAP,
        map: toTaskRow,
      });
    })
    .add(addNotificationTaskExcelTask, async (ctx) => createExportTask(ctx, taskExport, { ...ctx.query, scope: await visibility.scope(ctx.caller) }))
    .add(notificationTaskTabNum, async ({ query, caller, deps }) => taskTabCounts(deps.db, machine.tabs, taskWhere({ mine: query.mine }, await visibility.scope(caller), caller.userId)))
    .add(notificationTaskDetailGet, async ({ query, caller, deps }) => taskDetail(deps.db, await actorOf(caller), query.id))
    .add(addNotification, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return addNotice(deps.db, await actorOf(caller), await storeScope(deps.db, caller), body);
    })
    .add(getTrackAndFeedbackInfo, async ({ query, caller, deps }) => {
      await visibility.head(deps.db, query.id, await visibility.scope(caller));
      return workflowLog(deps.db, machine, query.id);
    })
    .add(getAllBrand, async ({ deps }) => brands(deps.db))
    .add(chargeUsers, async ({ deps }) => chargeUserOptions(deps.db));
}
