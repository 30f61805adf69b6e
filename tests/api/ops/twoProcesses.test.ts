import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { login, logout } from '@shared/api/auth';
import { addGateLogExcelTask } from '@shared/api/admin/gateLog';
import { larkBind } from '@shared/api/lark';
import { serverInstances } from '@shared/api/ops/instances';
import { exportTaskCreated, exportTaskPage } from '@shared/api/report';
import { getUserPage } from '@shared/api/user';
import { EXPORT_JOB } from '../../../server/excel/export-tasks';
import { BOT_REPLY_JOB } from '../../../server/lark/bot';
import { startChild } from '../../support/child';
import { client, expectRefused } from '../../support/contract';
import { copyTemplateFor, TEST_ADMIN_PASSWORD } from '../../support/database';
import { larkDelivery, messageEvent } from '../../fakes/lark-events';
import { startFakeLark, type FakeLark } from '../../fakes/lark-platform';

/**
 * Two server processes, started as `npm start` starts one (server/main.ts in its own Node process),
 * on one PostgreSQL database: what one process does, the other sees, and work offered to both is
 * done once. Only on PostgreSQL (TEST_DATABASE_URL): the embedded database (PGlite) belongs to one
 * process, which locks its data directory, so a second process cannot open it at all.
 */
const ACCESS_CACHE_SECONDS = 2;
const HEARTBEAT_SECONDS = 1;
/** Shown down after this many missed beats: generous, so a busy machine's slow beat is not taken for a death. */
const DOWN_AFTER_BEATS = 5;
const ENCRYPT_KEY = 'two-process-encrypt-key';
const VERIFICATION_TOKEN = 'two-process-verification-token';

type Child = ReturnType<typeof startChild>;
interface Server {
  child: Child;
  port: number;
  http: ReturnType<typeof request>;
}

/** A port free now on 127.0.0.1 (main.ts prints the configured port, so it is chosen here). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** The pino lines (JSON in production) of finished runs of job `jobId`, from both processes. */
const runsOf = (servers: Server[], jobId: string) =>
  servers.flatMap((s) => s.child.lines(/"msg":"job done"/).map((l) => JSON.parse(l) as { jobId: string; job: string; pid: number }).filter((l) => l.jobId === jobId));

/** The runs of a job once one is logged (a process's log lines reach its stdout within a second). */
async function loggedRuns(servers: Server[], jobId: string) {
  await vi.waitFor(() => expect(runsOf(servers, jobId).length).toBeGreaterThan(0), { timeout: 5_000, interval: 100 });
  return runsOf(servers, jobId);
}

