/**
 * Every endpoint that names a record by id on a screen with a visibility policy (defineVisibility),
 * generated from the policies and the contracts: a user of the record owner's own roles, who is not
 * its owner, gets "not found" or "forbidden" and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { fillPath, type Endpoint } from '@shared/api/contract';
import { Messages, ResCode } from '@shared/api/envelope';
import { allElements } from '@shared/catalog';
import { groupMembers, users } from '../../server/db/schema';
import { loadUserCodes } from '../../server/http/auth/codes';
import type { Visibility } from '../../server/http/visibility';
import { hashPassword } from '../../server/modules/auth/passwords';
import { createTestApp, type TestApp } from '../support/app';
import { trackRowChanges, type RowChanges } from '../support/changes';
import { sample } from '../support/malformed';

declare global {
  interface ImportMeta {
    /** Vitest (Vite) imports every file matching the pattern. */
    glob(pattern: string, options: { eager: true }): Record<string, unknown>;
  }
}

/** Every policy a module declares, found by shape so a new one is covered without being listed. */
const policies = [
  ...new Set(
    Object.values(import.meta.glob('../../server/modules/**/*.ts', { eager: true }) as Record<string, Record<string, unknown>>)
      .flatMap((m) => Object.values(m))
      .filter((v): v is Visibility => !!v && typeof v === 'object' && typeof (v as Visibility).scopeOf === 'function' && typeof (v as Visibility).head === 'function'),
  ),
].filter((p) => p.screens.length > 0); // project queues are scoped by platform, not by owner

/** Endpoints on a policy's screen whose `id` names another kind of record, open to the whole screen: each reviewed here. */
const OTHER_RECORDS = [
  // 计划单 screen: the operation info (SKU, volume) a plan order is drawn from, shared by the programme.
  'GET /api/reviewer/blnOperationInfo/getInfo',
];

const PASSWORD = 'scope-check-1';
let t: TestApp;
let changes: RowChanges;

beforeAll(async () => {
  t = await createTestApp();
  // job_leases: a running background job's lease, renewed by its worker whatever the call does;
  // server_instances and metric_snapshots: this process's heartbeat and its measurements, written on timers.
  changes = await trackRowChanges(t.db, ['gate_logs', 'rate_limits', 'captchas', 'sessions', 'export_tasks', 'job_leases', 'server_instances', 'metric_snapshots']);
}, 120_000);
afterAll(() => t.close());

const screenOfElement = new Map(allElements().map((e) => [e.code, e.menuPath]));
const screensOf = (e: Endpoint) => (e.access.kind === 'code' ? e.access.codes.map((c) => (c.startsWith('/') ? c : screenOfElement.get(c))) : []);

/** The body or query of `e` naming record `id`, or undefined when it names none. */
function inputsFor(e: Endpoint, id: number): { path: string; query?: object; body?: object } | undefined {
  const path = e.path.includes(':id') ? fillPath(e.path, { id, entity: 'x', key: 'x' }) : e.path;
  const withId = (schema: Endpoint['query']) => {
    const v = schema && sample(schema);
    return v && typeof v === 'object' && !Array.isArray(v) && 'id' in v ? { ...v, id } : undefined;
  };
  const query = withId(e.query);
  const body = e.method === 'GET' ? undefined : withId(e.body);
  if (!e.path.includes(':id') && !query && !body) return undefined;
  return { path, query: query ?? (e.query ? (sample(e.query) as object) : undefined), body: body ?? (e.body && e.method !== 'GET' ? (sample(e.body) as object) : undefined) };
}

const scopedUsers = new Map<number, boolean>();
async function isScoped(p: Visibility, userId: number): Promise<boolean> {
  const key = userId * 1000 + policies.indexOf(p);
  if (!scopedUsers.has(key)) scopedUsers.set(key, p.scopeOf({ userId, elements: (await loadUserCodes(t.db, userId)).elements }) !== undefined);
  return scopedUsers.get(key)!;
}

