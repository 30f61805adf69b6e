import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { SMTPServer } from 'smtp-server';

/**
 * Real mail servers on this machine for the mail tests (not a mock of the protocols): Dovecot
 * (Debian's package, installed by scripts/ensure-dovecot.mjs) serving IMAP from a config in a temp
 * directory on a free high port, and an smtp-server (npm) that checks the same logins and delivers
 * each accepted mail into the recipients' Dovecot INBOX by IMAP APPEND.
 */
export interface LocalMailServers {
  host: string;
  imapPort: number;
  smtpPort: number;
  /** Creates (or changes the password of) a mailbox `user` (its address is the login). */
  addUser(user: string, password: string): void;
  /** Opens an IMAP session as `user`, for reading back what arrived. */
  imap(user: string): Promise<ImapFlow>;
  stop(): Promise<void>;
}

export const DOVECOT = '/usr/sbin/dovecot';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForPort(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`Dovecot did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Who owns the test mailboxes: as root, Dovecot's own user (it refuses uid 0); otherwise the caller. */
function mailOwner(): { uid: number; gid: number } {
  if (process.getuid?.() !== 0) return os.userInfo();
  const id = (flag: string) => Number(spawnSync('id', [flag, 'dovecot'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

function dovecotConfig(dir: string, imapPort: number): string {
  const root = process.getuid?.() === 0;
  const me = os.userInfo();
  const owner = mailOwner();
  return `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
instance_name = crossdock-test-${imapPort}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
first_valid_uid = ${owner.uid}
first_valid_gid = ${owner.gid}
auth_mechanisms = plain login
mail_location = maildir:${dir}/mail/%u
default_login_user = ${root ? 'dovenull' : me.username}
default_internal_user = ${root ? 'dovecot' : me.username}
${root ? '' : `default_internal_group = ${me.username}`}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${owner.uid} gid=${owner.gid} home=${dir}/home/%u
}
namespace inbox {
  inbox = yes
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${imapPort}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
`;
}

export async function startLocalMailServers(): Promise<LocalMailServers> {
  if (!fs.existsSync(DOVECOT)) throw new Error('Dovecot is missing: run `node scripts/ensure-dovecot.mjs` (npm test does).');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossdock-mail-'));
  fs.chmodSync(dir, 0o755);
  for (const sub of ['run', 'state', 'mail', 'home']) fs.mkdirSync(path.join(dir, sub));
  const owner = mailOwner();
  for (const sub of ['mail', 'home']) fs.chownSync(path.join(dir, sub), owner.uid, owner.gid);
  const passwords = new Map<string, string>();
  const writeUsers = () =>
    fs.writeFileSync(path.join(dir, 'users'), [...passwords].map(([u, p]) => `${u}:{PLAIN}${p}::::::`).join('\n') + '\n', { mode: 0o644 });
  writeUsers();
  const imapPort = await freePort();
  const conf = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(conf, dovecotConfig(dir, imapPort));
  const check = spawnSync(DOVECOT, ['-c', conf, '-n'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`Dovecot config refused: ${check.stderr}`);
  const dovecot: ChildProcess = spawn(DOVECOT, ['-F', '-c', conf], { stdio: 'ignore' });
  await waitForPort(imapPort, 10_000);

  let exited: string | undefined;
  dovecot.once('exit', (code, signal) => (exited = `Dovecot exited (${signal ?? code}): ${logTail(dir)}`));

  const host = '127.0.0.1';
  const connect = async (user: string) => {
    const client = new ImapFlow({ host, port: imapPort, secure: false, auth: { user, pass: passwords.get(user) ?? '' }, logger: false });
    client.on('error', () => undefined);
    await client.connect();
    return client;
  };
  // A loaded machine can keep Dovecot from taking a connection for a moment: tried again, as a mail
  // server retries a delivery, and a Dovecot that stopped is named with its log.
  const imap = async (user: string) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await connect(user);
      } catch (error) {
        if (exited) throw new Error(exited, { cause: error });
        if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED' || attempt === 5) throw error;
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  };

  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, done) {
      if (auth.username && passwords.get(auth.username) === auth.password) return done(null, { user: auth.username });
      const error = Object.assign(new Error('Invalid username or password'), { responseCode: 535 });
      return done(error);
    },
    onRcptTo(address, _session, done) {
      if (passwords.has(address.address.toLowerCase())) return done();
      return done(Object.assign(new Error('No such user here'), { responseCode: 550 }));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        void (async () => {
          for (const rcpt of session.envelope.rcptTo) {
            const client = await imap(rcpt.address.toLowerCase());
            await client.append('INBOX', raw);
            await client.logout();
          }
        })().then(() => done(), (error: Error) => done(error));
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, host, resolve));

  return {
    host,
    imapPort,
    smtpPort,
    addUser(user, password) {
      passwords.set(user.toLowerCase(), password);
      writeUsers();
    },
    imap,
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      const stopped = new Promise((resolve) => dovecot.once('exit', resolve));
      dovecot.kill('SIGTERM');
      await Promise.race([stopped, new Promise((r) => setTimeout(r, 3000))]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The last lines of the instance's Dovecot log, to say why it stopped. */
function logTail(dir: string): string {
  const file = path.join(dir, 'dovecot.log');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').slice(-5).join(' | ') : 'no log';
}

/** Delivers a raw mail into `user`'s INBOX the way the SMTP side does, for tests that start from a received mail. */
export async function deliver(servers: LocalMailServers, user: string, raw: string | Buffer): Promise<void> {
  const client = await servers.imap(user);
  await client.append('INBOX', raw);
  await client.logout();
}
