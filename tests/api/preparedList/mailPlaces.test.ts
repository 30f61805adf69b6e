import { desc, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import * as accountsApi from '@shared/api/mail/accounts';
import * as outboxApi from '@shared/api/mail/outbox';
import * as pullsApi from '@shared/api/mail/pulls';
import * as roomsApi from '@shared/api/mail/rooms';
import * as rulesApi from '@shared/api/mail/rules';
import * as templatesApi from '@shared/api/mail/templates';
import * as placesApi from '@shared/api/reference/places';
import { b2bCompanyBanks, mailAccounts, mailAssignRules, mailOutbox, mailPullErrors, mailPullLogs, mailRooms, mailTemplates, users } from '../../../server/db/schema';
import { countUpTo, listPage } from '../../../server/http/listPage';
import { loadUserCodes } from '../../../server/http/auth/codes';
import { draftOrder, outboxWhere, selectOutbox, sentOrder, toOutboxRow, type OutboxBox } from '../../../server/modules/mail/outboxRoutes';
import { ruleOrder, ruleWhere, selectRules, toRuleRow } from '../../../server/modules/mail/ruleRoutes';
import { selectTemplates, templateOrder, templateWhere, toTemplateRow } from '../../../server/modules/mail/templateRoutes';
import { accountWhere, selectAccounts, toAccountRow } from '../../../server/modules/mail/accountRoutes';
import { errorWhere, logWhere, selectErrors, selectLogPage, toErrorRow, toListedLog } from '../../../server/modules/mail/pullRoutes';
import { assignedTo, everyone, inPool, roomOrder, roomWhere, selectRooms, withLabels, type RoomScope } from '../../../server/modules/mail/roomQueries';
import { asAccount, bankAccountOrder, bankAccountWhere, selectBankAccounts, selectUserOptions, userOptionOrder, userOptionWhere } from '../../../server/modules/reference/placeQueries';
import { createTestApp, type TestApp } from '../../support/app';
import { as, type As } from '../admin/support';

/**
 * The mail centre's lists and the reference choice lists, prepared per shape, answer what the same
 * query built directly answers: every filter, a second value of a shape already prepared, pages 1
 * and 2, past the end, and a viewer who sees only her own.
 */
let t: TestApp;
let admin: As; // zhoujie: the mail administrator, sees everyone's mail
let agent: As; // qianyu: the demo's rules give her the conversations
let agentId: number;
let adminId: number;
let accountIds: number[];

const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
type Listed = { total: number; totalCapped?: boolean; rows: unknown[] };
const dataOf = <D>(answer: { data?: D | null }): D => {
  if (answer.data == null) throw new Error(JSON.stringify(answer));
  return answer.data;
};
const idOf = async (username: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t, await t.login('zhoujie'));
  agent = as(t, await t.login('qianyu'));
  [agentId, adminId] = await Promise.all([idOf('qianyu'), idOf('zhoujie')]);
  accountIds = (await t.db.select({ id: mailAccounts.id }).from(mailAccounts).orderBy(mailAccounts.id)).map((a) => a.id);
  // Sent, failed and drafted mail by both, and pulls with their failures: the demo has few.
  await t.db.insert(mailOutbox).values(
    [agentId, adminId].flatMap((createdBy, who) =>
      ['sent', 'failed', 'sent', 'draft', 'draft'].map((status, i) => ({
        accountId: accountIds[i % accountIds.length]!, kind: 'new', toAddrs: `buyer${i}@shop${who}.test`, subject: `Order ${who}${i} question`, status, createdBy, sentAt: status === 'draft' ? null : new Date(),
      })),
    ),
  );
  const logs = await t.db
    .insert(mailPullLogs)
    .values(['ok', 'failed', 'ok', 'failed', 'running'].map((status, i) => ({ accountId: accountIds[i % accountIds.length]!, trigger: i % 2 ? 'manual' : 'schedule', status, total: i, fetched: i })))
    .returning({ id: mailPullLogs.id, accountId: mailPullLogs.accountId });
  await t.db.insert(mailPullErrors).values(logs.map((l, i) => ({ accountId: l.accountId, pullLogId: l.id, reason: `reason ${i}`, resolvedAt: i % 2 ? new Date() : null })));
});
afterAll(() => t?.close());

/** The list built directly with listPage (its capped count over `table`), as it was before it was prepared. */
async function direct(q: { select: (extra?: { total: SQL<number> }) => unknown; where: SQL | undefined; order: SQL[] | unknown[]; table: PgTable; map?: (r: never) => unknown }, page: number, limit: number) {
  return plain(await listPage(t.db, { select: q.select as never, where: q.where, order: q.order as SQL[], page, limit, total: { table: q.table, cap: LIST_COUNT_CAP }, map: q.map as never }));
}

