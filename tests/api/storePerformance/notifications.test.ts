import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addNotification,
  assignChargeUser,
  chargeUsers,
  generateTask,
  getAllBrand,
  getTrackAndFeedbackInfo,
  notificationTaskDetailGet,
  notificationTaskTabNum,
  queryNotificationTaskList,
  resultFeedback,
  saveTaskInfo,
  signNotDeal,
  type NoticeInput,
} from '@shared/api/storePerformance/notifications';
import { perfNotificationTasks, stores } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, userId, type As } from '../admin/support';

let t: TestApp;
let manager: As; // songyu 店铺经理
let op: As; // wangfang 运营
let op2: As; // liqiang 运营
let sales: As; // zhangwei: no store-performance screen
const ids = { wangfang: 0, liqiang: 0, zhangwei: 0 };
let storeId = 0;
let n = 0;

const notice = (over: Partial<NoticeInput> = {}): NoticeInput => ({
  storeId,
  noticeType: 'ip',
  brand: 'HomeKit',
  title: `TEST 知识产权投诉 ${++n}`,
  content: 'Listing B0TEST0001 被投诉侵犯商标权，请在 7 天内处理。',
  receivedOn: '2026-11-20',
  deadline: '2026-11-27',
  ...over,
});
const newNotice = async (over: Partial<NoticeInput> = {}) => {
  const res = await manager.call(addNotification, { body: notice(over) });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data!.id;
};
const row = async (id: number) => (await t.db.select().from(perfNotificationTasks).where(eq(perfNotificationTasks.id, id)))[0]!;
/** A task generated and given to wangfang. */
const assigned = async () => {
  const id = await newNotice();
  expect((await manager.call(generateTask, { body: { id, requirement: '联系权利人并提交申诉' } })).resCode).toBe(200);
  const res = await manager.call(assignChargeUser, { body: { id, chargeUserId: ids.wangfang } });
  expect(res.resCode, res.resDes).toBe(200);
  return id;
};

beforeAll(async () => {
  t = await createTestApp();
  [manager, op, op2, sales] = (await Promise.all(['songyu', 'wangfang', 'liqiang', 'zhangwei'].map((u) => t.login(u)))).map((token) => as(t, token));
  for (const name of ['wangfang', 'liqiang', 'zhangwei'] as const) ids[name] = await userId(t, name);
  storeId = (await t.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'AMZUS-HOME')))[0]!.id;
}, 60_000);
afterAll(() => t.close());

