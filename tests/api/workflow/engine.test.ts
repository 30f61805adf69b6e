import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paymentMachine } from '@shared/workflow';
import { b2bPayments, workflowEvents, workflowLogs } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import { personalTasks, recordCreated, runTransition, statusCounts, type Actor } from '../../../server/workflow';
import { createTestApp, type TestApp } from '../../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sales: Actor = { userId: 101, name: '张伟', elements: new Set(['payment-list:btn_add', 'payment-list:btn_del']) };
const manager: Actor = { userId: 102, name: '陈静', elements: new Set(['payment-list:btn_audit', 'payment-list:btn_viewAll']) };
const otherManager: Actor = { userId: 103, name: '赵磊', elements: new Set(['payment-list:btn_audit']) };

async function draftPayment(creator = sales): Promise<number> {
  return t.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(b2bPayments)
      .values({
        serialNo: `FK-T-${Math.random().toString(36).slice(2)}`,
        type: 'freight',
        payeeName: '顺丰国际',
        payeeBank: '招商银行',
        payeeAccount: '6225 0000 1111',
        currency: 'USD',
        amount: '1200.50',
        exchangeRate: '7.1',
        amountCny: '8523.55',
        reason: '运费',
        status: 'draft',
        createdBy: creator.userId,
      })
      .returning({ id: b2bPayments.id });
    await recordCreated(tx, paymentMachine, row!.id, 'draft', creator);
    return row!.id;
  });
}

const run = (id: number, action: string, actor: Actor, extra: { version?: number; comment?: string } = {}) =>
  runTransition(t.db, paymentMachine, b2bPayments, { id, action, actor, ...extra });

async function failure(p: Promise<unknown>): Promise<AppError> {
  const error = await p.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const statusOf = async (id: number) => (await t.db.select({ s: b2bPayments.status, v: b2bPayments.version }).from(b2bPayments).where(eq(b2bPayments.id, id)))[0]!;
const logOf = (id: number) => t.db.select().from(workflowLogs).where(and(eq(workflowLogs.entity, 'b2b_payment'), eq(workflowLogs.entityId, id))).orderBy(workflowLogs.id);

describe('workflow engine', () => {
  it('moves a record through declared transitions, logging each step with an event', async () => {
    const id = await draftPayment();
    expect(await run(id, 'submit', sales)).toEqual({ id, from: 'draft', to: 'pending_audit', version: 2 });
    await run(id, 'approve', manager, { version: 2, comment: '同意' });
    expect(await statusOf(id)).toEqual({ s: 'pending_finance', v: 3 });
    const log = await logOf(id);
    expect(log.map((l) => [l.action, l.fromStatus, l.toStatus, l.actorName, l.comment])).toEqual([
      ['save', null, 'draft', '张伟', null],
      ['submit', 'draft', 'pending_audit', '张伟', null],
      ['approve', 'pending_audit', 'pending_finance', '陈静', '同意'],
    ]);
    const events = await t.db.select().from(workflowEvents).where(and(eq(workflowEvents.entity, 'b2b_payment'), eq(workflowEvents.entityId, id)));
    expect(events.map((e) => e.action)).toEqual(['save', 'submit', 'approve']);
  });

  it('refuses a transition the state, the element code or the actor rule does not allow, changing nothing', async () => {
    const id = await draftPayment();
    expect((await failure(run(id, 'approve', manager))).resCode).toBe(409);
    expect((await failure(run(id, 'submit', manager))).resCode).toBe(403);
    await run(id, 'submit', sales);
    const own = await failure(run(id, 'approve', { ...sales, elements: new Set([...sales.elements, 'payment-list:btn_audit']) }));
    expect(own.message).toBe('不能审核通过自己提交的付款申请');
    expect((await failure(run(id, 'reject', manager, { comment: '  ' }))).message).toBe('请填写驳回原因');
    expect((await failure(run(id, 'approve', manager, { version: 1 }))).message).toBe('该付款申请已被他人修改，请刷新后重试');
    expect(await statusOf(id)).toEqual({ s: 'pending_audit', v: 2 });
    expect(await logOf(id)).toHaveLength(2);
  });

  it('lets one of two approvers acting at once win; the other is told who handled it', async () => {
    const id = await draftPayment();
    await run(id, 'submit', sales);
    const results = await Promise.allSettled([run(id, 'approve', manager), run(id, 'reject', otherManager, { comment: '不同意' })]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason.message).toMatch(/^该付款申请已被(陈静|赵磊)处理，当前状态：(待财务确认|已驳回)，请刷新后重试$/);
    expect(await logOf(id)).toHaveLength(3);
  });

  it('keeps the status counts equal to the records and reports pending work from them', async () => {
    const before = await statusCounts(t.db, 'b2b_payment');
    const a = await draftPayment();
    const b = await draftPayment();
    await run(a, 'submit', sales);
    await run(b, 'submit', sales);
    await run(b, 'reject', manager, { comment: '缺少合同' });
    const after = await statusCounts(t.db, 'b2b_payment');
    expect((after.pending_audit ?? 0) - (before.pending_audit ?? 0)).toBe(1);
    expect((after.rejected ?? 0) - (before.rejected ?? 0)).toBe(1);
    expect(after.draft ?? 0).toBe(before.draft ?? 0);
    const rows = await t.db.select({ status: b2bPayments.status }).from(b2bPayments);
    for (const status of Object.keys(after)) expect(after[status], status).toBe(rows.filter((r) => r.status === status).length);

    const forManager = await personalTasks(t.db, manager.userId, manager.elements);
    expect(forManager.tasks).toContainEqual({ kind: 'b2b_payment:pending_audit', title: '付款申请待审核', count: after.pending_audit, path: '/operationManager/payment-list?status=pending_audit' });
    const forSales = await personalTasks(t.db, sales.userId, sales.elements);
    const ownRejected = (await statusCounts(t.db, 'b2b_payment', [sales.userId])).rejected;
    expect(forSales.notPassed).toContainEqual(expect.objectContaining({ kind: 'b2b_payment:rejected', count: ownRejected }));
    expect(forSales.tasks).toEqual([]);
  });

  it('lists only what waits for the user: an approved budget they may still void is not a to-do', async () => {
    const wuhao = await t.login('wuhao');
    const res = await t.http.post('/api/admin/user/listAllPersonalTasksAndNotPass').set('Authorization', wuhao);
    const kinds = (res.body.data.tasks as Array<{ kind: string }>).map((k) => k.kind);
    expect(kinds).toContain('sale_budget:pending_audit');
    expect(kinds.filter((k) => k.endsWith(':approved'))).toEqual([]);
    const counts = await statusCounts(t.db, 'sale_budget');
    expect(counts.approved).toBeGreaterThan(0); // the demo holds approved budgets wuhao could void
  });
});
