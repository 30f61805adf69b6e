import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import * as accountsApi from '@shared/api/mail/accounts';
import * as rooms from '@shared/api/mail/rooms';
import * as rules from '@shared/api/mail/rules';
import * as outbox from '@shared/api/mail/outbox';
import * as pulls from '@shared/api/mail/pulls';
import * as labels from '@shared/api/mail/labels';
import { mailAccounts, users } from '../../../server/db/schema';
import { pulled } from './pullNow';
import { createTestApp } from '../../support/app';
import { deliver, startLocalMailServers, type LocalMailServers } from '../../fakes/mail/localMailServers';

/** The mail centre against a real Dovecot (IMAP) and a real SMTP server on this machine. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let mail: LocalMailServers;
let admin: string;
let agent: string;
let agentId: number;
const SHOP = 'service@brand.test';
const BUYER = 'buyer@customer.test';

beforeAll(async () => {
  [t, mail] = await Promise.all([createTestApp(), startLocalMailServers()]);
  mail.addUser(SHOP, 'shop-secret');
  mail.addUser(BUYER, 'buyer-secret');
  admin = await t.login('zhoujie');
  agent = await t.login('zhaomin');
  agentId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'zhaomin')))[0]!.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

const settings = () => ({
  imapHost: mail.host, imapPort: mail.imapPort, imapSecure: false,
  smtpHost: mail.host, smtpPort: mail.smtpPort, smtpSecure: false, username: SHOP,
});

describe('mail centre on real IMAP and SMTP', () => {
  let accountId: number;

  it('tests the connection, adds the account with its password sealed, refuses a second one', async () => {
    const bad = await t.as(admin).call(accountsApi.connect, { body: { ...settings(), password: 'wrong' } });
    expect(bad.body.data).toMatchObject({ ok: false, imap: 'IMAP 登录失败：用户名或密码错误' });
    const good = await t.as(admin).call(accountsApi.connect, { body: { ...settings(), password: 'shop-secret' } });
    expect(good.body.data).toMatchObject({ ok: true });

    const added = await t.as(admin).call(accountsApi.addAccount, { body: { ...settings(), email: SHOP, senderName: 'Brand Care', brandId: null, password: 'shop-secret' } });
    expect(added.body.resCode).toBe(200);
    accountId = added.body.data.id;
    expect(JSON.stringify(added.body)).not.toContain('shop-secret');
    const [stored] = await t.db.select().from(mailAccounts).where(eq(mailAccounts.id, accountId));
    expect(stored!.passwordEnc).not.toContain('shop-secret');

    const again = await t.as(admin).call(accountsApi.addAccount, { body: { ...settings(), email: SHOP.toUpperCase(), senderName: 'X', brandId: null, password: 'x' } });
    expect(again.body).toMatchObject({ resDes: '该邮箱已存在' });
    expect((await t.as(admin).call(accountsApi.checkRepeat, { query: { email: SHOP } })).body.data).toEqual({ exists: true });
    const checked = await t.as(admin).call(accountsApi.updConnect, { body: { id: accountId } });
    expect(checked.body.data.connectStatus).toBe('ok');
  });

  it('refuses callers without the codes', async () => {
    const sales = await t.login('zhangwei');
    expect((await t.as(sales).call(accountsApi.accounts, { query: {} })).body.resCode).toBe(403);
    expect((await t.as(agent).call(accountsApi.addAccount, { body: { ...settings(), email: 'x@y.test', senderName: 'X', brandId: null, password: 'x' } })).body.resCode).toBe(403);
  });

  it('pulls a delivered mail into a conversation with the rule’s person, once', async () => {
    const rule = await t.as(admin).call(rules.addOrUpdateRule, { body: { name: '退款', assigneeId: agentId, keywords: 'refund, 退款', sort: 1 } });
    expect(rule.body.resCode).toBe(200);
    const noFactor = await t.as(admin).call(rules.addOrUpdateRule, { body: { name: '空', assigneeId: agentId } });
    expect(noFactor.body.resDes).toContain('请至少设置一个分配条件');

    await deliver(mail, SHOP, `From: Jane Buyer <${BUYER}>\r\nTo: ${SHOP}\r\nSubject: Refund for order 123-456\r\nMessage-ID: <refund-1@customer.test>\r\nContent-Type: text/html\r\n\r\n<p>Please refund</p><script>alert(1)</script><img src="https://track.example/p.gif">\r\n`);
    const started = await t.as(admin).call(pulls.handlePull, { body: { accountId } });
    // 立即拉取 answers at once with its log (拉取中); the pull runs as a job.
    expect(started.body.data).toMatchObject({ status: 'running', fetched: 0 });
    expect(await pulled(t, started.body.data.id)).toMatchObject({ status: 'ok', total: 1, fetched: 1, created: 1 });
    const again = await t.as(admin).call(pulls.handlePull, { body: { accountId } });
    expect(await pulled(t, again.body.data.id)).toMatchObject({ status: 'ok', fetched: 0 });
    // The screen reads the progress by the log's id.
    const read = await t.as(admin).call(pulls.pullLogList, { query: { id: started.body.data.id } });
    expect(read.body.data.rows).toEqual([expect.objectContaining({ id: started.body.data.id, status: 'ok', total: 1, fetched: 1 })]);

    const mine = await t.as(agent).call(rooms.myRoomList, { query: {} });
    expect(mine.body.data.rows).toHaveLength(1);
    expect(mine.body.data.rows[0]).toMatchObject({ customerEmail: BUYER, assigneeId: agentId, status: 'open' });
    const detail = await t.as(agent).call(rooms.roomDetail, { params: { id: mine.body.data.rows[0].id } });
    const html = detail.body.data.messages[0].bodyHtml as string;
    expect(html).not.toContain('<script');
    expect(html).toContain('data-src="https://track.example/p.gif"');
    expect(html).not.toMatch(/ src=/);
  });

  it('replies over SMTP: the buyer receives it, the Sent folder and sendList hold it', async () => {
    const room = (await t.as(agent).call(rooms.myRoomList, { query: {} })).body.data.rows[0];
    const sent = await t.as(agent).call(outbox.sendMail, { body: { accountId, roomId: room.id, kind: 'reply', to: [BUYER], cc: [], subject: 'Re: Refund', body: 'Hello Jane, refunded.' } });
    expect(sent.body.data).toMatchObject({ status: 'sent' });
    const buyer = await mail.imap(BUYER);
    const box = await buyer.mailboxOpen('INBOX');
    expect(box.exists).toBe(1);
    await buyer.logout();
    const shop = await mail.imap(SHOP);
    expect((await shop.mailboxOpen('Sent')).exists).toBe(1);
    await shop.logout();
    const list = await t.as(agent).call(outbox.sentList, { query: {} });
    expect(list.body.data.rows[0]).toMatchObject({ subject: 'Re: Refund', toAddrs: BUYER });
  });

  it('closes and reopens through the workflow; a stale or repeated close is refused', async () => {
    const room = (await t.as(agent).call(rooms.myRoomList, { query: {} })).body.data.rows[0];
    const closed = await t.as(agent).call(rooms.changeStatus, { query: { id: room.id, version: room.version, status: 'closed' } });
    expect(closed.body.data).toMatchObject({ to: 'closed' });
    const twice = await t.as(agent).call(rooms.changeStatus, { query: { id: room.id, status: 'closed' } });
    expect(twice.body.resCode).not.toBe(200);
    const stale = await t.as(agent).call(rooms.changeStatus, { query: { id: room.id, version: room.version, status: 'open' } });
    expect(stale.body.resDes).toContain('已被他人修改');
    const other = await t.login('qianyu');
    const hidden = await t.as(other).call(rooms.changeStatus, { query: { id: room.id, status: 'open' } });
    expect(hidden.body.resDes).toBe('会话不存在');
  });

  it('labels: add, refuse a duplicate, apply, delete', async () => {
    const added = await t.as(admin).call(labels.addLabel, { body: { name: 'VIP' } });
    expect(added.body.resCode).toBe(200);
    expect((await t.as(admin).call(labels.addLabel, { body: { name: 'vip' } })).body.resDes).toBe('该标签已存在');
    const room = (await t.as(agent).call(rooms.myRoomList, { query: {} })).body.data.rows[0];
    const set = await t.as(agent).call(rooms.setRoomLabels, { body: { id: room.id, labelIds: [added.body.data.id] } });
    expect(set.body.data).toEqual([expect.objectContaining({ name: 'VIP' })]);
    expect((await t.as(admin).call(labels.deleteLabel, { params: { id: added.body.data.id } })).body.resCode).toBe(200);
    expect((await t.as(admin).call(labels.deleteLabel, { params: { id: added.body.data.id } })).body.resDes).toBe('标签不存在');
  });

  it('a broken password shows in pullException, and clears after the next good pull', async () => {
    await t.as(admin).call(accountsApi.changePwd, { body: { id: accountId, password: 'not-the-password' } });
    const failed = await t.as(admin).call(pulls.handlePull, { body: { accountId } });
    expect(await pulled(t, failed.body.data.id)).toMatchObject({ status: 'failed', error: 'IMAP 登录失败：用户名或密码错误' });
    // Only this account: the demo accounts (unreachable hosts) fail on schedule once the template is 5 minutes old.
    const errors = await t.as(admin).call(pulls.errorMailList, { query: { accountId, resolved: 'false' } });
    expect(errors.body.data.rows[0]).toMatchObject({ accountEmail: SHOP, reason: 'IMAP 登录失败：用户名或密码错误' });
    expect(JSON.stringify(errors.body)).not.toContain('not-the-password');
    await t.as(admin).call(accountsApi.changePwd, { body: { id: accountId, password: 'shop-secret' } });
    // A scheduled pull still running with the old password refuses the manual one (该邮箱正在拉取中): pull until one runs.
    await vi.waitFor(async () => {
      const started = await t.as(admin).call(pulls.handlePull, { body: { accountId } });
      expect(started.body.resCode).toBe(200);
      expect(await pulled(t, started.body.data.id)).toMatchObject({ status: 'ok' });
    }, { timeout: 30_000, interval: 500 });
    expect((await t.as(admin).call(pulls.errorMailList, { query: { accountId, resolved: 'false' } })).body.data.rows).toHaveLength(0);
    expect((await t.as(admin).call(pulls.errorMailList, { query: { accountId, resolved: 'true' } })).body.data.rows.length).toBeGreaterThan(0);
  });
});
