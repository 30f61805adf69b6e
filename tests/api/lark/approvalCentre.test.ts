import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPayment, confirmPayment, saveOrSubmitPayment } from '@shared/api/b2b/payment';
import { b2bCompanyBanks, b2bPayments, workflowLogs } from '../../../server/db/schema';
import { tasksOf, textOf, type FakeExternalInstance } from '../../fakes/lark-platform';
import { as, type As } from '../admin/support';
import { APPROVAL_CODE, APPROVAL_TOKEN, createLarkApp, eventually, PUBLIC_URL, type LarkApp } from './support';

let t: LarkApp;
type Person = Awaited<ReturnType<LarkApp['person']>>;
let sales: Person;
let chen: Person;
let lina: Person;
let salesApi: As;
let payBank = 0;

beforeAll(async () => {
  t = await createLarkApp();
  sales = await t.person('zhangwei', '张伟', []);
  chen = await t.person('chenjing', '陈静', []);
  lina = await t.person('lina', '李娜', []);
  salesApi = as(t, await t.login('zhangwei'));
  const [bank] = await t.db
    .insert(b2bCompanyBanks)
    .values({ accountName: 'Crossdock USD', bankName: '招商银行', accountNo: 'LARK-CENTRE-1', currency: 'USD', purpose: 'pay', createdBy: chen.id })
    .returning({ id: b2bCompanyBanks.id });
  payBank = bank!.id;
});
afterAll(() => t.close());

async function submitPayment(): Promise<{ id: number; serialNo: string }> {
  const res = await salesApi.call(saveOrSubmitPayment, {
    body: { type: 'freight', payeeName: 'Centre Logistics', payeeBank: 'HSBC', payeeAccount: '001-9', currency: 'USD', amount: '640.00', exchangeRate: '7.1', reason: '审批中心', submit: true },
  });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data;
}

const stored = async (id: number) => (await t.db.select().from(b2bPayments).where(eq(b2bPayments.id, id)))[0]!;

/** The instance once it satisfies `check` (the relay syncs it in the background). */
const instanceWhen = (id: number, check: (i: FakeExternalInstance) => void) =>
  eventually(() => {
    const instance = t.fake.externalInstance(`b2b_payment-${id}`);
    expect(instance, 'instance synced').toBeDefined();
    check(instance!);
    return instance!;
  });

const taskOf = (instance: FakeExternalInstance, person: Person) => tasksOf(instance).find((task) => task.open_id === person.lark.openId);

/** Posts Lark's quick-approval callback to the CRM, as Lark would (to the definition's action_callback_url). */
function decideInLark(id: number, person: Person, action: 'APPROVE' | 'REJECT', reason?: string) {
  const instance = t.fake.externalInstance(`b2b_payment-${id}`)!;
  const callback = t.fake.approvalCentreCallback(instance.instanceId, taskOf(instance, person)!.task_id, action, reason);
  expect(callback.url).toBe(`${PUBLIC_URL}/lark/approval-actions`);
  return t.http.post(new URL(callback.url).pathname).send(callback.body);
}

