/**
 * Every endpoint, generated from its contract, against bad input: wrong types, NUL and lone
 * surrogates, over-long text, numbers out of range, huge lists, prototype keys. Each call must end
 * in a clear envelope (never HTTP 5xx nor the generic crash message) and change no row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Test } from 'supertest';
import { fillPath, type Endpoint } from '@shared/api/contract';
import { Messages, ResCode } from '@shared/api/envelope';
import { ADMIN_GROUP_CODE } from '@shared/api/admin/group';
import { groupMembers, groups, users } from '../../server/db/schema';
import { MAX_ITEMS } from '../../server/http/input';
import { hashPassword } from '../../server/modules/auth/passwords';
import { createTestApp, type TestApp } from '../support/app';
import { trackRowChanges, type RowChanges } from '../support/changes';
import { malformedBodies, malformedQueries, NUL_TEXT, sample, type Body, type Verdict } from '../support/malformed';

/** The table whose newest row a path's `:id` names; a new path with an id adds its line (the test says so). */
const ID_TABLES: Array<[prefix: string, table: string]> = [
  ['/api/admin/user/', 'users'],
  ['/api/admin/menu/', 'menus'],
  ['/api/admin/element/', 'elements'],
  ['/api/admin/groupType/', 'group_types'],
  ['/api/admin/group/', 'groups'],
  ['/api/admin/vtEmployee/', 'employees'],
  ['/api/operate/b2bCustomerInvoice/', 'b2b_invoices'],
  ['/api/crm-mail-center/mailCenterLabel/', 'mail_labels'],
  ['/api/reviewer/blnPlanOrder/', 'review_plan_orders'],
  ['/api/reviewer/blnOrderAddress/', 'review_order_addresses'],
  ['/api/reviewer/blnOrderOp/', 'review_order_ops'],
  ['/api/approvals/', 'b2b_payments'],
  ['/api/lark/bindings/', 'users'],
  ['/api/report/exportTask/', 'export_tasks'],
  ['/api/report/importRecord/', 'import_records'],
  ['/api/tool/file/', 'attachments'],
  ['/api/crm-mail-center/mailCenterRoom/', 'mail_rooms'],
  ['/api/crm-mail-center/mailCenterAssignRule/', 'mail_assign_rules'],
  ['/api/sys/csGiftGrant/', 'gift_grants'],
  ['/api/auth/serviceClient/', 'service_clients'],
];
const OTHER_PARAMS = { key: 'b2b_payment', entity: 'b2b_payment' };
/**
 * Abuse counters and captchas are written on purpose for every attempt; the gate log records every call;
 * each process's heartbeat and metrics snapshot are written on their own timers, and a running background
 * job's lease by its worker.
 */
const BOOKKEEPING = ['gate_logs', 'rate_limits', 'captchas', 'server_instances', 'metric_snapshots', 'job_leases'];

const CALLER = 'inputcheck';
const CALLER_PASSWORD = 'input-check-1';

let t: TestApp;
let token: string;
let changes: RowChanges;
const firstId = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  // A second administrator calls, so sampled ids (1: admin) never touch the caller's own account.
  const [group] = await t.db.select({ id: groups.id }).from(groups).where(eq(groups.code, ADMIN_GROUP_CODE));
  const [caller] = await t.db.insert(users).values({ username: CALLER, name: '接口巡检', passwordHash: await hashPassword(CALLER_PASSWORD) }).returning({ id: users.id });
  await t.db.insert(groupMembers).values({ groupId: group!.id, userId: caller!.id });
  token = await t.login(CALLER, CALLER_PASSWORD);
  for (const [, table] of ID_TABLES) {
    const result = await t.db.execute(sql.raw(`select max(id) as id from "${table}"`));
    const id = (result as unknown as { rows: Array<{ id: number | null }> }).rows[0]?.id;
    // Export tasks, import records and files have no demo rows: their calls refuse before any read.
    firstId.set(table, Number(id ?? 1));
  }
  changes = await trackRowChanges(t.db, BOOKKEEPING);
}, 120_000);
afterAll(() => t.close());

function pathOf(e: Endpoint): string {
  if (!e.path.includes(':id') && !e.path.includes(':userId')) return fillPath(e.path, OTHER_PARAMS);
  const table = ID_TABLES.find(([prefix]) => e.path.startsWith(prefix))?.[1];
  if (!table) throw new Error(`${e.method} ${e.path}: name the table of its id in ID_TABLES`);
  const id = firstId.get(table)!;
  return fillPath(e.path, { ...OTHER_PARAMS, id, userId: id });
}

