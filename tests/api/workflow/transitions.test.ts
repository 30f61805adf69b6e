import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPayment, confirmPayment, deletePayment, paymentTransitions, saveOrSubmitPayment, submitPayment } from '@shared/api/b2b/payment';
import { confirmBackPayment } from '@shared/api/b2b/backPayment';
import { auditDeliverGoods, confirmDeliverGoods } from '@shared/api/b2b/delivery';
import { endpointFor, transitionInput } from '@shared/api/transition';
import { b2bCompanyBanks, workflowLogs } from '../../../server/db/schema';
import { cardActionEvent } from '../../fakes/lark-events';
import { as, type As } from '../admin/support';
import { cardsOf, createLarkApp, eventually, VERIFICATION_TOKEN, type LarkApp } from '../lark/support';

let t: LarkApp;
type Person = Awaited<ReturnType<LarkApp['person']>>;
let chen: Person;
let sales: As;
let manager: As;
let finance: As;
let payBank = 0;

beforeAll(async () => {
  t = await createLarkApp();
  await t.person('zhangwei', '张伟', []);
  chen = await t.person('chenjing', '陈静', []);
  sales = as(t, await t.login('zhangwei'));
  manager = as(t, await t.login('chenjing'));
  finance = as(t, await t.login('lina'));
  const [bank] = await t.db
    .insert(b2bCompanyBanks)
    .values({ accountName: 'Transitions USD', bankName: '招商银行', accountNo: 'TR-PAY-1', currency: 'USD', purpose: 'pay', createdBy: chen.id })
    .returning({ id: b2bCompanyBanks.id });
  payBank = bank!.id;
});
afterAll(() => t.close());

async function newPayment(): Promise<{ id: number; version: number }> {
  const res = await sales.call(saveOrSubmitPayment, { body: {
    type: 'freight',
    payeeName: 'FastShip Logistics',
    payeeBank: 'HSBC Hong Kong',
    payeeAccount: '001-234567-838',
    currency: 'USD',
    amount: '880.00',
    exchangeRate: '7.1',
    reason: '海运费',
    submit: true,
  } });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data;
}

/** Runs `action` through its endpoint as the portal does: the request built by transitionInput. */
function portal(who: As, action: string, ref: { id: number; version?: number }, values?: Record<string, unknown>) {
  const endpoint = endpointFor(paymentTransitions, action)!;
  const input = transitionInput(endpoint, action, ref, values);
  return who.callUnchecked(endpoint, input);
}

const logsOf = (id: number) =>
  t.db
    .select()
    .from(workflowLogs)
    .where(and(eq(workflowLogs.entity, 'b2b_payment'), eq(workflowLogs.entityId, id)))
    .orderBy(workflowLogs.id);

