import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addAccount } from '@shared/api/mail/accounts';
import { handlePull } from '@shared/api/mail/pulls';
import { addOrUpdateTemplate } from '@shared/api/mail/templates';
import { queryBizLog } from '@shared/api/review/bizLog';
import { batchSendLetter, letterOptions } from '@shared/api/review/planOrder';
import { mailOutbox, reviewPlanOrderDetails as d } from '../../../server/db/schema';
import { deliver, startLocalMailServers, type LocalMailServers } from '../../fakes/mail/localMailServers';
import { createTestApp, type TestApp } from '../../support/app';
import { pulled } from '../mail/pullNow';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';

/** 批量发信 through the mail centre on a real IMAP/SMTP server: sent, answered, failed, each in the order's log. */
let t: TestApp;
let mail: LocalMailServers;
let zhoujie: As, huangli: As;
let shopId = 0, brokenId = 0, templateId = 0;
const SHOP = 'reviews@letters.test';
const REVIEWER = 'grace@reviewer.test';
let details: Array<typeof d.$inferSelect> = [];

const mailbox = (email: string, smtpPort: number) => ({
  imapHost: mail.host, imapPort: mail.imapPort, imapSecure: false, smtpHost: mail.host, smtpPort, smtpSecure: false, username: email, email, senderName: 'Review Team', brandId: null, password: 'shop-secret',
});

beforeAll(async () => {
  [t, mail] = await Promise.all([createTestApp(), startLocalMailServers()]);
  mail.addUser(SHOP, 'shop-secret');
  mail.addUser(REVIEWER, 'grace-secret');
  [zhoujie, huangli] = (await Promise.all(['zhoujie', 'huangli'].map((u) => t.login(u)))).map((tk) => as(t, tk)) as [As, As];
  shopId = (await zhoujie.call(addAccount, { body: mailbox(SHOP, mail.smtpPort) })).data.id;
  // A mailbox whose SMTP port answers IMAP: every letter through it fails.
  brokenId = (await zhoujie.call(addAccount, { body: mailbox('broken@letters.test', mail.imapPort) })).data.id;
  const template = await zhoujie.call(addOrUpdateTemplate, {
    body: { name: '测评邀请信', language: 'en', subject: 'Your invitation {{invitationCode}}', body: 'Hi {{customerName}},\nplease review {{sku}} on {{platformName}} with code {{invitationCode}}.' },
  });
  templateId = template.data.id;
  // Two open orders of the demo's running plan order, with the reviewer's address.
  details = await t.db.select().from(d).where(and(inArray(d.status, ['pending_address', 'address_committed', 'ordered']), eq(d.sendLetterStatus, 'not_sent'))).limit(2);
  expect(details).toHaveLength(2);
  await t.db.update(d).set({ reviewerEmail: REVIEWER }).where(inArray(d.id, details.map((x) => x.id)));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

const stored = async (id: number) => (await t.db.select().from(d).where(eq(d.id, id)))[0]!;
const logOf = async (id: number) => (await huangli.call(queryBizLog, { query: { bizType: 'review_plan_order_detail', bizId: id } })).data.map((l) => l.comment ?? '');

describe('invitation letters', () => {
  it('offers the enabled mailboxes and templates', async () => {
    const options = (await huangli.call(letterOptions, {})).data;
    expect(options.mailboxes.map((m) => m.email)).toEqual(expect.arrayContaining([SHOP]));
    expect(options.templates.map((x) => x.id)).toContain(templateId);
  });

  it('go out through the mailbox, filled with the order, arrive, are logged; the reviewer’s answer sets 已回复', async () => {
    const [first] = details;
    const res = await huangli.call(batchSendLetter, { body: { detailIds: [first!.id], accountId: shopId, templateId } });
    expect(res.data).toEqual({ sent: 1, failed: 0, skipped: 0, errors: [] });
    const after = await stored(first!.id);
    expect(after.sendLetterStatus).toBe('sent');
    expect(after.letterMessageId).toMatch(/^<.+>$/);
    expect((await logOf(first!.id)).join('\n')).toContain(`发信状态：未发信 → 已发信；信件「Your invitation ${first!.invitationCode}」由 ${SHOP} 发往 ${REVIEWER}`);
    const [outbox] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, after.letterMessageId!));
    expect(outbox).toMatchObject({ status: 'sent', accountId: shopId, toAddrs: REVIEWER });

    // The letter is in the reviewer's own mailbox, with the order's values.
    const imap = await mail.imap(REVIEWER);
    try {
      await imap.mailboxOpen('INBOX');
      const found = (await imap.search({ subject: `Your invitation ${first!.invitationCode}` }, { uid: true })) || [];
      expect(found).toHaveLength(1);
      const msg = await imap.fetchOne(String(found[0]), { source: true }, { uid: true });
      expect(msg && msg.source!.toString()).toContain(`please review ${first!.sku}`);
    } finally {
      await imap.logout();
    }

    // Grace answers; the pull links the answer to the letter.
    await deliver(mail, SHOP, `From: Grace <${REVIEWER}>\r\nTo: ${SHOP}\r\nSubject: Re: Your invitation\r\nMessage-ID: <grace-1@reviewer.test>\r\nIn-Reply-To: ${after.letterMessageId}\r\n\r\nHappy to!\r\n`);
    // A scheduled pull of the new mailbox may be running: 立即拉取 until one runs after the delivery.
    await vi.waitFor(
      async () => {
        const started = await zhoujie.callUnchecked(handlePull, { body: { accountId: shopId } });
        expect(started.resCode).toBe(200);
        expect(await pulled(t, started.data!.id)).toMatchObject({ status: 'ok' });
      },
      { timeout: 60_000, interval: 1000 },
    );
    expect((await stored(first!.id)).sendLetterStatus).toBe('replied');
    expect((await logOf(first!.id)).join('\n')).toContain(`发信状态：已发信 → 已回复；${REVIEWER} 回信`);
  });

  it('a letter that does not leave is 发信失败 with the reason, in the log and in 已发送', async () => {
    const second = details[1]!;
    const res = await huangli.call(batchSendLetter, { body: { detailIds: [second.id], accountId: brokenId, templateId } });
    expect(res.data).toMatchObject({ sent: 0, failed: 1, skipped: 0 });
    expect(res.data.errors[0]).toContain(`${second.invitationCode}：发送失败：`);
    expect((await stored(second.id)).sendLetterStatus).toBe('failed');
    expect((await logOf(second.id)).join('\n')).toContain('发信状态：未发信 → 发信失败；发往 grace@reviewer.test：发送失败：');
    const failed = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.accountId, brokenId), eq(mailOutbox.status, 'failed')));
    expect(failed).toHaveLength(1);
  });

  it('refuses an unknown template or a caller without 发信, sending nothing', async () => {
    const before = await t.db.select().from(mailOutbox);
    expectRefused(await huangli.call(batchSendLetter, { body: { detailIds: [details[1]!.id], accountId: shopId, templateId: 999999 } }), 400, '模板不存在');
    const wangfang = as(t, await t.login('wangfang'));
    expect((await wangfang.call(batchSendLetter, { body: { detailIds: [details[1]!.id], accountId: shopId, templateId } })).resCode).toBe(403);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(before.length);
  });
});