function request(e: Endpoint, input: { body?: Body; query?: Record<string, unknown> }): Test {
  let req = t.http[e.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](pathOf(e)).set('Authorization', token);
  if (input.query) req = req.query(input.query);
  if (input.body) req = req.set('Content-Type', 'application/json').send(input.body.raw ?? JSON.stringify(input.body.value));
  return req;
}

function multipart(e: Endpoint, fields: Record<string, unknown>): Test {
  let req = t.http.post(pathOf(e)).set('Authorization', token);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  return req.attach('file', Buffer.from('a,b\n1,2\n'), 'a.csv');
}

interface Call {
  input: string;
  verdict: Verdict;
  make: () => Test;
}

/** The calls for one endpoint: its malformed bodies (or form fields) and malformed queries. */
function* callsOf(e: Endpoint): Generator<Call> {
  if (e.transport === 'multipart') {
    const fields = (e.body ? sample(e.body) : {}) as Record<string, unknown>;
    for (const key of Object.keys(fields)) yield { input: `${key}: NUL`, verdict: 'refuse', make: () => multipart(e, { ...fields, [key]: NUL_TEXT }) };
    return;
  }
  const query = e.query ? ((sample(e.query) ?? {}) as Record<string, unknown>) : undefined;
  const body = e.body ? sample(e.body) : undefined;
  const validBody = body === undefined ? undefined : { label: '', value: body };
  for (const q of query ? malformedQueries(query) : []) yield { input: `query ${q.label}`, verdict: q.verdict, make: () => request(e, { query: q.query, body: validBody }) };
  if (e.method === 'GET' || body === undefined) return;
  const validQuery = query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'object' ? v : String(v)]));
  for (const b of malformedBodies(body, MAX_ITEMS + 1)) yield { input: `body ${b.label}`, verdict: b.verdict, make: () => request(e, { body: b, query: validQuery }) };
}

/** What went wrong with one call, or undefined: a crash, a lost session, bad input taken as good. */
async function problemOf(call: Call): Promise<string | undefined> {
  const res = await call.make();
  const envelope = String(res.headers['content-type']).includes('json') ? (res.body as { resCode?: number; resDes?: string }) : {};
  if (res.status >= 500 || envelope.resDes === Messages.generic) return `HTTP ${res.status} ${envelope.resDes ?? ''}`;
  if (envelope.resCode === ResCode.LOGGED_OUT) {
    token = await t.login(CALLER, CALLER_PASSWORD);
    return 'ended the session';
  }
  if (call.verdict === 'refuse' && (envelope.resCode === ResCode.OK || res.status === 200 && !envelope.resCode)) return `accepted: ${envelope.resDes ?? 'a file'}`;
  return undefined;
}

describe('bad input on every endpoint', () => {
  it('answers every malformed call with a clear envelope and changes no row', async () => {
    expect(changes.tables).toBeGreaterThan(50);
    const routes = t.app.locals.routes.map((r) => r.endpoint).filter((e) => e.path !== '/api/auth/jwt/invalid');
    const writes = routes.filter((e) => e.method !== 'GET' || e.transitions);
    const failures: string[] = [];
    const counts = { endpoints: 0, writes: 0, calls: 0 };
    for (const e of routes) {
      const accepted: string[] = [];
      let calls = 0;
      for (const call of callsOf(e)) {
        calls++;
        const problem = await problemOf(call);
        if (problem) failures.push(`${e.method} ${e.path} [${call.input}] ${problem}`);
        else if (call.verdict === 'may accept') accepted.push(call.input);
      }
      if (!calls) continue;
      counts.endpoints++;
      counts.calls += calls;
      if (writes.includes(e)) counts.writes++;
      // Values a column holds may be taken as good (a long mail body); nothing else may change a row.
      const changed = (await changes.since()).filter((c) => c !== 'export_tasks UPDATE');
      if (changed.length && !accepted.length) failures.push(`${e.method} ${e.path} changed ${[...new Set(changed)].join(', ')}`);
    }
    console.info(`malformed input: ${counts.endpoints} endpoints with declared inputs (${counts.writes} of ${writes.length} writes), ${counts.calls} calls`);
    expect(counts.writes).toBeGreaterThan(100);
    expect(counts.calls).toBeGreaterThan(writes.length);
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses NUL with a message naming the field, and stores nothing', async () => {
    const res = await t.http.post('/api/crm-mail-center/mailCenterLabel/add').set('Authorization', token).send({ name: `标签${NUL_TEXT}` });
    expect(res.body.resCode).toBe(400);
    expect(res.body.resDes).toContain('name');
    expect(res.body.resDes).toContain('无法保存的字符');
    expect(await changes.since()).toEqual([]);
  });
});
