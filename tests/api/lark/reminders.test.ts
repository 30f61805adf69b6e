import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPayment, saveOrSubmitPayment } from '@shared/api/b2b/payment';
import { larkCards, workflowEvents } from '../../../server/db/schema';
import { RENEW_JOB } from '../../../server/lark/relay';
import { chinaDay, renewCards } from '../../../server/lark/relay/renew';
import { as, type As } from '../admin/support';
import { cardsOf, createLarkApp, eventually, titleOf, type LarkApp } from './support';

let t: LarkApp;
type Person = Awaited<ReturnType<LarkApp['person']>>;
let chen: Person;
let salesApi: As;
let managerApi: As;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  t = await createLarkApp();
  await t.person('zhangwei', '张伟', []);
  chen = await t.person('chenjing', '陈静', []);
  salesApi = as(t, await t.login('zhangwei'));
  managerApi = as(t, await t.login('chenjing'));
});
afterAll(() => t.close());

const relay = () => ({ db: t.db, lark: t.deps.lark!, config: t.lark });

/** Submits a payment; answers its id, and remembers its serial number under `amount` for `messagesAbout`. */
const serials = new Map<string, string>();
async function submitPayment(amount: string): Promise<number> {
  const res = await salesApi.call(saveOrSubmitPayment, {
    body: { type: 'freight', payeeName: 'Remind Logistics', payeeBank: 'HSBC', payeeAccount: '001-7', currency: 'USD', amount, exchangeRate: '7.1', reason: '提醒', submit: true },
  });
  expect(res.resCode, res.resDes).toBe(200);
  serials.set(amount, res.data.serialNo);
  return res.data.id;
}

/** chen's open card of the record, once the relay sent it. */
const openCard = (id: number) =>
  eventually(async () => {
    const card = (await cardsOf(t, id)).find((c) => c.userId === chen.id && c.round > 0);
    expect(card?.status).toBe('open');
    return card!;
  });

/** The record started waiting `ms` ago (its round's workflow event). */
const waitingFor = (round: number, ms: number) => t.db.update(workflowEvents).set({ createdAt: new Date(Date.now() - ms) }).where(eq(workflowEvents.id, round));

/** chen's messages about the payment of this amount (by its serial number: a replaced card no longer shows the amount). */
const messagesAbout = (amount: string) => t.fake.messagesTo(chen.lark.openId).filter((m) => m.content.includes(serials.get(amount)!));