describe("Lark's approval centre (third-party instances)", () => {
  it('round trip: created, decided in Lark, synced, decided in the portal, synced', async () => {
    const p = await submitPayment();
    const created = await instanceWhen(p.id, (i) => expect(taskOf(i, chen)?.status).toBe('PENDING'));
    expect(created.status).toBe('PENDING');
    expect(created.approvalCode).toBe(APPROVAL_CODE);
    expect(created.body.open_id).toBe(sales.lark.openId);
    expect(textOf(created, String(created.body.title))).toBe(`付款申请审核：${p.serialNo} · Centre Logistics`);
    expect(textOf(created, String(created.body.title), 'en-US')).toBe(`付款申请审核: ${p.serialNo} · Centre Logistics`);
    expect(String((created.body.links as { pc_link: string }).pc_link)).toMatch(/^https:\/\/applink\.feishu\.cn\/client\/web_url\/open\?mode=sidebar-semi&url=/);
    const chenTask = taskOf(created, chen)!;
    expect(chenTask.action_configs?.map((c) => [c.action_type, textOf(created, c.action_name!)])).toEqual([
      ['APPROVE', '审核通过'],
      ['REJECT', '驳回'],
    ]);
    expect(taskOf(created, sales)).toBeUndefined();

    const fromLark = await decideInLark(p.id, chen, 'APPROVE', '审批中心同意');
    expect(fromLark.status).toBe(200);
    expect(fromLark.body).toEqual({ code: 0, msg: '已审核通过，当前状态：待财务确认' });
    expect(await stored(p.id)).toMatchObject({ status: 'pending_finance' });
    const [log] = await t.db.select().from(workflowLogs).where(and(eq(workflowLogs.entity, 'b2b_payment'), eq(workflowLogs.entityId, p.id), eq(workflowLogs.action, 'approve')));
    expect(log).toMatchObject({ actorId: chen.id, comment: '审批中心同意' });

    const afterLark = await instanceWhen(p.id, (i) => expect(taskOf(i, lina)?.status).toBe('PENDING'));
    expect(afterLark.status).toBe('PENDING');
    expect(taskOf(afterLark, chen)?.status).toBe('APPROVED');
    // 确认付款 needs the paying account: the approval centre offers only 财务驳回, the widget does the rest.
    expect(taskOf(afterLark, lina)!.action_configs?.map((c) => c.action_type)).toEqual(['REJECT']);

    const finance = as(t, await t.login('lina'));
    const paid = await finance.call(confirmPayment, { body: { id: p.id, pass: true, paidFromBankId: payBank, paidReference: 'TT-CENTRE' } });
    expect(paid.resCode, paid.resDes).toBe(200);
    const done = await instanceWhen(p.id, (i) => expect(i.status).toBe('APPROVED'));
    expect(taskOf(done, lina)?.status).toBe('APPROVED');
    expect(taskOf(done, chen)?.status).toBe('APPROVED');
    expect(done.body.end_time).not.toBe('0');
  });

  it('a rejection from Lark carries its reason; a second approver decided first is told so and nothing changes', async () => {
    const p = await submitPayment();
    await instanceWhen(p.id, (i) => expect(taskOf(i, chen)?.status).toBe('PENDING'));
    const noReason = await decideInLark(p.id, chen, 'REJECT');
    expect(noReason.body.code).not.toBe(0);
    expect((await stored(p.id)).status).toBe('pending_audit');
    const callback = t.fake.approvalCentreCallback(`b2b_payment-${p.id}`, taskOf(t.fake.externalInstance(`b2b_payment-${p.id}`)!, chen)!.task_id, 'REJECT', '缺少合同');
    expect((await t.http.post('/lark/approval-actions').send(callback.body)).body.code).toBe(0);
    expect(await stored(p.id)).toMatchObject({ status: 'rejected' });
    const rejected = await instanceWhen(p.id, (i) => expect(i.status).toBe('REJECTED'));
    expect(taskOf(rejected, chen)?.status).toBe('REJECTED');
    // Lark delivering the same callback again: refused by the record's version, nothing changes.
    const version = (await stored(p.id)).version;
    const again = await t.http.post('/lark/approval-actions').send(callback.body);
    expect(again.body.code).not.toBe(0);
    expect(again.body.msg).toMatch(/^该付款申请已被陈静处理/);
    expect((await stored(p.id)).version).toBe(version);
  });

  it('refuses a callback without the definition token, or naming another definition, and changes nothing', async () => {
    const p = await submitPayment();
    const instance = await instanceWhen(p.id, (i) => expect(taskOf(i, chen)?.status).toBe('PENDING'));
    const callback = t.fake.approvalCentreCallback(instance.instanceId, taskOf(instance, chen)!.task_id, 'APPROVE');
    expect((await t.http.post('/lark/approval-actions').send({ ...callback.body, token: 'guessed' })).status).toBe(401);
    expect((await t.http.post('/lark/approval-actions').send({ ...callback.body, approval_code: 'OTHER' })).status).toBe(401);
    expect(callback.body.token).toBe(APPROVAL_TOKEN);
    // The submitter's own Lark account may not approve through a forged task either.
    const own = await t.http.post('/lark/approval-actions').send({ ...callback.body, user_id: sales.lark.userId });
    expect(own.body.code).not.toBe(0);
    expect((await stored(p.id)).status).toBe('pending_audit');
  });

  it("a portal decision syncs the instance as well, and the fake refuses what Lark would (unknown definition)", async () => {
    const p = await submitPayment();
    await instanceWhen(p.id, (i) => expect(taskOf(i, chen)?.status).toBe('PENDING'));
    const manager = as(t, await t.login('chenjing'));
    expect((await manager.call(auditPayment, { body: { id: p.id, pass: false, comment: '重复申请' } })).resCode).toBe(200);
    await instanceWhen(p.id, (i) => expect(i.status).toBe('REJECTED'));
    const refused = await t.deps.lark!.syncExternalInstance({ ...t.fake.externalInstance(`b2b_payment-${p.id}`)!.body, approval_code: 'NOT-DEFINED' } as never).then(
      () => 'accepted',
      (error: { code?: number }) => error.code,
    );
    expect(refused).toBe(1390002);
  });
});