/** Every filter on pages 1 and 2 (limit 2) and past the end: the endpoint answers what the direct query answers; the rows seen. */
async function compare(filters: Array<Record<string, unknown>>, call: (query: Record<string, unknown>) => Promise<Listed>, built: (filter: Record<string, unknown>, page: number, limit: number) => Promise<Listed>) {
  let seen = 0;
  for (const filter of filters) {
    for (const page of [1, 2, 500]) {
      const answer = await call({ ...filter, page, limit: 2 });
      expect(answer, `${JSON.stringify(filter)} page ${page}`).toEqual(await built(filter, page, 2));
      if (page === 500 && Object.keys(filter).length === 0) expect(answer.total).toBeGreaterThan(0);
      seen += answer.rows.length;
    }
  }
  return seen;
}

describe('prepared mail lists', () => {
  it('sent and drafts: the writer sees her own, the administrator every sent mail', async () => {
    for (const [box, endpoint] of [['sent', outboxApi.sentList], ['drafts', outboxApi.draftList]] as Array<[OutboxBox, typeof outboxApi.sentList]>) {
      for (const [who, userId] of [[admin, adminId], [agent, agentId]] as Array<[As, number]>) {
        const viewAll = box === 'sent' && (await loadUserCodes(t.db, userId)).elements.has(outboxApi.viewAllMail);
        const seen = await compare(
          [{}, { accountId: accountIds[0] }, { accountId: accountIds[1] }, { keyword: 'ORDER 1' }, { keyword: 'shop0', accountId: accountIds[0] }, { keyword: 'none_such' }],
          async (query) => dataOf(await who.call(endpoint, { query: query as never })),
          (f, page, limit) =>
            direct({ select: (e) => selectOutbox(t.db, e), where: outboxWhere(box, endpoint.query!.parse(f), viewAll ? undefined : userId), order: box === 'sent' ? sentOrder : draftOrder, table: mailOutbox, map: toOutboxRow }, page, limit),
        );
        expect(seen, `${box} ${userId}`).toBeGreaterThan(0);
      }
    }
  });

  it('my conversations (with their status counts) and the pool', async () => {
    const rooms = await t.db.select({ id: mailRooms.id, accountId: mailRooms.accountId, assigneeId: mailRooms.assigneeId, subject: mailRooms.subject }).from(mailRooms);
    const mine = rooms.find((r) => r.assigneeId === agentId)!;
    expect(mine).toBeDefined();
    const labelled = dataOf(await agent.call(roomsApi.myRoomList, { query: { limit: 100 } })).rows.find((r) => r.labels.length > 0)!;
    expect(labelled).toBeDefined();
    const filters = [{}, { status: 'open' }, { status: 'closed' }, { accountId: mine.accountId }, { accountId: accountIds[1] }, { keyword: mine.subject.slice(0, 4) }, { labelId: labelled.labels[0]!.id, status: 'open' }];
    const roomsDirect = async (f: Record<string, unknown>, scope: RoomScope, page: number, limit: number) => {
      const filter = roomsApi.myRoomList.query!.parse(f);
      const listed = await listPage(t.db, { select: (e) => selectRooms(t.db, e), where: roomWhere(filter, scope), order: roomOrder, page, limit, total: { table: mailRooms, cap: LIST_COUNT_CAP } });
      return { ...listed, rows: await withLabels(t.db, listed.rows) };
    };
    const seen = await compare(
      filters,
      async (query) => dataOf(await agent.call(roomsApi.myRoomList, { query: query as never })),
      async (f, page, limit) => {
        const filter = roomsApi.myRoomList.query!.parse(f);
        const [open, closed] = await Promise.all((['open', 'closed'] as const).map((status) => countUpTo(t.db, mailRooms, roomWhere({ ...filter, status }, assignedTo(agentId)), LIST_COUNT_CAP)));
        return plain({ ...(await roomsDirect(f, assignedTo(agentId), page, limit)), counts: { open: open!.total, closed: closed!.total } });
      },
    );
    expect(seen).toBeGreaterThan(0);
    const adminSeesAll = (await loadUserCodes(t.db, adminId)).elements.has(outboxApi.viewAllMail);
    for (const [who, scope] of [[admin, 'all'], [admin, 'pool'], [agent, 'all']] as Array<[As, string]>) {
      const all = scope === 'all' && who === admin && adminSeesAll;
      await compare(
        filters.map((f) => ({ ...f, scope })),
        async (query) => dataOf(await who.call(roomsApi.poolList, { query: query as never })),
        async (f, page, limit) => plain(await roomsDirect({ ...f, scope: undefined }, all ? everyone : inPool, page, limit)),
      );
    }
  });

  it('rules, templates and accounts', async () => {
    expect(await t.db.$count(mailAssignRules)).toBeGreaterThan(2);
    expect(
      await compare(
        [{}, { name: '退款' }, { name: 'refund' }, { enabled: 'true' }, { enabled: 'false', name: '日' }],
        async (query) => dataOf(await admin.call(rulesApi.rulePageList, { query: query as never })),
        (f, page, limit) => direct({ select: (e) => selectRules(t.db, e), where: ruleWhere(rulesApi.rulePageList.query!.parse(f)), order: ruleOrder, table: mailAssignRules, map: toRuleRow }, page, limit),
      ),
    ).toBeGreaterThan(0);
    const templates = await t.db.select().from(mailTemplates);
    const branded = templates.filter((x) => x.brandId !== null);
    expect(branded.length).toBeGreaterThan(1);
    expect(
      await compare(
        [{}, { name: '退款' }, { brandId: branded[0]!.brandId }, { brandId: branded[1]!.brandId, language: 'de' }, { language: 'en' }, { enabled: 'true' }, { enabled: 'false' }],
        async (query) => dataOf(await admin.call(templatesApi.templateList, { query: query as never })),
        (f, page, limit) => direct({ select: (e) => selectTemplates(t.db, e), where: templateWhere(templatesApi.templateList.query!.parse(f)), order: templateOrder, table: mailTemplates, map: toTemplateRow }, page, limit),
      ),
    ).toBeGreaterThan(0);
    const accounts = await t.db.select().from(mailAccounts);
    const withBrand = accounts.filter((x) => x.brandId !== null);
    expect(
      await compare(
        [{}, { email: accounts[0]!.email.slice(0, 4) }, { email: 'EXAMPLE' }, { brandId: withBrand[0]!.brandId }, { brandId: withBrand[1]?.brandId ?? 999, status: '1' }, { status: '0' }],
        async (query) => dataOf(await admin.call(accountsApi.accounts, { query: query as never })),
        (f, page, limit) => direct({ select: (e) => selectAccounts(t.db, e), where: accountWhere(accountsApi.accounts.query!.parse(f)), order: [mailAccounts.email], table: mailAccounts, map: toAccountRow }, page, limit),
      ),
    ).toBeGreaterThan(0);
  });

  it('pull logs (each with its own count of mails found) and pull failures', async () => {
    const [log] = await t.db.select().from(mailPullLogs).limit(1);
    expect(
      await compare(
        [{}, { id: log!.id }, { accountId: accountIds[0] }, { accountId: accountIds[1], status: 'ok' }, { status: 'failed' }],
        async (query) => dataOf(await admin.call(pullsApi.pullLogList, { query: query as never })),
        (f, page, limit) => direct({ select: (e) => selectLogPage(t.db, e), where: logWhere(pullsApi.pullLogList.query!.parse(f)), order: [desc(mailPullLogs.id)], table: mailPullLogs, map: toListedLog }, page, limit),
      ),
    ).toBeGreaterThan(0);
    const listed = dataOf(await admin.call(pullsApi.pullLogList, { query: { limit: 200 } })).rows;
    expect(listed.some((r) => (r.total ?? 0) > 1)).toBe(true);
    expect(
      await compare(
        [{}, { accountId: accountIds[0] }, { accountId: accountIds[1] }, { resolved: 'true' }, { resolved: 'false', accountId: accountIds[0] }],
        async (query) => dataOf(await admin.call(pullsApi.errorMailList, { query: query as never })),
        (f, page, limit) => direct({ select: (e) => selectErrors(t.db, e), where: errorWhere(pullsApi.errorMailList.query!.parse(f)), order: [desc(mailPullErrors.id)], table: mailPullErrors, map: toErrorRow }, page, limit),
      ),
    ).toBeGreaterThan(0);
  });
});