describe('transition endpoints', () => {
  it('take their access from the element codes of the transitions they run', () => {
    expect(submitPayment.access).toEqual({ kind: 'code', codes: ['payment-list:btn_add'] });
    expect(deletePayment.access).toEqual({ kind: 'code', codes: ['payment-list:btn_del'] });
    expect(auditPayment.access).toEqual({ kind: 'code', codes: ['payment-list:btn_audit'] });
    expect(confirmPayment.access).toEqual({ kind: 'code', codes: ['payment-list:btn_finance'] });
    expect(confirmBackPayment.access).toEqual({ kind: 'code', codes: ['back-payment-list:btn_confirm'] });
    expect(auditDeliverGoods.access).toEqual({ kind: 'code', codes: ['deliver-goods-list:btn_audit'] });
    expect(confirmDeliverGoods.access).toEqual({ kind: 'code', codes: ['deliver-goods-list:btn_confirm'] });
    expect(endpointFor(paymentTransitions, 'financeReject')).toBe(confirmPayment);
    expect(endpointFor(paymentTransitions, 'nothing')).toBeUndefined();
    expect(transitionInput(auditPayment, 'reject', { id: 3, version: 2 }, { comment: 'x' })).toEqual({ body: { id: 3, version: 2, pass: false, comment: 'x' } });
    expect(transitionInput(submitPayment, 'submit', { id: 3 })).toEqual({ query: { id: 3 } });
  });

  it('refuse a caller without the element code at the http layer (403), whatever the record', async () => {
    const p = await newPayment();
    // zhangwei opens payment-list but holds no btn_audit / btn_finance.
    expect((await portal(sales, 'approve', p)).resCode).toBe(403);
    expect((await portal(sales, 'confirm', p, { paidFromBankId: payBank, paidReference: 'X' })).resCode).toBe(403);
    expect((await sales.call(auditPayment, { body: { id: 999999, pass: true } })).resCode).toBe(403);
    expect((await sales.callUnchecked(auditPayment, { body: {} })).resCode).toBe(403);
    // The manager holds no btn_add: submitting is refused before the record is read.
    expect((await manager.call(submitPayment, { query: { id: p.id } })).resCode).toBe(403);
  });

  it('choose the action from the constant fields of the input', async () => {
    const rejected = await newPayment();
    const res = await manager.call(auditPayment, { body: { id: rejected.id, pass: false, comment: '请补充报价单' } });
    expect(res.resCode, res.resDes).toBe(200);
    expect(res.data).toMatchObject({ from: 'pending_audit', to: 'rejected' });
    expect((await logsOf(rejected.id)).at(-1)).toMatchObject({ action: 'reject', comment: '请补充报价单' });

    const paid = await newPayment();
    expect((await manager.call(auditPayment, { body: { id: paid.id, pass: true } })).data).toMatchObject({ to: 'pending_finance' });
    const back = await finance.call(confirmPayment, { body: { id: paid.id, pass: false, comment: '账户有误' } });
    expect(back.data).toMatchObject({ from: 'pending_finance', to: 'rejected' });
    expect((await logsOf(paid.id)).at(-1)).toMatchObject({ action: 'financeReject', comment: '账户有误' });
  });

  it('answer a record out of reach as one that does not exist', async () => {
    expect((await sales.call(deletePayment, { query: { id: 999999 } })).resDes).toBe('付款申请不存在');
  });

  it('run a Lark card decision through the same registered endpoint as the portal: the same log entry', async () => {
    const viaPortal = await newPayment();
    const viaCard = await newPayment();
    const byPortal = await portal(manager, 'approve', viaPortal, { comment: '同意付款' });
    expect(byPortal.resCode, byPortal.resDes).toBe(200);

    const card = await eventually(async () => {
      const found = (await cardsOf(t, viaCard.id)).find((c) => c.userId === chen.id && c.stage === 'pending_audit' && c.status === 'open');
      expect(found).toBeDefined();
      return found!;
    });
    const json = JSON.stringify(t.fake.message(card.messageId!)!.card);
    const value = JSON.parse(/\{"kind":"approval"[^}]*"action":"approve"[^}]*\}/.exec(json)![0]) as object;
    const clicked = await t.deliver(cardActionEvent({ ...chen.lark, value, formValue: { comment: '同意付款' }, messageId: card.messageId!, token: VERIFICATION_TOKEN }));
    expect(clicked.body.toast?.type).toBe('success');

    const entry = (row: typeof workflowLogs.$inferSelect | undefined) =>
      row && { action: row.action, fromStatus: row.fromStatus, toStatus: row.toStatus, actorId: row.actorId, actorName: row.actorName, comment: row.comment };
    expect(entry((await logsOf(viaCard.id)).at(-1))).toEqual(entry((await logsOf(viaPortal.id)).at(-1)));
    expect(entry((await logsOf(viaCard.id)).at(-1))).toMatchObject({ action: 'approve', toStatus: 'pending_finance', actorName: '陈静', comment: '同意付款' });
  });
});
