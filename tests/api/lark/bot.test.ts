import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b2bPayments } from '../../../server/db/schema';
import { cardActionEvent, messageEvent } from '../../fakes/lark-events';
import { as } from '../admin/support';
import { createLarkApp, eventually, titleOf, VERIFICATION_TOKEN, type LarkApp } from './support';
import { saveOrSubmitPayment } from '@shared/api/b2b/payment';

let t: LarkApp;
type Person = Awaited<ReturnType<LarkApp['person']>>;
let chen: Person;
let paymentId = 0;

beforeAll(async () => {
  t = await createLarkApp();
  chen = await t.person('chenjing', '陈静', []);
  const sales = as(t, await t.login('zhangwei'));
  const res = await sales.call(saveOrSubmitPayment, { body: {
    type: 'freight', payeeName: 'Bot Payee', payeeBank: 'HSBC', payeeAccount: '9', currency: 'EUR', amount: '77.70', exchangeRate: '7.7', reason: '运费', submit: true,
  } });
  paymentId = res.data.id;
  // Her approval card arrives first; the bot's answers are counted after it.
  await eventually(() => expect(t.fake.messagesTo(chen.lark.openId).map((m) => titleOf(m.card))).toEqual(['付款申请审核']));
});
afterAll(() => t.close());

const BOT_TITLES = ['我的待审批', 'Crossdock 助手', '请先绑定 CRM 账号'];

/** Sends `text` to the bot as `openId` and waits for its one answer (approval cards may arrive meanwhile). */
async function ask(openId: string, text: string, actor = chen.lark) {
  const before = t.fake.messagesTo(openId).length;
  expect((await t.deliver(messageEvent({ ...actor, openId, text, token: VERIFICATION_TOKEN }))).status).toBe(200);
  return eventually(() => {
    const answers = t.fake.messagesTo(openId).slice(before).filter((m) => BOT_TITLES.includes(titleOf(m.card)));
    expect(answers).toHaveLength(1);
    return answers[0]!;
  });
}

describe('the bot', () => {
  it('answers 待办 with the pending approvals, and 通过 on the list approves and refreshes the list', async () => {
    const reply = await ask(chen.lark.openId, '待办');
    expect(titleOf(reply.card)).toBe('我的待审批');
    const text = JSON.stringify(reply.card);
    expect(text).toContain('Bot Payee');
    expect(text).toContain('EUR 77.70');
    const value = JSON.parse(new RegExp(`\\{"kind":"approval","entity":"b2b_payment","id":${paymentId},[^}]*\\}`).exec(text)![0]);
    expect(value).toMatchObject({ action: 'approve', from: 'todo' });
    const res = await t.deliver(cardActionEvent({ ...chen.lark, value, messageId: reply.messageId, token: VERIFICATION_TOKEN }));
    expect(res.body.toast).toEqual({ type: 'success', content: '已审核通过，当前状态：待财务确认' });
    expect(titleOf(res.body.card.data)).toBe('我的待审批');
    expect(JSON.stringify(res.body.card.data)).not.toContain('Bot Payee');
    const [row] = await t.db.select().from(b2bPayments).where(eq(b2bPayments.id, paymentId));
    expect(row).toMatchObject({ status: 'pending_finance', auditedBy: chen.id });
  });

  it('offers no one-tap decision where one needs more input: finance confirms in the widget', async () => {
    const lina = await t.person('lina', '李娜', []);
    const reply = await ask(lina.lark.openId, '待办', lina.lark);
    const text = JSON.stringify(reply.card);
    expect(text).toContain('Bot Payee');
    expect(text).toContain(encodeURIComponent(`/widgets/detail?entity=b2b_payment&id=${paymentId}`));
    expect(text).not.toMatch(new RegExp(`"kind":"approval","entity":"b2b_payment","id":${paymentId},`));
  });

  it('answers anything else with help, and "todo" too', async () => {
    expect(titleOf((await ask(chen.lark.openId, '你好')).card)).toBe('Crossdock 助手');
    expect(titleOf((await ask(chen.lark.openId, 'TODO')).card)).toBe('我的待审批');
  });

  it('tells an unbound sender how to bind', async () => {
    const stranger = t.fake.addUser({ name: '陌生人' });
    const reply = await ask(stranger.openId, '待办', stranger);
    expect(titleOf(reply.card)).toBe('请先绑定 CRM 账号');
    expect(JSON.stringify(reply.card)).toContain('用户管理');
  });
});
