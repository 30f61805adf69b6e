import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accountsApi from '@shared/api/mail/accounts';
import { mailAccounts } from '../../../server/db/schema';
import { decryptSecret, encryptSecret, mailKey } from '../../../server/modules/mail/secret';
import { createTestApp, type TestApp } from '../../support/app';
import { startLocalMailServers, type LocalMailServers } from '../../fakes/mail/localMailServers';

/** A stored mailbox password is sent only to the server it was stored with (real Dovecot and SMTP). */
let t: TestApp;
let mail: LocalMailServers;
let admin: string;
let accountId: number;
/** A listener standing for someone else's server: it counts the connections it receives. */
let elsewhere: net.Server;
let elsewherePort: number;
let connectionsElsewhere = 0;
const SHOP = 'care@brand.test';
const OTHER = 'other@brand.test';

beforeAll(async () => {
  [t, mail] = await Promise.all([createTestApp(), startLocalMailServers()]);
  mail.addUser(SHOP, 'shop-secret');
  mail.addUser(OTHER, 'other-secret');
  admin = await t.login('zhoujie');
  elsewhere = net.createServer((socket) => {
    connectionsElsewhere++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewherePort = (elsewhere.address() as net.AddressInfo).port;
  const added = await t.as(admin).call(accountsApi.addAccount, { body: { ...settings(), email: SHOP, senderName: 'Brand Care', brandId: null, password: 'shop-secret' } });
  expect(added.resCode, added.resDes).toBe(200);
  accountId = added.data.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mail?.stop();
  await new Promise((resolve) => elsewhere?.close(resolve));
});

const settings = () => ({
  imapHost: mail.host, imapPort: mail.imapPort, imapSecure: false,
  smtpHost: mail.host, smtpPort: mail.smtpPort, smtpSecure: false, username: SHOP,
});
const stored = async () => (await t.db.select().from(mailAccounts).where(eq(mailAccounts.id, accountId)))[0]!;
const storedPassword = async () => decryptSecret(mailKey(t.deps.config), (await stored()).passwordEnc);
const connect = (body: Record<string, unknown>) => t.as(admin).callUnchecked(accountsApi.connect, { body });

describe('测试连接 with a saved mailbox', () => {
  it('uses the stored password for the stored server when none is typed', async () => {
    const res = await connect({ ...settings(), id: accountId });
    expect(res.data).toMatchObject({ ok: true });
  });

  it.each([
    ['another IMAP host', () => ({ imapHost: 'localhost' })],
    ['another IMAP port', () => ({ imapPort: elsewherePort })],
    ['another SMTP port', () => ({ smtpPort: elsewherePort })],
    ['another login name', () => ({ username: OTHER })],
    ['another encryption setting', () => ({ imapSecure: true })],
  ])('refuses %s without a typed password, and connects nowhere', async (_, change) => {
    const res = await connect({ ...settings(), ...change(), id: accountId });
    expect(res).toMatchObject({ resCode: 400, resDes: accountsApi.PASSWORD_FOR_OTHER_SERVER });
    expect(connectionsElsewhere).toBe(0);
  });

  it('tests another server with the password typed', async () => {
    const typed = await connect({ ...settings(), username: OTHER, id: accountId, password: 'other-secret' });
    expect(typed.data).toMatchObject({ ok: true });
    const elsewhereTyped = await connect({ ...settings(), imapPort: elsewherePort, id: accountId, password: 'typed-for-elsewhere' });
    expect(elsewhereTyped.data).toMatchObject({ ok: false });
    expect(connectionsElsewhere).toBeGreaterThan(0);
  });

  it('treats an empty password as none typed', async () => {
    expect((await connect({ ...settings(), id: accountId, password: '' })).data).toMatchObject({ ok: true });
    expect((await connect({ ...settings(), smtpHost: 'localhost', id: accountId, password: '' })).resDes).toBe(accountsApi.PASSWORD_FOR_OTHER_SERVER);
  });
});

describe('编辑 a saved mailbox', () => {
  const edit = (change: Record<string, unknown>) =>
    t.as(admin).callUnchecked(accountsApi.editAccount, { body: { ...settings(), email: SHOP, senderName: 'Brand Care', brandId: null, id: accountId, ...change } });

  it('refuses another server without its password and changes nothing', async () => {
    const before = await stored();
    const res = await edit({ imapHost: 'localhost', senderName: '改名' });
    expect(res).toMatchObject({ resCode: 400, resDes: accountsApi.PASSWORD_FOR_OTHER_SERVER });
    expect(await stored()).toEqual(before);
  });

  it('saves other settings on the same server and keeps the stored password', async () => {
    const res = await edit({ senderName: 'Brand Service', password: 'ignored-here' });
    expect(res.resCode, res.resDes).toBe(200);
    expect(await stored()).toMatchObject({ senderName: 'Brand Service', imapHost: mail.host });
    expect(await storedPassword()).toBe('shop-secret');
  });

  it('moves to another login with its password: stored together, connection to be tested again', async () => {
    const res = await edit({ username: OTHER, password: 'other-secret' });
    expect(res.resCode, res.resDes).toBe(200);
    expect(await stored()).toMatchObject({ username: OTHER, connectStatus: 'unknown' });
    expect(await storedPassword()).toBe('other-secret');
    const checked = await t.as(admin).call(accountsApi.updConnect, { body: { id: accountId } });
    expect(checked.data.connectStatus).toBe('ok');
  });
});

describe('a stored password sealed with another key (the data folder or CROSSDOCK_MAIL_KEY changed)', () => {
  it('is named as such, and 修改密码 makes the mailbox work again', async () => {
    const otherKey = randomBytes(32);
    await t.db.update(mailAccounts).set({ passwordEnc: encryptSecret(otherKey, 'other-secret') }).where(eq(mailAccounts.id, accountId));
    const checked = await t.as(admin).callUnchecked(accountsApi.updConnect, { body: { id: accountId } });
    expect(checked).toMatchObject({ resCode: 400, resDes: accountsApi.PASSWORD_UNREADABLE });
    expect((await connect({ ...settings(), username: OTHER, id: accountId })).resDes).toBe(accountsApi.PASSWORD_UNREADABLE);

    const changed = await t.as(admin).call(accountsApi.changePwd, { body: { id: accountId, password: 'other-secret' } });
    expect(changed.resCode, changed.resDes).toBe(200);
    expect((await t.as(admin).call(accountsApi.updConnect, { body: { id: accountId } })).data.connectStatus).toBe('ok');
  });
});