describe('notification tasks', () => {
  it('go from notice to task to person in charge to result, every step in the track', async () => {
    const id = await newNotice();
    const detail = (await manager.call(notificationTaskDetailGet, { query: { id } })).data!;
    expect(detail).toMatchObject({ status: 'pending', storeId, noticeType: 'ip', brand: 'HomeKit' });
    expect(detail.actions.map((a) => a.action)).toEqual(['generate', 'notDeal']);
    expectRefused(await manager.call(generateTask, { body: { id, requirement: ' ' } }), 400, '请填写任务要求');
    const generated = await manager.call(generateTask, { body: { id, version: detail.version, requirement: '联系权利人并提交申诉', deadline: '2026-11-25' } });
    expect(generated.data!.to).toBe('unassigned');
    expect(await row(id)).toMatchObject({ status: 'unassigned', requirement: '联系权利人并提交申诉', deadline: '2026-11-25' });
    expectRefused(await manager.call(assignChargeUser, { body: { id, chargeUserId: ids.zhangwei } }), 500, '张伟没有绩效任务的处理权限');
    expect((await manager.call(assignChargeUser, { body: { id, chargeUserId: ids.wangfang } })).data!.to).toBe('processing');
    const mine = (await op.call(notificationTaskDetailGet, { query: { id } })).data!;
    expect(mine.actions.map((a) => a.action)).toEqual(['save', 'feedback']);
    expect((await op.call(saveTaskInfo, { body: { id, version: mine.version, comment: '已联系权利人，等待回复' } })).data!.to).toBe('processing');
    expect((await row(id)).progress).toBe('已联系权利人，等待回复');
    expectRefused(await op.call(resultFeedback, { body: { id, comment: '已撤诉' } as never }), 400, '请选择处理结果');
    expect((await op.call(resultFeedback, { body: { id, resultType: 'appealed', comment: '权利人已撤诉' } })).data!.to).toBe('done');
    expect(await row(id)).toMatchObject({ status: 'done', resultType: 'appealed', result: '权利人已撤诉', chargeUserId: ids.wangfang });
    expect((await row(id)).finishedAt).not.toBeNull();
    const track = (await manager.call(getTrackAndFeedbackInfo, { query: { id } })).data!;
    expect(track.map((s) => s.action)).toEqual(['create', 'generate', 'assign', 'save', 'feedback']);
    expect(track[2]!.comment).toBe('负责人：王芳');
    expect(track[4]!.comment).toBe('已申诉成功：权利人已撤诉');
    // Refused by state: a finished task takes nothing more.
    expectRefused(await op.call(saveTaskInfo, { body: { id, comment: '再记录' } }), 409, '当前状态：已完成');
    expectRefused(await manager.call(signNotDeal, { query: { id, version: (await row(id)).version, comment: '无需处理' } }), 409, '当前状态：已完成');
  });

  it('are handled only by the person in charge; reassigning hands the task over', async () => {
    const id = await assigned();
    expectRefused(await op2.call(saveTaskInfo, { body: { id, comment: '越权' } }), 404, '通知任务不存在');
    expectRefused(await op2.call(notificationTaskDetailGet, { query: { id } }), 404, '通知任务不存在');
    expectRefused(await manager.call(assignChargeUser, { body: { id, chargeUserId: ids.wangfang } }), 500, '该任务已由王芳负责');
    expect((await manager.call(assignChargeUser, { body: { id, chargeUserId: ids.liqiang } })).data!.to).toBe('processing');
    expectRefused(await op.call(saveTaskInfo, { body: { id, comment: '已转交仍记录' } }), 404, '通知任务不存在');
    expect((await op2.call(saveTaskInfo, { body: { id, comment: '接手处理' } })).resCode).toBe(200);
    expect((await row(id)).chargeUserId).toBe(ids.liqiang);
  });

  it('are refused by permission: 运营 neither records notices nor assigns; others see no call', async () => {
    const id = await newNotice();
    expectRefused(await op.call(addNotification, { body: notice() }), 403);
    expectRefused(await op.call(generateTask, { body: { id, requirement: 'x' } }), 403);
    expectRefused(await op.call(signNotDeal, { query: { id, version: 1, comment: 'x' } }), 403);
    expectRefused(await manager.call(saveTaskInfo, { body: { id, comment: 'x' } }), 403);
    expectRefused(await sales.call(queryNotificationTaskList), 403);
    expectRefused(await sales.call(getAllBrand), 403);
    expect((await row(id)).status).toBe('pending');
  });

  it('signNotDeal (a GET) needs the version: a replay or a double click changes nothing', async () => {
    const id = await newNotice();
    const { version } = await row(id);
    expectRefused(await manager.call(signNotDeal, { query: { id, version, comment: '' } }), 400, '请填写不处理原因');
    expectRefused(await manager.call(signNotDeal, { query: { id, comment: '重复通知' } as never }), 400);
    const [first, second] = await Promise.all([
      manager.call(signNotDeal, { query: { id, version, comment: '重复通知' } }),
      manager.call(signNotDeal, { query: { id, version, comment: '重复通知' } }),
    ]);
    expect([first.resCode, second.resCode].sort()).toEqual([200, 409]);
    expectRefused(await manager.call(signNotDeal, { query: { id, version, comment: '重复通知' } }), 409);
    expect((await row(id)).status).toBe('ignored');
    const track = (await manager.call(getTrackAndFeedbackInfo, { query: { id } })).data!;
    expect(track.map((s) => s.action)).toEqual(['create', 'notDeal']);
  });

  it('two managers assigning at once: the second is told to refresh', async () => {
    const id = await newNotice();
    await manager.call(generateTask, { body: { id, requirement: '处理' } });
    const { version } = await row(id);
    const [a, b] = await Promise.all([
      manager.call(assignChargeUser, { body: { id, version, chargeUserId: ids.wangfang } }),
      manager.call(assignChargeUser, { body: { id, version, chargeUserId: ids.liqiang } }),
    ]);
    expect([a.resCode, b.resCode].sort()).toEqual([200, 409]);
    expect((await row(id)).version).toBe(version + 1);
  });

  it('a notice recorded twice is a warning (resCode -2); a store out of view or bad input is refused', async () => {
    const body = notice();
    expect((await manager.call(addNotification, { body })).resCode).toBe(200);
    expectRefused(await manager.call(addNotification, { body }), -2, '请勿重复登记');
    expectRefused(await manager.call(addNotification, { body: notice({ storeId: 999999 }) }), 404, '店铺不存在');
    expectRefused(await manager.call(addNotification, { body: notice({ title: '' }) }), 400, '请填写通知标题');
    expectRefused(await manager.call(addNotification, { body: notice({ receivedOn: '2026/11/20' }) }), 400, '日期格式应为 yyyy-MM-dd');
  });

  it('lists: the manager sees every task, an assignee only theirs; tabs count what is listed', async () => {
    const id = await assigned();
    const other = await newNotice();
    const listed = async (who: As, query = {}) => (await who.call(queryNotificationTaskList, { query: { title: 'TEST', limit: 200, ...query } })).data!.rows.map((r) => r.id);
    const all = await listed(manager);
    expect(all).toEqual(expect.arrayContaining([id, other]));
    const hers = await listed(op);
    expect(hers).toContain(id);
    expect(hers).not.toContain(other);
    expect(await listed(manager, { mine: 'true' })).toEqual([]);
    expect(await listed(manager, { status: 'pending' })).toContain(other);
    expect(await listed(manager, { status: 'pending' })).not.toContain(id);
    const counts = (await op.call(notificationTaskTabNum, { query: { mine: 'true' } })).data!;
    expect(counts.processing).toBeGreaterThanOrEqual(1);
    expect(counts.pending).toBe(0);
    expect((await manager.call(getAllBrand)).data).toContain('HomeKit');
    const people = (await manager.call(chargeUsers)).data!.map((u) => u.id);
    expect(people).toEqual(expect.arrayContaining([ids.wangfang, ids.liqiang]));
    expect(people).not.toContain(ids.zhangwei);
  });
});
