import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b2bCompanyBanks, b2bPayments, workflowLogs } from '../../../server/db/schema';
import { cardActionEvent } from '../../fakes/lark-events';
import { as, type As } from '../admin/support';
import { cardsOf, createLarkApp, eventually, PUBLIC_URL, titleOf, VERIFICATION_TOKEN, type LarkApp } from './support';
import { auditPayment, saveOrSubmitPayment } from '@shared/api/b2b/payment';
import { larkBind } from '@shared/api/lark';
import { syncApprovalCards } from '../../../server/lark/relay';


let t: LarkApp;
type Person = Awaited<ReturnType<LarkApp['person']>>;
let sales: Person; // zhangwei 销售: submits
let chen: Person; // chenjing 销售主管: audits
let zhou: Person; // a second 销售主管
let lina: Person; // 财务: confirms
let unboundManager: Person;
let salesApi: As;
let managerApi: As;
let payBank = 0;

beforeAll(async () => {
  t = await createLarkApp();
  sales = await t.person('zhangwei', '张伟', []);
  chen = await t.person('chenjing', '陈静', []);
  zhou = await t.person('zhouqiang', '周强', ['sales_manager']);
  lina = await t.person('lina', '李娜', []);
  unboundManager = await t.person('wuqi', '吴琦', ['sales_manager'], { bound: false });
  salesApi = as(t, await t.login('zhangwei'));
  managerApi = as(t, await t.login('chenjing'));
  const [bank] = await t.db
    .insert(b2bCompanyBanks)
    .values({ accountName: 'Crossdock USD', bankName: '招商银行', accountNo: 'LARK-PAY-1', currency: 'USD', purpose: 'pay', createdBy: chen.id })
    .returning({ id: b2bCompanyBanks.id });
  payBank = bank!.id;
});
afterAll(() => t.close());

async function submitPayment(amount = '1234.56'): Promise<{ id: number; version: number }> {
  const res = await salesApi.call(saveOrSubmitPayment, { body: {
    type: 'freight',
    payeeName: 'FastShip Logistics',
    payeeBank: 'HSBC Hong Kong',
    payeeAccount: '001-234567-838',
    currency: 'USD',
    amount,
    exchangeRate: '7.1',
    reason: '10月海运费',
    submit: true,
  } });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data;
}

const stored = async (id: number) => (await t.db.select().from(b2bPayments).where(eq(b2bPayments.id, id)))[0]!;
const lastLog = async (id: number) =>
  (await t.db.select().from(workflowLogs).where(and(eq(workflowLogs.entity, 'b2b_payment'), eq(workflowLogs.entityId, id))).orderBy(workflowLogs.id)).at(-1)!;

/** The open card a person got for the record (waits for the relay). */
async function cardFor(person: Person, id: number, stage = 'pending_audit') {
  const row = await eventually(async () => {
    const found = (await cardsOf(t, id)).find((c) => c.userId === person.id && c.stage === stage && c.status === 'open');
    expect(found, `${person.name} has a ${stage} card`).toBeDefined();
    return found!;
  });
  return { row, message: t.fake.message(row.messageId!)! };
}

function click(person: Person, messageId: string, value: object, formValue?: Record<string, string>, eventId?: string) {
  return t.deliver(cardActionEvent({ ...person.lark, value, formValue, messageId, token: VERIFICATION_TOKEN, eventId }));
}

const buttonValue = (card: unknown, action: string) => {
  const json = JSON.stringify(card);
  const match = new RegExp(`\\{"kind":"approval"[^}]*"action":"${action}"[^}]*\\}`).exec(json);
  return JSON.parse(match![0]) as object;
};