describe.runIf(!!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let dataDir: string;
  let drop: (() => Promise<void>) | undefined;
  let fake: FakeLark;
  let db: pg.Client;
  let a: Server;
  let b: Server;
  const servers: Server[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossdock-two-'));
    const copy = await copyTemplateFor(inject('template'), dataDir);
    drop = copy.drop;
    fake = await startFakeLark();
    db = new pg.Client({ connectionString: copy.env.DATABASE_URL });
    await db.connect();
    const ports = [await freePort(), await freePort()];
    const env = (port: number) => ({
      ...copy.env,
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      CAPTCHA: 'off',
      INSTANCE_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
      INSTANCE_DOWN_AFTER_BEATS: String(DOWN_AFTER_BEATS),
      JOBS_POLL_SECONDS: '0.5',
      ACCESS_CACHE_SECONDS: String(ACCESS_CACHE_SECONDS),
      LARK_APP_ID: fake.appId,
      LARK_APP_SECRET: fake.appSecret,
      LARK_ENCRYPT_KEY: ENCRYPT_KEY,
      LARK_VERIFICATION_TOKEN: VERIFICATION_TOKEN,
      LARK_DOMAIN: fake.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LARK_RELAY_POLL_SECONDS: '0.5',
    });
    // Both start at once, as a deployment's replicas do.
    for (const port of ports) {
      const child = startChild(path.resolve('server/main.ts'), env(port));
      servers.push({ child, port, http: request(`http://127.0.0.1:${port}`) });
    }
    // Loading the server through tsx takes a few seconds, far more on a busy machine.
    await Promise.all(servers.map((s) => s.child.line(/Crossdock is ready on/, 170_000)));
    [a, b] = servers as [Server, Server];
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.child.kill()));
    await db?.end();
    await fake?.close();
    await drop?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = async (server: Server, username = 'admin', password = TEST_ADMIN_PASSWORD) => {
    const answer = await client(server.http).call(login, { body: { username, password } });
    expect(answer.resCode, answer.resDes).toBe(200);
    return client(server.http, answer.data.token);
  };

  it('both appear in 服务注册, up and beating, each seeing itself as the current one', async () => {
    const [adminA, adminB] = [await signIn(a), await signIn(b)];
    const fromA = (await adminA.call(serverInstances)).data;
    expect(fromA).toMatchObject({ heartbeatSeconds: HEARTBEAT_SECONDS, downAfterBeats: DOWN_AFTER_BEATS });
    expect(fromA.rows).toHaveLength(2);
    expect(fromA.rows.map((r) => r.pid).sort()).toEqual([a.child.pid, b.child.pid].sort());
    expect(new Set(fromA.rows.map((r) => r.id)).size).toBe(2);
    for (const row of fromA.rows) expect(row).toMatchObject({ status: 'up', role: 'app', host: os.hostname() });
    const rowOf = (rows: typeof fromA.rows, s: Server) => rows.find((r) => r.pid === s.child.pid)!;
    expect(rowOf(fromA.rows, a)).toMatchObject({ current: true, address: `${os.hostname()}:${a.port}` });
    expect(rowOf(fromA.rows, b)).toMatchObject({ current: false, address: `${os.hostname()}:${b.port}` });

    // Read through the other process: the same two rows, the other one current; both keep beating.
    await vi.waitFor(
      async () => {
        const fromB = (await adminB.call(serverInstances)).data;
        expect(fromB.rows.map((r) => r.id).sort()).toEqual(fromA.rows.map((r) => r.id).sort());
        expect(rowOf(fromB.rows, b).current).toBe(true);
        expect(rowOf(fromB.rows, a).current).toBe(false);
        for (const s of [a, b]) expect(rowOf(fromB.rows, s).lastBeatAt > rowOf(fromA.rows, s).lastBeatAt).toBe(true);
        expect(fromB.rows.map((r) => r.status)).toEqual(['up', 'up']);
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it('runs a background job once: export tasks queued on one process are each run by one of the two', async () => {
    const admin = await signIn(a);
    // Several at once, so that while one process writes a file the other's worker polls for the next.
    const taskIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await admin.call(addGateLogExcelTask, { query: { username: 'admin' } });
      expect(created.resDes).toBe('导出任务已创建');
      taskIds.push(exportTaskCreated.parse(created.data).taskId);
    }
    const mine = async () => (await (await signIn(b)).call(exportTaskPage, { query: { limit: 50 } })).data.rows.filter((r) => taskIds.includes(r.id));
    await vi.waitFor(async () => expect((await mine()).map((r) => r.status)).toEqual(['done', 'done', 'done']), { timeout: 20_000, interval: 250 });

    const runners: number[] = [];
    for (const taskId of taskIds) {
      const { rows } = await db.query<{ id: string; state: string; retry_count: number }>(
        `select id, state, retry_count from pgboss.job where name = $1 and (data->>'taskId')::int = $2`,
        [EXPORT_JOB, taskId],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ state: 'completed', retry_count: 0 });
      // One run logged, by one of the two processes.
      const runs = await loggedRuns(servers, rows[0]!.id);
      expect([a.child.pid, b.child.pid]).toContain(runs[0]!.pid);
      runners.push(runs[0]!.pid);
      // One file written for the task.
      expect(fs.readdirSync(path.join(dataDir, 'exports')).filter((f) => f.startsWith(`${taskId}-`))).toHaveLength(1);
    }
    console.log(`two processes: the exports ran in ${runners.map((pid) => (pid === a.child.pid ? 'A' : 'B')).join(', ')} (queued on A)`);
  });

  it('answers once a Lark message delivered to both processes', async () => {
    const admin = await signIn(a);
    const account = fake.addUser({ name: '陈静', email: 'chenjing.two@example.test' });
    const found = await admin.call(getUserPage, { query: { name: 'chenjing' } });
    const chen = found.data.rows.find((u) => u.username === 'chenjing')!;
    expect((await admin.call(larkBind, { body: { userId: chen.id, openId: account.openId } })).resCode).toBe(200);

    const event = messageEvent({ ...account, text: '帮助', token: VERIFICATION_TOKEN });
    const messageId = event.event.message.message_id;
    const { body, headers } = larkDelivery(event, { encryptKey: ENCRYPT_KEY });
    const answers = await Promise.all(servers.map((s) => s.http.post('/lark/events').set(headers).send(body)));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);

    const replySends = () =>
      fake.requests.filter((r) => r.method === 'POST' && r.path === '/open-apis/im/v1/messages' && (r.body as { uuid?: string }).uuid === `reply-${messageId}`);
    await vi.waitFor(() => expect(replySends()).toHaveLength(1), { timeout: 10_000, interval: 100 });
    const jobs = await vi.waitFor(
      async () => {
        const { rows } = await db.query<{ id: string; state: string }>(`select id, state from pgboss.job where name = $1 and data::text like $2`, [BOT_REPLY_JOB, `%${messageId}%`]);
        expect(rows.map((r) => r.state)).toEqual(['completed']);
        return rows;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(await loggedRuns(servers, jobs[0]!.id)).toHaveLength(1);
    const receipts = await db.query(`select event_id from lark_event_receipts where event_id = $1`, [event.header.event_id]);
    expect(receipts.rows).toHaveLength(1);
    // Nothing more arrives: the one reply is all the user gets for the message.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(replySends()).toHaveLength(1);
    expect(fake.messagesTo(account.openId).filter((m) => m.uuid === `reply-${messageId}`)).toHaveLength(1);
  });

  it('refuses on one process a token revoked on the other, within the access cache time', async () => {
    const user = await signIn(a, 'zhangwei', 'demo1234');
    const onB = client(b.http, user.token);
    const page = { query: { limit: 5 } };
    expect((await onB.call(exportTaskPage, page)).resCode).toBe(200);
    expect((await user.call(exportTaskPage, page)).resCode).toBe(200);

    // Accepted by B (so B holds it in its access cache) just before A revokes it.
    expect((await onB.call(exportTaskPage, page)).resCode).toBe(200);
    const revokedAt = Date.now();
    expect((await user.call(logout)).resCode).toBe(200);
    expectRefused(await user.call(exportTaskPage, page), 401);

    // The cache time, plus a margin for the requests themselves on a busy machine.
    const limit = ACCESS_CACHE_SECONDS * 1000 + 2500;
    await vi.waitFor(async () => expectRefused(await onB.call(exportTaskPage, page), 401, '登录已失效'), { timeout: limit, interval: 100 });
    const took = Date.now() - revokedAt;
    console.log(`two processes: the revoked token was refused by the other process ${took} ms after the logout (access cache ${ACCESS_CACHE_SECONDS} s)`);
    expect(took).toBeLessThanOrEqual(limit);
    // And stays refused.
    expectRefused(await onB.call(exportTaskPage, page), 401);
  });
});