/** A record of the policy's table whose owner sees only their own records, or undefined. */
async function scopedRecord(p: Visibility): Promise<{ id: number; owner: number } | undefined> {
  const table = p.owner.table as PgTable;
  const hasStatus = 'status' in getTableColumns(table);
  const result = await t.db.execute(
    sql`select id, ${sql.identifier(p.owner.name)} as owner from ${sql.identifier(getTableName(table))} where ${sql.identifier(p.owner.name)} is not null ${hasStatus ? sql`and status <> 'deleted'` : sql``} order by id desc limit 200`,
  );
  for (const row of (result as unknown as { rows: Array<{ id: number; owner: number }> }).rows) {
    if (await isScoped(p, Number(row.owner))) return { id: Number(row.id), owner: Number(row.owner) };
  }
  return undefined;
}

/** A new user in exactly the owner's groups: the same role, outside the owner's records. */
async function sameRoleAs(ownerId: number): Promise<string> {
  const username = `scope${ownerId}`;
  const [existing] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!existing) {
    const [user] = await t.db.insert(users).values({ username, name: '同角色他人', passwordHash: await hashPassword(PASSWORD) }).returning({ id: users.id });
    const memberships = await t.db.selectDistinct({ groupId: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, ownerId));
    if (memberships.length) await t.db.insert(groupMembers).values(memberships.map((m) => ({ groupId: m.groupId, userId: user!.id })));
    await changes.since();
  }
  return t.login(username, PASSWORD);
}

describe('records out of the caller’s view', () => {
  it('answer not found or forbidden on every id-taking endpoint of a screen with a visibility policy, and change nothing', async () => {
    expect(policies.length).toBeGreaterThan(10);
    const routes = t.app.locals.routes.map((r) => r.endpoint).filter((e) => e.transport !== 'multipart');
    const failures: string[] = [];
    const counts = { policies: 0, withoutScopedRecord: [] as string[], endpoints: 0, refused: 0, inconclusive: [] as string[] };
    for (const policy of policies) {
      const endpoints = routes.filter((e) => screensOf(e).some((s) => s && policy.screens.includes(s)));
      const record = await scopedRecord(policy);
      if (!record) {
        counts.withoutScopedRecord.push(policy.title);
        continue;
      }
      counts.policies++;
      const token = await sameRoleAs(record.owner);
      for (const e of endpoints) {
        const input = inputsFor(e, record.id);
        if (!input || OTHER_RECORDS.includes(`${e.method} ${e.path}`)) continue;
        counts.endpoints++;
        let req = t.http[e.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](input.path).set('Authorization', token);
        if (input.query) req = req.query(input.query);
        if (input.body) req = req.send(input.body);
        const res = await req;
        const envelope = String(res.headers['content-type']).includes('json') ? (res.body as { resCode?: number; resDes?: string }) : undefined;
        const call = `${e.method} ${e.path} (${policy.title} #${record.id})`;
        const changed = await changes.since();
        if (changed.length) failures.push(`${call} changed ${[...new Set(changed)].join(', ')}`);
        if (res.status >= 500 || envelope?.resDes === Messages.generic) failures.push(`${call} crashed`);
        else if (!envelope || envelope.resCode === ResCode.OK) failures.push(`${call} answered ${envelope ? 'success' : 'a file'}`);
        else if (envelope.resCode === ResCode.NOT_FOUND || envelope.resCode === ResCode.FORBIDDEN) counts.refused++;
        else counts.inconclusive.push(`${call}: ${envelope.resCode} ${envelope.resDes}`);
      }
    }
    console.info(
      `record scope: ${counts.policies} of ${policies.length} policies, ${counts.endpoints} calls, ${counts.refused} not found / forbidden;` +
        ` refused before the scope check: ${counts.inconclusive.length}\n${counts.inconclusive.join('\n')}\nno record with a scoped owner: ${counts.withoutScopedRecord.join(', ')}`,
    );
    expect(counts.endpoints).toBeGreaterThan(20);
    expect(counts.refused).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  }, 300_000);
});
