import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as accountsApi from '@shared/api/mail/accounts';
import * as pulls from '@shared/api/mail/pulls';
import * as rooms from '@shared/api/mail/rooms';
import * as outbox from '@shared/api/mail/outbox';
import * as rules from '@shared/api/mail/rules';
import { uploadFile } from '@shared/api/tool';
import { getValueByName, updateValueByName } from '@shared/api/reference/users';
import { mailAccounts, users } from '../../../server/db/schema';
import { dueAccounts } from '../../../server/modules/mail/workers';
import { createTestApp } from '../../support/app';
import { PNG_1x1 } from '../../support/files';
import { as } from '../admin/support';
import { pulled } from './pullNow';
import { deliver, startLocalMailServers, type LocalMailServers } from '../../fakes/mail/localMailServers';

/** The calls the mail screens added: tab counts, attachment download, the pull interval setting. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let mail: LocalMailServers;
let admin: string;
let agent: string;
let accountId: number;
const SHOP = 'care@screens.test';
const BUYER = 'photo@customer.test';
const COLLEAGUE = 'quality@brand.test';
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  [t, mail] = await Promise.all([createTestApp(), startLocalMailServers()]);
  mail.addUser(SHOP, 'care-secret');
  mail.addUser(BUYER, 'buyer-secret');
  mail.addUser(COLLEAGUE, 'colleague-secret');
  admin = await t.login('zhoujie');
  agent = await t.login('zhaomin');
  const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'zhaomin'));
  const added = await t.as(admin).call(accountsApi.addAccount, {
    body: { imapHost: mail.host, imapPort: mail.imapPort, imapSecure: false, smtpHost: mail.host, smtpPort: mail.smtpPort, smtpSecure: false, username: SHOP, email: SHOP, senderName: 'Care', brandId: null, password: 'care-secret' },
  });
  accountId = added.body.data.id;
  await t.as(admin).call(rules.addOrUpdateRule, { body: { name: '照片', sort: 0, assigneeId: me!.id, accountId } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

describe('mail screens’ calls', () => {
  it('keeps an attachment and downloads it to the conversation’s owner only, never inline', async () => {
    const boundary = 'b1';
    await deliver(
      mail,
      SHOP,
      [
        `From: Photo Buyer <${BUYER}>`, `To: ${SHOP}`, 'Subject: Broken part', 'Message-ID: <photo-1@customer.test>', 'MIME-Version: 1.0',
        `Content-Type: multipart/mixed; boundary="${boundary}"`, '', `--${boundary}`, 'Content-Type: text/plain', '', 'See the photo.', `--${boundary}`,
        'Content-Type: text/html; name="photo.html"', 'Content-Disposition: attachment; filename="photo.html"', 'Content-Transfer-Encoding: base64', '',
        PHOTO.toString('base64'), `--${boundary}--`, '',
      ].join('\r\n'),
    );
    const started = await t.as(admin).call(pulls.handlePull, { body: { accountId } });
    expect(await pulled(t, started.body.data.id)).toMatchObject({ status: 'ok', created: 1 });
    const room = (await t.as(agent).call(rooms.myRoomList, { query: { keyword: BUYER } })).body.data.rows[0]!;
    const detail = await t.as(agent).call(rooms.roomDetail, { params: { id: room.id } });
    const message = detail.body.data.messages[0]!;
    expect(message.attachments).toEqual([{ name: 'photo.html', contentType: 'text/html', size: PHOTO.length }]);

    const file = await t.as(agent).blob(rooms.mailAttachment, { query: { messageId: message.id, index: 0 } });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(PHOTO)).toBe(true);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const other = await t.login('qianyu');
    expect((await t.as(other).blob(rooms.mailAttachment, { query: { messageId: message.id, index: 0 } })).envelope).toMatchObject({ resDes: '会话不存在' });
    expect((await t.as(agent).blob(rooms.mailAttachment, { query: { messageId: message.id, index: 3 } })).envelope).toMatchObject({ resDes: '附件不存在' });
  });

  it('sends attachments and rich text (sanitised), and a forward keeps the original’s attachments; all arrive', async () => {
    const writer = as(t, agent);
    const room = (await t.as(agent).call(rooms.myRoomList, { query: { keyword: BUYER } })).body.data.rows[0]!;
    const original = (await t.as(agent).call(rooms.roomDetail, { params: { id: room.id } })).body.data.messages[0]!;
    const file = await writer.upload(uploadFile, { bytes: PNG_1x1, name: '发票.png' });
    expect(file.resCode, file.resDes).toBe(200);
    const sent = await writer.call(outbox.sendMail, {
      body: { accountId, kind: 'reply', roomId: room.id, to: [BUYER], cc: [], subject: 'Re: Broken part', body: 'See the invoice.', html: '<p><b>See</b> the invoice.</p><script>alert(1)</script>', fileIds: [file.data!.id] },
    });
    expect(sent.resCode, sent.resDes).toBe(200);
    expect(sent.data!.attachments).toEqual([{ name: '发票.png', contentType: 'image/png', size: PNG_1x1.length }]);
    const forward = await writer.call(outbox.sendMail, {
      body: { accountId, kind: 'forward', roomId: room.id, to: [COLLEAGUE], cc: [], subject: 'Fwd: Broken part', body: 'FYI', forwardMessageId: original.id },
    });
    expect(forward.resCode, forward.resDes).toBe(200);
    expect(forward.data!.attachments.map((a) => a.name)).toEqual(['photo.html']);
    // A reply may not carry another mail's files; a forward only files of its own conversation.
    expect((await writer.call(outbox.sendMail, { body: { accountId, kind: 'reply', roomId: room.id, to: [BUYER], cc: [], subject: 'x', body: 'x', forwardMessageId: original.id } })).resDes).toBe('只有转发可以带上原邮件的附件');

    const inbox = async (user: string, subject: string) => {
      const imap = await mail.imap(user);
      try {
        await imap.mailboxOpen('INBOX');
        const found = (await imap.search({ subject }, { uid: true })) || [];
        expect(found).toHaveLength(1);
        const message = await imap.fetchOne(String(found[0]), { source: true }, { uid: true });
        if (!message) throw new Error(`${subject}: found but not fetched`);
        return message.source!.toString();
      } finally {
        await imap.logout();
      }
    };
    const reply = await inbox(BUYER, 'Re: Broken part');
    expect(reply).toContain('filename');
    expect(reply).toContain('<b>See</b>');
    expect(reply).not.toContain('<script>');
    const fwd = await inbox(COLLEAGUE, 'Fwd: Broken part');
    expect(fwd).toContain('photo.html');
    expect(fwd).toContain(PHOTO.toString('base64').slice(0, 40));
    // The thread shows the reply with its file.
    const thread = (await t.as(agent).call(rooms.roomDetail, { params: { id: room.id } })).body.data.messages;
    expect(thread.find((m) => m.subject === 'Re: Broken part')!.attachments.map((a) => a.name)).toEqual(['发票.png']);
  });

  it('counts conversations per status for my mails and the pool', async () => {
    const mine = await t.as(agent).call(rooms.roomTabNum, { query: { scope: 'mine' } });
    expect(mine.body.data).toEqual({ open: 1, closed: 0 });
    const room = (await t.as(agent).call(rooms.myRoomList, { query: {} })).body.data.rows[0]!;
    await t.as(agent).call(rooms.changeStatus, { query: { id: room.id, version: room.version, status: 'closed' } });
    expect((await t.as(agent).call(rooms.roomTabNum, { query: { scope: 'mine' } })).body.data).toEqual({ open: 0, closed: 1 });
    const pool = await t.as(agent).call(rooms.roomTabNum, { query: { scope: 'pool' } });
    const poolRows = await t.as(agent).call(rooms.poolList, { query: { status: 'open' } });
    expect(pool.body.data.open).toBe(poolRows.body.data.total);
  });

  it('the pull interval is a setting only the mail administrator changes, and the puller reads it', async () => {
    const read = await t.as(agent).call(getValueByName, { query: { name: pulls.PULL_INTERVAL_VARIABLE } });
    expect(read.body.data).toMatchObject({ value: '300' });
    expect((await t.as(agent).call(updateValueByName, { body: { name: pulls.PULL_INTERVAL_VARIABLE, value: '120' } })).body.resCode).toBe(403);
    expect((await t.as(admin).call(updateValueByName, { body: { name: pulls.PULL_INTERVAL_VARIABLE, value: '5' } })).body.resDes).toBe('拉取间隔应在 60 到 86400 之间');
    expect((await t.as(admin).call(updateValueByName, { body: { name: pulls.PULL_INTERVAL_VARIABLE, value: '120' } })).body.data).toMatchObject({ value: '120' });

    await t.db.update(mailAccounts).set({ lastPulledAt: new Date(Date.now() - 100_000) }).where(eq(mailAccounts.id, accountId));
    expect(await dueAccounts(t.deps)).not.toContain(accountId);
    await t.db.update(mailAccounts).set({ lastPulledAt: new Date(Date.now() - 130_000) }).where(eq(mailAccounts.id, accountId));
    expect(await dueAccounts(t.deps)).toContain(accountId);
  });
});