describe('reminders', () => {
  it('a record waiting longer than LARK_REMIND_AFTER_HOURS reminds its approver once a day, through the job queue, whichever process runs it', async () => {
    const id = await submitPayment('301.00');
    const first = await openCard(id);
    await waitingFor(first.round, 25 * 3600_000);
    // Two server processes' hourly ticks: two jobs, one reminder.
    await Promise.all([t.deps.jobs.send(RENEW_JOB, {}), t.deps.jobs.send(RENEW_JOB, {}), renewCards(relay())]);
    await eventually(async () => {
      const { rows } = (await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${RENEW_JOB} and state in ('created', 'retry', 'active')`)) as unknown as { rows: Array<{ n: number }> };
      expect(rows[0]!.n).toBe(0);
    }, 20_000);
    const messages = messagesAbout('301.00');
    expect(messages).toHaveLength(2);
    const reminder = messages[1]!;
    expect(JSON.stringify(reminder.card)).toContain('该审批已等待 1 天，请尽快处理');
    expect(JSON.stringify(reminder.card)).toContain('waiting for 1 day(s), please decide');
    expect(JSON.stringify(reminder.card)).toContain('审核通过');
    // The old card points at the new one; the row follows the new message.
    expect(JSON.stringify(messages[0]!.card)).toContain('此卡片已换为下方的新卡片');
    const [row] = await t.db.select().from(larkCards).where(eq(larkCards.id, first.id));
    expect(row).toMatchObject({ messageId: reminder.messageId, remindedOn: chinaDay(new Date()), status: 'open' });

    // The next day: one more.
    await renewCards(relay(), new Date(Date.now() + DAY));
    await renewCards(relay(), new Date(Date.now() + DAY));
    expect(messagesAbout('301.00')).toHaveLength(3);
    expect(JSON.stringify(messagesAbout('301.00')[2]!.card)).toContain('该审批已等待 2 天');

    // Deciding patches the live card (the latest message).
    expect((await managerApi.call(auditPayment, { body: { id, pass: true } })).resCode).toBe(200);
    await eventually(() => expect(titleOf(t.fake.message(messagesAbout('301.00')[2]!.messageId)!.card)).toBe('付款申请审核 · 已由陈静处理'));
  });

  it('a record waiting less long reminds nobody', async () => {
    const id = await submitPayment('302.00');
    const card = await openCard(id);
    await waitingFor(card.round, 23 * 3600_000);
    await renewCards(relay());
    expect(messagesAbout('302.00')).toHaveLength(1);
  });
});

describe("cards at Lark's 14-day edit limit", () => {
  it('a card 13 days old is replaced by a fresh one (the old one says so) and decisions reach the fresh one', async () => {
    const id = await submitPayment('303.00');
    const card = await openCard(id);
    await t.db.update(larkCards).set({ createdAt: new Date(Date.now() - 13.5 * DAY) }).where(eq(larkCards.id, card.id));
    await renewCards(relay());
    await renewCards(relay());
    const messages = messagesAbout('303.00');
    expect(messages).toHaveLength(2);
    expect(JSON.stringify(messages[1]!.card)).not.toContain('催办');
    expect(JSON.stringify(messages[0]!.card)).toContain('此卡片已换为下方的新卡片');
    const [row] = await t.db.select().from(larkCards).where(eq(larkCards.id, card.id));
    expect(row!.messageId).toBe(messages[1]!.messageId);
    expect(row!.sentAt!.getTime()).toBeGreaterThan(Date.now() - DAY);
    expect((await managerApi.call(auditPayment, { body: { id, pass: false, comment: '过期' } })).resCode).toBe(200);
    await eventually(() => expect(titleOf(t.fake.message(messages[1]!.messageId)!.card)).toBe('付款申请审核 · 已由陈静处理'));
    // The requester's outcome is out too (nothing of this test is still on its way to Lark).
    await eventually(async () => expect((await cardsOf(t, id)).some((c) => c.status === 'notice')).toBe(true));
  });
});

describe('plain-text fallback', () => {
  it('a card Lark cannot show is sent as text with its links, once; the decision later closes it without retries', async () => {
    t.fake.failNext('POST /open-apis/im/v1/messages', { code: 230099, msg: 'Failed to create card content.' });
    const id = await submitPayment('304.00');
    const card = await openCard(id);
    const [text] = messagesAbout('304.00');
    expect(text!.msgType).toBe('text');
    const body = (JSON.parse(text!.content) as { text: string }).text;
    expect(body).toContain('付款申请审核');
    expect(body).toContain('金额　USD 304.00');
    expect(body).toMatch(/在 CRM 中打开：https:\/\/crm\.example\.test\/lark\/start\?to=/);
    expect(card.messageId).toBe(text!.messageId);
    expect((await managerApi.call(auditPayment, { body: { id, pass: true } })).resCode).toBe(200);
    await eventually(async () => expect((await cardsOf(t, id)).find((c) => c.id === card.id)?.status).toBe('closed'));
  });

  it('every card carries Chinese and English texts (card JSON 2.0 i18n) and a plain-text summary', async () => {
    const id = await submitPayment('305.00');
    await openCard(id);
    const [message] = messagesAbout('305.00');
    const card = message!.card as { config: { locales: string[]; summary: { content: string } }; header: { title: { i18n_content?: object } } };
    expect(card.config.locales).toEqual(['zh_cn', 'en_us']);
    expect(card.config.summary.content).toMatch(/^付款申请审核：FK\d+ · Remind Logistics$/);
    expect(JSON.stringify(message!.card)).toContain('"en_us":"Opinion (required to reject)"');
  });
});

describe('a lost send answer', () => {
  it('a card whose send answer was lost reaches the approver once: the retry carries the same uuid', async () => {
    t.fake.failNext('POST /open-apis/im/v1/messages', { loseAnswer: true });
    const id = await submitPayment('306.00');
    const card = await openCard(id);
    const sends = t.fake.requests.filter((r) => r.method === 'POST' && r.path === '/open-apis/im/v1/messages' && (r.body as { uuid?: string }).uuid === `card-${card.id}`);
    expect(sends.length).toBe(2);
    expect(messagesAbout('306.00')).toHaveLength(1);
    expect(card.messageId).toBe(messagesAbout('306.00')[0]!.messageId);
  });
});
