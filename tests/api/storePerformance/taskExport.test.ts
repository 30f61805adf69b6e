import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addNotification, addNotificationTaskExcelTask, assignChargeUser, generateTask } from '@shared/api/storePerformance/notifications';
import { accountNoticeScreen, accountTaskScreen } from '@shared/api/storePerformance/screens';
import { elements, groupElements, groups, stores } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, userId, type As } from '../admin/support';
import { exportThroughTask, userWithScreens } from '../report/support';

vi.setConfig({ testTimeout: 90_000 });

let t: TestApp;
let managerToken = '';
let manager: As; // songyu 店铺经理: every task
let wangfang: As; // 运营: no 通知任务 screen
let helper: { token: string; userId: number }; // 通知任务 with 导出 but not 查看全部; may be put in charge
let storeId = 0;
/** A brand no demo notice uses: the filter keeps the test's own tasks only. */
const BRAND = 'EXPTESTBRAND';

/** A role holding the two screens and the given element codes (no 查看全部). */
async function scopedUser() {
  const u = await userWithScreens(t, 'taskexporter', [accountNoticeScreen.menu, accountTaskScreen.menu]);
  const [group] = await t.db.select({ id: groups.id }).from(groups).where(eq(groups.code, 'role-taskexporter'));
  const codes = await t.db.select({ id: elements.id }).from(elements).where(inArray(elements.code, [accountNoticeScreen.code('export'), accountTaskScreen.code('save')]));
  await t.db.insert(groupElements).values(codes.map((c) => ({ groupId: group!.id, elementId: c.id })));
  return { token: await t.login('taskexporter', 'pass-12345'), userId: u.userId };
}

async function notice(title: string): Promise<number> {
  const res = await manager.call(addNotification, { body: { storeId, noticeType: 'policy', brand: BRAND, title, content: '政策警告', receivedOn: '2019-05-06' } });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  managerToken = await t.login('songyu');
  manager = as(t, managerToken);
  wangfang = as(t, await t.login('wangfang'));
  storeId = (await t.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'AMZUS-HOME')))[0]!.id;
  helper = await scopedUser();
}, 60_000);
afterAll(() => t.close());

const ids = (rows: unknown[][]) => rows.slice(1).map((r) => Number(r[0])).sort((a, b) => a - b);

describe('通知任务 export', () => {
  let made: number[] = [];
  let given = 0;

  beforeAll(async () => {
    made = [await notice('导出一'), await notice('导出二'), await notice('导出三')];
    given = made[2]!;
    expect((await manager.call(generateTask, { body: { id: given, requirement: '处理政策警告' } })).resCode).toBe(200);
    const res = await manager.call(assignChargeUser, { body: { id: given, chargeUserId: helper.userId } });
    expect(res.resCode, res.resDes).toBe(200);
  });

  it('carries the list filters: the tasks of the brand, then only those still pending', async () => {
    const rows = await exportThroughTask(t, managerToken, addNotificationTaskExcelTask, { brand: BRAND });
    expect(rows[0]).toEqual(expect.arrayContaining(['编号', '通知标题', '状态', '负责人']));
    expect(ids(rows)).toEqual([...made].sort((a, b) => a - b));
    const pending = await exportThroughTask(t, managerToken, addNotificationTaskExcelTask, { brand: BRAND, status: 'pending' });
    expect(ids(pending)).toEqual(made.slice(0, 2).sort((a, b) => a - b));
    const mine = await exportThroughTask(t, managerToken, addNotificationTaskExcelTask, { brand: BRAND, mine: 'true' });
    expect(ids(mine)).toEqual([]);
  });

  it('keeps the asker’s scope: without 查看全部 only the tasks they are in charge of', async () => {
    const rows = await exportThroughTask(t, helper.token, addNotificationTaskExcelTask, { brand: BRAND });
    expect(ids(rows)).toEqual([given]);
    const mine = await exportThroughTask(t, helper.token, addNotificationTaskExcelTask, { brand: BRAND, mine: 'true' });
    expect(ids(mine)).toEqual([given]);
  });

  it('refuses callers without the export code and bad filters', async () => {
    expectRefused(await wangfang.call(addNotificationTaskExcelTask, { query: {} }), 403);
    expectRefused(await manager.callUnchecked(addNotificationTaskExcelTask, { query: { status: 'nope' } }), 400, '状态不正确');
  });

  it('never stops at a row limit: 2,500 tasks come out in full', async () => {
    const owner = await userId(t, 'songyu');
    await t.db.execute(sql`insert into perf_notification_tasks (store_id, notice_type, brand, title, content, received_on, status, created_by)
      select ${storeId}, 'other', 'BULKEXPBRAND', '批量通知 ' || g, '批量', '2019-01-01', 'pending', ${owner} from generate_series(1, 2500) g`);
    const rows = await exportThroughTask(t, managerToken, addNotificationTaskExcelTask, { brand: 'BULKEXPBRAND' });
    expect(rows.length - 1).toBe(2500);
    expect(new Set(ids(rows)).size).toBe(2500);
  });
});
