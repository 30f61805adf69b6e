import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { larkEventReceipts } from '../../../server/db/schema';
import { BOT_REPLY_JOB } from '../../../server/lark/bot';
import { messageEvent } from '../../fakes/lark-events';
import { createLarkApp, eventually, VERIFICATION_TOKEN, type LarkApp } from './support';

let t: LarkApp;
let chen: Awaited<ReturnType<LarkApp['person']>>;

beforeAll(async () => {
  t = await createLarkApp();
  chen = await t.person('chenjing', '陈静', []);
});
afterAll(() => t.close());

const replyJobs = async (eventId: string) => {
  const { rows } = (await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${BOT_REPLY_JOB} and data->>'messageId' = ${eventId}`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return rows[0]!.n;
};
const receipts = async (eventId: string) => (await t.db.select().from(larkEventReceipts).where(eq(larkEventReceipts.eventId, eventId))).length;

/** A message event as Lark delivers it `ageMs` after it was created (a retry re-signs it with the current time). */
function eventAged(ageMs: number, messageId: string) {
  const event = messageEvent({ ...chen.lark, text: '帮助', token: VERIFICATION_TOKEN, messageId });
  event.header.create_time = String(Date.now() - ageMs);
  return event;
}

const RETRIES = [15_000, 5 * 60_000, 3600_000, 6 * 3600_000];

describe("Lark's retries of an event", () => {
  it('15 s, 5 min, 1 h and 6 h after the first delivery: all accepted, processed once', async () => {
    const first = eventAged(0, 'om_retry_once');
    expect((await t.deliver(first)).status).toBe(200);
    for (const delay of RETRIES) {
      const retry = eventAged(delay, 'om_retry_once');
      retry.header.event_id = first.header.event_id;
      expect((await t.deliver(retry)).status, `retry after ${delay} ms`).toBe(200);
    }
    expect(await receipts(first.header.event_id)).toBe(1);
    expect(await replyJobs('om_retry_once')).toBe(1);
  });

  it('a crash while taking the event keeps neither receipt nor job: each retry delay still processes it once', async () => {
    for (const delay of RETRIES) {
      const messageId = `om_after_crash_${delay}`;
      const first = eventAged(0, messageId);
      const crash = vi.spyOn(t.deps.jobs, 'sendInTransaction').mockRejectedValueOnce(new Error('process died'));
      expect((await t.deliver(first)).status).toBe(500);
      crash.mockRestore();
      expect(await receipts(first.header.event_id)).toBe(0);
      expect(await replyJobs(messageId)).toBe(0);
      const retry = eventAged(delay, messageId);
      retry.header.event_id = first.header.event_id;
      expect((await t.deliver(retry)).status).toBe(200);
      expect((await t.deliver(retry)).status).toBe(200);
      expect(await receipts(first.header.event_id)).toBe(1);
      expect(await replyJobs(messageId)).toBe(1);
    }
  });

  it('a replay created before the receipt window is refused and not processed', async () => {
    const old = eventAged(25 * 3600_000, 'om_too_old');
    const res = await t.deliver(old);
    expect(res.status).toBe(400);
    expect(await receipts(old.header.event_id)).toBe(0);
    expect(await replyJobs('om_too_old')).toBe(0);
  });

  it('a reply whose send answer was lost is sent once: the retry carries the same uuid', async () => {
    // The earlier tests' replies are sent first, so the lost answer is this reply's.
    await eventually(async () => {
      const { rows } = (await t.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${BOT_REPLY_JOB} and state in ('created', 'retry', 'active')`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(rows[0]!.n).toBe(0);
    }, 20_000);
    const before = t.fake.messagesTo(chen.lark.openId).length;
    t.fake.failNext('POST /open-apis/im/v1/messages', { loseAnswer: true });
    expect((await t.deliver(eventAged(0, 'om_lost_answer'))).status).toBe(200);
    await eventually(async () => {
      const { rows } = (await t.db.execute(
        sql`select state from pgboss.job where name = ${BOT_REPLY_JOB} and data->>'messageId' = 'om_lost_answer'`,
      )) as unknown as { rows: Array<{ state: string }> };
      expect(rows[0]?.state).toBe('completed');
    }, 20_000);
    const sends = t.fake.requests.filter((r) => r.method === 'POST' && r.path === '/open-apis/im/v1/messages' && (r.body as { uuid?: string }).uuid === 'reply-om_lost_answer');
    expect(sends.length).toBe(2);
    expect(t.fake.messagesTo(chen.lark.openId).length).toBe(before + 1);
  });
});
