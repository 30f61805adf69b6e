import { eq, sql } from 'drizzle-orm';
import { BOT_REPLY_JOB } from '../../../server/lark/bot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { larkEventReceipts } from '../../../server/db/schema';
import request from 'supertest';
import { createApp } from '../../../server/app';
import { modules } from '../../../server/modules';
import { encryptLarkBody, larkDelivery, messageEvent, urlVerification } from '../../fakes/lark-events';
import { createLarkApp, ENCRYPT_KEY, eventually, titleOf, VERIFICATION_TOKEN, type LarkApp } from './support';

let t: LarkApp;
let chen: Awaited<ReturnType<LarkApp['person']>>;

beforeAll(async () => {
  t = await createLarkApp();
  chen = await t.person('chenjing', '陈静', []);
});
afterAll(() => t.close());

/** Bot reply jobs not yet finished (pg-boss keeps its jobs in the same database). */
const unfinishedReplies = async () => {
  const { rows } = (await t.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${BOT_REPLY_JOB} and state in ('created', 'retry', 'active')`,
  )) as unknown as { rows: Array<{ n: number }> };
  return rows[0]!.n;
};
const receipts = (eventId: string) => t.db.select().from(larkEventReceipts).where(eq(larkEventReceipts.eventId, eventId));
const sentTo = (openId: string) => t.fake.messagesTo(openId).length;

describe('POST /lark/events', () => {
  it('answers the URL check with the challenge, encrypted or not, only with the right token', async () => {
    const plain = await t.postRaw(JSON.stringify(urlVerification({ challenge: 'c-123', token: VERIFICATION_TOKEN })), {});
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual({ challenge: 'c-123' });
    const encrypted = await t.deliver(urlVerification({ challenge: 'c-456', token: VERIFICATION_TOKEN }));
    expect(encrypted.body).toEqual({ challenge: 'c-456' });
    const wrong = await t.postRaw(JSON.stringify(urlVerification({ challenge: 'c-789', token: 'guessed' })), {});
    expect(wrong.status).toBe(401);
    expect(wrong.body.challenge).toBeUndefined();
  });

  it('processes a signed message once even when Lark delivers it three times', async () => {
    const before = sentTo(chen.lark.openId);
    const event = messageEvent({ ...chen.lark, text: '帮助', token: VERIFICATION_TOKEN });
    const answers = await Promise.all([t.deliver(event), t.deliver(event), t.deliver(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    await eventually(() => expect(sentTo(chen.lark.openId)).toBe(before + 1));
    // Once no reply job is left waiting or running, a wrongly queued second reply would have arrived.
    await eventually(async () => expect(await unfinishedReplies()).toBe(0));
    expect(sentTo(chen.lark.openId)).toBe(before + 1);
    expect(titleOf(t.fake.messagesTo(chen.lark.openId).at(-1)!.card)).toBe('Crossdock 助手');
    expect(await receipts(event.header.event_id)).toHaveLength(1);
  });

  it('processes an event once when two server processes on one database both receive it', async () => {
    const before = sentTo(chen.lark.openId);
    const second = request(createApp(t.deps, modules));
    const { body, headers } = larkDelivery(messageEvent({ ...chen.lark, text: '你好', token: VERIFICATION_TOKEN }), { encryptKey: ENCRYPT_KEY });
    const answers = await Promise.all([t.http.post('/lark/events').set(headers).send(body), second.post('/lark/events').set(headers).send(body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await eventually(() => expect(sentTo(chen.lark.openId)).toBe(before + 1));
    await eventually(async () => expect(await unfinishedReplies()).toBe(0));
    expect(sentTo(chen.lark.openId)).toBe(before + 1);
  });

  describe('refuses, and changes nothing for,', () => {
    const event = () => messageEvent({ ...chen.lark, text: '待办', token: VERIFICATION_TOKEN });

    async function expectRefused(res: { status: number }, eventId: string) {
      expect(res.status).toBe(401); // refused before anything is written (server/lark/events/route.ts)
      expect(await receipts(eventId)).toHaveLength(0);
    }

    it('a forged signature', async () => {
      const e = event();
      const body = JSON.stringify(encryptLarkBody(e, 'not-the-key'));
      const forged = { ...t.sign(body), 'x-lark-signature': 'a'.repeat(64) };
      await expectRefused(await t.postRaw(JSON.stringify(e), forged), e.header.event_id);
    });

    it('a body signed with another key', async () => {
      const e = event();
      const body = JSON.stringify(e);
      const { createHash } = await import('node:crypto');
      const ts = String(Math.floor(Date.now() / 1000));
      const signature = createHash('sha256').update(`${ts}nonce1` + 'other-key' + body).digest('hex');
      await expectRefused(await t.postRaw(body, { 'x-lark-request-timestamp': ts, 'x-lark-request-nonce': 'nonce1', 'x-lark-signature': signature }), e.header.event_id);
    });

    it('a stale timestamp, even correctly signed (a replayed capture)', async () => {
      const e = event();
      const body = JSON.stringify(e);
      const tenMinutesAgo = String(Math.floor(Date.now() / 1000) - 600);
      await expectRefused(await t.postRaw(body, t.sign(body, tenMinutesAgo)), e.header.event_id);
    });

    it('an unsigned body', async () => {
      const e = event();
      await expectRefused(await t.postRaw(JSON.stringify(e), {}), e.header.event_id);
    });

    it('a body changed after signing', async () => {
      const e = event();
      const headers = t.sign(JSON.stringify(e));
      const tampered = JSON.stringify({ ...e, event: { ...e.event, sender: { ...e.event.sender, sender_id: { open_id: 'ou_attacker' } } } });
      await expectRefused(await t.postRaw(tampered, headers), e.header.event_id);
    });

    it('a signed body re-serialised with other spacing (the signature covers the bytes)', async () => {
      const e = event();
      const headers = t.sign(JSON.stringify(e));
      await expectRefused(await t.postRaw(JSON.stringify(e, null, 2), headers), e.header.event_id);
    });

    it('a signed event with the wrong verification token', async () => {
      const e = messageEvent({ ...chen.lark, text: '待办', token: 'other-app-token' });
      const body = JSON.stringify(e);
      await expectRefused(await t.postRaw(body, t.sign(body)), e.header.event_id);
    });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await t.postRaw('not json', t.sign('not json'));
    expect(res.status).toBe(400);
  });
});
