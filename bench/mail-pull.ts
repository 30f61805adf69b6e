/**
 * Pulling N messages (default 10,000) from a real Dovecot on this machine into an embedded database,
 * through the same pullAccount the job queue runs: wall time, messages per second, and the peak
 * resident memory of the process (server code and PGlite together, sampled every 50 ms).
 * Also: a second pull of the same mailbox (nothing new: the UID cursor) and the duplicate count.
 *
 * Run: npx tsx bench/mail-pull.ts [count]      (Dovecot: node scripts/ensure-dovecot.mjs)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppDeps } from '../server/deps';
import { openEmbedded } from '../server/db/connection';
import { mailAccounts } from '../server/db/schema';
import { sealPassword } from '../server/modules/mail/accountStore';
import { pullAccount } from '../server/modules/mail/pull';
import { createLocalFileStore } from '../server/storage';
import { startLocalMailServers } from '../tests/fakes/mail/localMailServers';

const COUNT = Number(process.argv[2] ?? 10_000);
const SHOP = 'bench@brand.test';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossdock-mail-bench-'));

/** A realistic customer mail: HTML and text alternatives, a remote image, sometimes a small attachment. */
function message(i: number): string {
  const boundary = `b${i}`;
  const attachment =
    i % 10 === 0
      ? `--${boundary}\r\nContent-Type: application/pdf; name="invoice-${i}.pdf"\r\nContent-Disposition: attachment; filename="invoice-${i}.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.alloc(2048, i % 256).toString('base64')}\r\n`
      : '';
  return [
    `From: Customer ${i % 997} <c${i % 3000}@customer.example>`,
    `To: ${SHOP}`,
    `Subject: Question about order 113-${String(i).padStart(7, '0')}`,
    `Date: ${new Date(Date.UTC(2026, 10, 1) + i * 60_000).toUTCString()}`,
    `Message-ID: <bench-${i}@customer.example>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    `<p>Hello,</p><p>my order 113-${i} has not arrived yet. Could you check the tracking? ${'Thanks a lot. '.repeat(20)}</p><img src="https://tracker.example/${i}.gif">`,
    attachment + `--${boundary}--`,
    '',
  ].join('\r\n');
}

const mail = await startLocalMailServers();
mail.addUser(SHOP, 'bench-secret');
const database = await openEmbedded(path.join(dataDir, 'db'));
try {
  const fillStart = performance.now();
  const client = await mail.imap(SHOP);
  for (let i = 1; i <= COUNT; i++) await client.append('INBOX', message(i));
  await client.logout();
  console.log(`delivered ${COUNT} messages by IMAP APPEND in ${((performance.now() - fillStart) / 1000).toFixed(1)} s`);

  await database.migrate();
  const deps = { db: database.db, config: { dataDir }, files: createLocalFileStore(path.join(dataDir, 'files')) } as unknown as AppDeps;
  const [account] = await database.db
    .insert(mailAccounts)
    .values({
      email: SHOP, senderName: 'Bench', imapHost: mail.host, imapPort: mail.imapPort, imapSecure: false, smtpHost: mail.host, smtpPort: mail.smtpPort, smtpSecure: false,
      username: SHOP, passwordEnc: sealPassword(deps.config, 'bench-secret'), createdBy: 0,
    })
    .returning({ id: mailAccounts.id });

  let peak = process.memoryUsage().rss;
  const before = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const start = performance.now();
  const log = await pullAccount(deps, account!.id, 'manual');
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const again = await pullAccount(deps, account!.id, 'manual');
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  console.log(`pull: ${log.status}, fetched ${log.fetched}, new ${log.created}, duplicates ${log.duplicates} in ${seconds.toFixed(1)} s (${(log.fetched / seconds).toFixed(0)} messages/s)`);
  console.log(`memory: rss before ${mb(before)}, peak during the pull ${mb(peak)} (+${mb(peak - before)})`);
  console.log(`second pull: ${again.status}, fetched ${again.fetched} (the UID cursor resumes after the last message)`);
} finally {
  await database.close();
  await mail.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