describe('prepared reference choice lists', () => {
  it('active users and the company bank accounts', async () => {
    const someone = as(t, await t.login());
    expect(
      await compare(
        [{}, { name: '王' }, { name: 'zh' }, { name: 'none_such' }],
        async (query) => dataOf(await someone.call(placesApi.getUserList, { query: query as never })),
        (f, page, limit) => direct({ select: (e) => selectUserOptions(t.db, e), where: userOptionWhere(placesApi.getUserList.query!.parse(f)), order: userOptionOrder, table: users }, page, limit),
      ),
    ).toBeGreaterThan(0);
    const [bank] = await t.db.select().from(b2bCompanyBanks).limit(1);
    expect(bank).toBeDefined();
    expect(
      await compare(
        [{}, { status: '1' }, { status: '0' }, { name: bank!.accountName.slice(0, 2) }, { name: bank!.bankName.slice(0, 2), status: '1' }],
        async (query) => dataOf(await someone.call(placesApi.financeOptionPage, { query: query as never })),
        (f, page, limit) => direct({ select: (e) => selectBankAccounts(t.db, e), where: bankAccountWhere(placesApi.financeOptionPage.query!.parse(f)), order: bankAccountOrder, table: b2bCompanyBanks, map: asAccount }, page, limit),
      ),
    ).toBeGreaterThan(0);
  });
});