describe('approval cards', () => {
  it('a submitted payment reaches every eligible bound approver, not the submitter nor the unbound', async () => {
    const p = await submitPayment('2500.00');
    const { message } = await cardFor(chen, p.id);
    await cardFor(zhou, p.id);
    const text = JSON.stringify(message.card);
    expect(titleOf(message.card)).toBe('付款申请审核');
    expect(text).toContain('USD 2,500.00');
    expect(text).toContain('张伟');
    expect(text).toContain('FastShip Logistics');
    expect(text).toContain(`/lark/start?to=${encodeURIComponent(`/operationManager/payment-list?id=${p.id}`)}`);
    expect(text).toContain(encodeURIComponent(`/widgets/detail?entity=b2b_payment&id=${p.id}`));
    // 在 CRM 中打开 stays in Lark on desktop: an AppLink to the sidebar; phones open the launch URL.
    const open = JSON.stringify(message.card).match(/"content":"在 CRM 中打开","i18n_content":\{"zh_cn":"在 CRM 中打开","en_us":"Open in CRM"\}\},"type":"default","behaviors":\[(\{[^\]]*\})\]/)![1]!;
    const behaviour = JSON.parse(open) as { pc_url: string; ios_url: string };
    const launch = `${PUBLIC_URL}/lark/start?to=${encodeURIComponent(`/operationManager/payment-list?id=${p.id}`)}`;
    expect(behaviour.ios_url).toBe(launch);
    expect(behaviour.pc_url).toBe(`https://applink.feishu.cn/client/web_url/open?mode=sidebar-semi&url=${encodeURIComponent(launch)}`);
    const cards = await cardsOf(t, p.id);
    expect(cards.map((c) => c.userId).sort()).toEqual([chen.id, zhou.id].sort());
    expect(cards.some((c) => c.userId === sales.id || c.userId === unboundManager.id || c.userId === lina.id)).toBe(false);
  });

  it('approving on the card runs the audit as that user, answers the decided card, patches the other copy and sends finance cards', async () => {
    const p = await submitPayment();
    const mine = await cardFor(chen, p.id);
    const other = await cardFor(zhou, p.id);
    const res = await click(chen, mine.message.messageId, buttonValue(mine.message.card, 'approve'), { comment: '同意付款' });
    expect(res.status).toBe(200);
    expect(res.body.toast).toEqual({ type: 'success', content: '已审核通过，当前状态：待财务确认' });
    expect(titleOf(res.body.card.data)).toBe('付款申请审核 · 已由陈静处理');
    expect(JSON.stringify(res.body.card.data)).toContain('同意付款');
    const row = await stored(p.id);
    expect(row.status).toBe('pending_finance');
    expect(row.auditedBy).toBe(chen.id);
    expect(await lastLog(p.id)).toMatchObject({ action: 'approve', actorId: chen.id, actorName: '陈静', comment: '同意付款' });
    await eventually(() => expect(titleOf(t.fake.message(other.message.messageId)!.card)).toBe('付款申请审核 · 已由陈静处理'));
    // The clicked card was answered in the callback, not patched again.
    expect(t.fake.message(mine.message.messageId)!.patches).toBe(0);
    const finance = await cardFor(lina, p.id, 'pending_finance');
    expect(titleOf(finance.message.card)).toBe('付款申请财务确认');
    expect(JSON.stringify(finance.message.card)).toContain('Crossdock USD');
  });

  it('rejecting without a reason is refused and changes nothing; with a reason it rejects', async () => {
    const p = await submitPayment();
    const mine = await cardFor(chen, p.id);
    const reject = buttonValue(mine.message.card, 'reject');
    const refused = await click(chen, mine.message.messageId, reject, { comment: '  ' });
    expect(refused.body.toast).toEqual({ type: 'error', content: '请填写驳回原因' });
    expect(refused.body.card).toBeUndefined();
    expect((await stored(p.id)).status).toBe('pending_audit');
    const done = await click(chen, mine.message.messageId, reject, { comment: '金额与发票不符' });
    expect(done.body.toast.type).toBe('success');
    expect(await stored(p.id)).toMatchObject({ status: 'rejected' });
    expect(await lastLog(p.id)).toMatchObject({ action: 'reject', actorId: chen.id, comment: '金额与发票不符' });
    expect(JSON.stringify(done.body.card.data)).toContain('金额与发票不符');
  });

  it('finance confirms on the card with the paying account and reference', async () => {
    const p = await submitPayment();
    await managerApi.call(auditPayment, { body: { id: p.id, pass: true } });
    const card = await cardFor(lina, p.id, 'pending_finance');
    const confirm = buttonValue(card.message.card, 'confirm');
    const missing = await click(lina, card.message.messageId, confirm, {});
    expect(missing.body.toast).toEqual({ type: 'error', content: '请选择付款账户' });
    const ok = await click(lina, card.message.messageId, confirm, { paidFromBankId: String(payBank), paidReference: 'TT-LARK-1' });
    expect(ok.body.toast.content).toBe('已确认付款，当前状态：已付款');
    expect(await stored(p.id)).toMatchObject({ status: 'paid', paidBy: lina.id, paidFromBankId: payBank, paidReference: 'TT-LARK-1' });
  });

  it('a decision taken in the portal patches every card', async () => {
    const p = await submitPayment();
    const a = await cardFor(chen, p.id);
    const b = await cardFor(zhou, p.id);
    expect((await managerApi.call(auditPayment, { body: { id: p.id, pass: false, comment: '请补充合同' } })).resCode).toBe(200);
    for (const card of [a, b]) {
      await eventually(() => {
        const now = t.fake.message(card.message.messageId)!.card;
        expect(titleOf(now)).toBe('付款申请审核 · 已由陈静处理');
        expect(JSON.stringify(now)).toContain('请补充合同');
      });
    }
    await eventually(async () => expect((await cardsOf(t, p.id)).filter((c) => c.round > 0).every((c) => c.status === 'closed')).toBe(true));
  });

  it('the requester hears the outcome in Lark: approved, rejected with the reason, paid; once each', async () => {
    // Outcomes of this test's records only (an earlier test's may still be on its way).
    const ours = new Set<number>();
    const outcomes = () =>
      t.fake.messagesTo(sales.lark.openId).filter((m) => titleOf(m.card).startsWith('你的') && [...ours].some((id) => JSON.stringify(m.card).includes(`payment-list%3Fid%3D${id}"`)));
    const before = 0;
    const rejected = await submitPayment();
    ours.add(rejected.id);
    await cardFor(chen, rejected.id);
    expect((await managerApi.call(auditPayment, { body: { id: rejected.id, pass: false, comment: '缺少合同' } })).resCode).toBe(200);
    await eventually(() => expect(outcomes().length).toBe(before + 1));
    const rejection = outcomes().at(-1)!.card;
    expect(titleOf(rejection)).toBe('你的付款申请审核：驳回 · 已由陈静处理');
    expect(JSON.stringify(rejection)).toContain('缺少合同');

    const paid = await submitPayment();
    ours.add(paid.id);
    const mine = await cardFor(chen, paid.id);
    await click(chen, mine.message.messageId, buttonValue(mine.message.card, 'approve'), {});
    await eventually(() => expect(outcomes().length).toBe(before + 2));
    expect(titleOf(outcomes().at(-1)!.card)).toBe('你的付款申请审核：审核通过 · 已由陈静处理');
    const finance = await cardFor(lina, paid.id, 'pending_finance');
    await click(lina, finance.message.messageId, buttonValue(finance.message.card, 'confirm'), { paidFromBankId: String(payBank), paidReference: 'TT-OUTCOME' });
    await eventually(() => expect(outcomes().length).toBe(before + 3));
    expect(titleOf(outcomes().at(-1)!.card)).toBe('你的付款申请财务确认：确认付款 · 已由李娜处理');
    // Syncing the record again (another process, a retry) sends nothing more.
    await syncApprovalCards({ db: t.db, lark: t.deps.lark!, config: t.lark }, 'b2b_payment', paid.id);
    expect(outcomes().length).toBe(before + 3);
  });

  it('two approvers at once: one decision; the other is told who decided', async () => {
    const p = await submitPayment();
    const a = await cardFor(chen, p.id);
    const b = await cardFor(zhou, p.id);
    const [ra, rb] = await Promise.all([
      click(chen, a.message.messageId, buttonValue(a.message.card, 'approve')),
      click(zhou, b.message.messageId, buttonValue(b.message.card, 'reject'), { comment: '不同意' }),
    ]);
    const answers = [ra.body, rb.body];
    expect(answers.filter((x) => x.toast.type === 'success')).toHaveLength(1);
    const loser = answers.find((x) => x.toast.type === 'error')!;
    const winner = ra.body.toast.type === 'success' ? '陈静' : '周强';
    expect(loser.toast.content).toMatch(new RegExp(`^该付款申请已被${winner}处理，当前状态：`));
    expect(titleOf(loser.card.data)).toBe(`付款申请审核 · 已由${winner}处理`);
    const decisions = (await t.db.select().from(workflowLogs).where(and(eq(workflowLogs.entity, 'b2b_payment'), eq(workflowLogs.entityId, p.id)))).filter((l) => l.fromStatus === 'pending_audit');
    expect(decisions).toHaveLength(1);
  });

  it('a replayed callback and a double click change nothing twice', async () => {
    const p = await submitPayment();
    const a = await cardFor(chen, p.id);
    const value = buttonValue(a.message.card, 'approve');
    const first = await click(chen, a.message.messageId, value, {}, 'evt-replay-1');
    expect(first.body.toast.type).toBe('success');
    const replay = await click(chen, a.message.messageId, value, {}, 'evt-replay-1');
    expect(replay.body.toast).toEqual({ type: 'info', content: '该操作已处理' });
    const again = await click(chen, a.message.messageId, value, {}, 'evt-replay-2');
    expect(again.body.toast.content).toBe('该付款申请已被陈静处理，当前状态：待财务确认，请刷新后重试');
    const row = await stored(p.id);
    expect(row.status).toBe('pending_finance');
    expect(row.version).toBe(p.version + 1);
  });

  it('the submitter cannot approve their own request from a card, nor can an unbound Lark user', async () => {
    const p = await submitPayment();
    const a = await cardFor(chen, p.id);
    const value = buttonValue(a.message.card, 'approve');
    const own = await click(sales, a.message.messageId, value);
    expect(own.body.toast.type).toBe('error');
    const stranger = t.fake.addUser({ name: '路人' });
    const res = await t.deliver(cardActionEvent({ ...stranger, value, messageId: a.message.messageId, token: VERIFICATION_TOKEN }));
    expect(res.body.toast.content).toContain('尚未绑定 CRM 账号');
    expect((await stored(p.id)).status).toBe('pending_audit');
  });

  it('a card Lark refused to deliver is sent again by the retry', async () => {
    t.fake.failNext('POST /open-apis/im/v1/messages', { code: 230020, msg: 'rate limited' }, 1);
    const p = await submitPayment();
    const cards = [await cardFor(chen, p.id), await cardFor(zhou, p.id)];
    const refused = t.fake.requests.filter((r) => r.method === 'POST' && r.path === '/open-apis/im/v1/messages' && r.status !== 200);
    expect(refused).toHaveLength(1);
    expect(cards.map((c) => c.row.error)).toEqual([null, null]);
    expect(cards.map((c) => titleOf(c.message.card))).toEqual(['付款申请审核', '付款申请审核']);
  });

  it('an approver bound after a payment started waiting gets its card, and nobody gets a second one', async () => {
    const p = await submitPayment('77.00');
    await cardFor(chen, p.id);
    await cardFor(zhou, p.id);
    const admin = as(t, await t.login());
    const bound = await admin.call(larkBind, { body: { userId: unboundManager.id, openId: unboundManager.lark.openId } });
    expect(bound.resCode, bound.resDes).toBe(200);
    const { message } = await cardFor(unboundManager, p.id);
    expect(titleOf(message.card)).toBe('付款申请审核');
    expect(JSON.stringify(message.card)).toContain('USD 77.00');
    const cards = await cardsOf(t, p.id);
    expect(cards.map((c) => c.userId).sort()).toEqual([chen.id, zhou.id, unboundManager.id].sort());
    expect(t.fake.messagesTo(chen.lark.openId).filter((m) => JSON.stringify(m.card).includes('USD 77.00'))).toHaveLength(1);
  });
});

describe('the Lark platform client', () => {
  it('gets a new app token when Lark refuses the cached one, and the card still goes out', async () => {
    const tokensBefore = t.fake.tokenRequests.tenant;
    t.fake.expireTokens();
    const p = await submitPayment('42.00');
    await cardFor(chen, p.id);
    expect(t.fake.tokenRequests.tenant).toBeGreaterThan(tokensBefore);
    // The first call after the tokens ended (a card, or the approval centre's instance) was refused, then renewed.
    const refused = t.fake.requests.filter((r) => r.status === 400 && (r.response as { code?: number })?.code === 99991663);
    expect(refused.length).toBeGreaterThan(0);
  });
});
