import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b2bCompanyBanks, b2bPayments, workflowLogs } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { as, type As } from './admin/support';
import { approvalDecide, approvalDetail, approvalInbox } from '@shared/api/approvals';
import { saveOrSubmitPayment } from '@shared/api/b2b/payment';

let t: TestApp;
let sales: As;
let manager: As;
let finance: As;
let ops: As;
let bankId = 0;

beforeAll(async () => {
  t = await createTestApp();
  [sales, manager, finance, ops] = (await Promise.all(['zhangwei', 'chenjing', 'lina', 'wangfang'].map((u) => t.login(u)))).map((tk) => as(t, tk)) as [As, As, As, As];
  const [bank] = await t.db.insert(b2bCompanyBanks).values({ accountName: 'Inbox USD', bankName: '招商银行', accountNo: 'INBOX-1', currency: 'USD', purpose: 'pay', createdBy: 1 }).returning({ id: b2bCompanyBanks.id });
  bankId = bank!.id;
});
afterAll(() => t.close());

async function submitted(amount: string) {
  const res = await sales.call(saveOrSubmitPayment, { body: {
    type: 'commission', payeeName: 'Inbox Partner', payeeBank: 'HSBC', payeeAccount: '42', currency: 'USD', amount, exchangeRate: '7', reason: '佣金', submit: true,
  } });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data as { id: number; version: number };
}

describe('approvals inbox', () => {
  it('lists what waits for me, newest first, with exact counts per kind; nothing for those who cannot decide', async () => {
    const first = await submitted('100.00');
    const second = await submitted('200.00');
    const inbox = (await manager.call(approvalInbox)).data;
    const audit = inbox.kinds.find((k: { kind: string }) => k.kind === 'b2b_payment:pending_audit');
    const waiting = await t.db.$count(b2bPayments, eq(b2bPayments.status, 'pending_audit'));
    expect(audit).toEqual({ kind: 'b2b_payment:pending_audit', title: '付款申请审核', count: waiting });
    const ids = inbox.items.map((i: { id: number }) => i.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(inbox.items.find((i: { id: number }) => i.id === second.id)).toMatchObject({ amount: '200.00', currency: 'USD', submitterName: '张伟', statusLabel: '待审核', statusColor: 'orange' });
    expect((await sales.call(approvalInbox)).data).toEqual({ kinds: [], items: [] });
    expect((await ops.call(approvalInbox)).data.items).toEqual([]);
    const financeKinds = (await finance.call(approvalInbox)).data.kinds.map((k: { kind: string }) => k.kind);
    expect(financeKinds).toEqual(['b2b_payment:pending_finance', 'promotion_claim:pending_finance']);
  });

  it('shows one record with its actions and decides through the payment rules', async () => {
    const p = await submitted('300.00');
    const detail = (await manager.call(approvalDetail, { params: { entity: 'b2b_payment', id: p.id } })).data;
    expect(detail.actions.map((a: { action: string }) => a.action)).toEqual(['approve', 'reject']);
    expect(detail.fields).toContainEqual({ label: '收款人', value: 'Inbox Partner' });
    // Named on the server: the widget shows them without any state machine.
    expect(detail.history.map((h: { actionLabel: string; toStatusLabel: string | null }) => [h.actionLabel, h.toStatusLabel])).toEqual([
      ['保存草稿', '草稿'],
      ['提交', '待审核'],
    ]);
    expect(detail.portalPath).toBe(`/operationManager/payment-list?id=${p.id}`);
    const noReason = await manager.call(approvalDecide, { body: { action: 'reject', version: p.version }, params: { entity: 'b2b_payment', id: p.id } });
    expect(noReason.resDes).toBe('请填写驳回原因');
    const ok = await manager.call(approvalDecide, { body: { action: 'approve', version: p.version, comment: '可以' }, params: { entity: 'b2b_payment', id: p.id } });
    expect(ok.data).toEqual({ status: 'pending_finance', statusLabel: '待财务确认', version: p.version + 1 });
    const again = await manager.call(approvalDecide, { body: { action: 'approve', version: p.version }, params: { entity: 'b2b_payment', id: p.id } });
    expect(again.resDes).toBe('该付款申请已被陈静处理，当前状态：待财务确认，请刷新后重试');
    const confirm = (await finance.call(approvalDetail, { params: { entity: 'b2b_payment', id: p.id } })).data.actions.find((a: { action: string }) => a.action === 'confirm');
    expect(confirm!.fields.map((f: { name: string }) => f.name)).toEqual(['paidFromBankId', 'paidReference']);
    expect(confirm!.fields[0].options).toContainEqual({ value: String(bankId), label: 'Inbox USD（招商银行 USD）' });
    const paid = await finance.call(approvalDecide, { body: { action: 'confirm', fields: { paidFromBankId: String(bankId), paidReference: 'TT-INBOX' } }, params: { entity: 'b2b_payment', id: p.id } });
    expect(paid.data.status).toBe('paid');
    const [row] = await t.db.select().from(b2bPayments).where(eq(b2bPayments.id, p.id));
    expect(row).toMatchObject({ status: 'paid', paidFromBankId: bankId, paidReference: 'TT-INBOX' });
    const logs = await t.db.select().from(workflowLogs).where(and(eq(workflowLogs.entity, 'b2b_payment'), eq(workflowLogs.entityId, p.id))).orderBy(workflowLogs.id);
    expect(logs.map((l) => [l.action, l.actorName])).toEqual([['save', '张伟'], ['submit', '张伟'], ['approve', '陈静'], ['confirm', '李娜']]);
  });

  it('refuses what is not an approval, unknown kinds, and records the caller may not see', async () => {
    const p = await submitted('50.00');
    expect((await sales.call(approvalDecide, { body: { action: 'delete' }, params: { entity: 'b2b_payment', id: p.id } })).resDes).toBe('不支持的审批操作');
    expect((await manager.call(approvalDetail, { params: { entity: 'nothing', id: '1' } })).resDes).toBe('审批类型不存在');
    expect((await ops.call(approvalDetail, { params: { entity: 'b2b_payment', id: p.id } })).resCode).toBe(404);
    expect((await sales.call(approvalDecide, { body: { action: 'approve' }, params: { entity: 'b2b_payment', id: p.id } })).resCode).toBe(403);
    const [row] = await t.db.select().from(b2bPayments).where(eq(b2bPayments.id, p.id));
    expect(row!.status).toBe('pending_audit');
  });
});
