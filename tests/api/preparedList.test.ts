import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { grantPage, type GrantFilter } from '@shared/api/gifts/grants';
import { queryDetailByCondition, type DetailFilter } from '@shared/api/review/detail';
import { giftGrantMachine, planOrderDetailMachine } from '@shared/workflow';
import { giftGrants, kolPool, reviewPlanOrderDetails, users } from '../../server/db/schema';
import { queryKolPoolList, type PoolFilter } from '@shared/api/kol/pool';
import { poolOrder, poolWhere, selectPool, toPoolRow } from '../../server/modules/kol/pool/queries';
import { listPage } from '../../server/http/listPage';
import { grantWhere, grantValues, selectGrantRows, toGrantRow } from '../../server/modules/gifts/grants/queries';
import { detailConditions, detailOrder, detailValues, selectDetails, toDetailRow, type DetailValues } from '../../server/modules/review/detailQueries';
import { seesFullAddress } from '../../server/modules/review/address';
import { detailVisibility } from '../../server/modules/review/visibility';
import { platformScope } from '../../server/modules/reference/scope';
import { loadUserCodes } from '../../server/http/auth/codes';
import type { Caller } from '../../server/http/auth/caller';
import { direct, presentOf } from '../../server/http/preparedList';
import { tabTotalSql } from '../../server/workflow';
import { createTestApp, type TestApp } from '../support/app';
import { as, type As } from './admin/support';

/**
 * Prepared lists (server/http/preparedList.ts) answer exactly what the same query built directly
 * answers: for every shape of filter, for other values of a shape already prepared (the values are
 * bound, not frozen into the statement), for a scoped viewer, and past the last page.
 */
let t: TestApp;
let manager: As; // hejun: sees every grant
let cs: As; // zhaomin: only her own
let csId: number;

beforeAll(async () => {
  t = await createTestApp();
  manager = as(t, await t.login('hejun'));
  cs = as(t, await t.login('zhaomin'));
  csId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'zhaomin')))[0]!.id;
});
afterAll(() => t?.close());

/** The gift grant list built directly with listPage, as it was before it was prepared. */
async function grantsDirect(filter: Partial<GrantFilter>, scope: number | undefined, page: number, limit: number) {
  const counted = !Object.keys(presentOf(grantValues(filter as GrantFilter, scope))).every((key) => key === 'status' || key === 'scope');
  const expected = await listPage(t.db, {
    select: (extra) => selectGrantRows(t.db, extra),
    where: grantWhere(filter as GrantFilter, scope),
    order: [desc(giftGrants.id)],
    page,
    limit,
    total: counted ? { table: giftGrants, cap: LIST_COUNT_CAP } : { beside: tabTotalSql(giftGrantMachine, filter.status, scope) },
    map: toGrantRow,
  });
  return JSON.parse(JSON.stringify(expected)) as typeof expected;
}

describe('prepared gift grant list', () => {
  const demo = async () => (await manager.call(grantPage, { query: { limit: 200 } })).data!.rows;

  it('answers like the direct query for every shape, and for new values of a shape already prepared', async () => {
    const rows = await demo();
    expect(rows.length).toBeGreaterThan(5);
    const statuses = [...new Set(rows.map((r) => r.status))];
    expect(statuses.length).toBeGreaterThan(2);
    const first = rows[0]!;
    const filters: Array<Partial<GrantFilter>> = [
      {},
      ...statuses.map((status) => ({ status }) as Partial<GrantFilter>),
      { serialNo: first.serialNo.slice(0, 6).toLowerCase() },
      { serialNo: first.serialNo },
      { status: first.status, recipientName: first.recipientName.slice(0, 3) } as Partial<GrantFilter>,
      { giftKind: 'card' },
      { giftKind: 'physical', reasonType: 'review' },
      { orderNo: 'no-such-order' },
    ];
    for (const filter of filters) {
      for (const page of [1, 2]) {
        const answer = (await manager.call(grantPage, { query: { ...filter, page, limit: 3 } })).data;
        expect(answer, JSON.stringify(filter)).toEqual(await grantsDirect(filter, undefined, page, 3));
      }
    }
  });

  it('binds the viewer: a scoped viewer sees her own grants only, with her own total', async () => {
    for (const filter of [{}, { status: 'approved' }, { giftKind: 'card' }] as Array<Partial<GrantFilter>>) {
      const mine = (await cs.call(grantPage, { query: { ...filter, limit: 5 } })).data!;
      expect(mine).toEqual(await grantsDirect(filter, csId, 1, 5));
      const everyone = (await manager.call(grantPage, { query: { ...filter, limit: 5 } })).data!;
      expect(everyone.total).toBeGreaterThanOrEqual(mine.total);
    }
  });

  it('knows the total past the last page', async () => {
    const past = (await manager.call(grantPage, { query: { page: 500, limit: 20 } })).data!;
    expect(past.rows).toEqual([]);
    expect(past.total).toBe((await grantsDirect({}, undefined, 1, 20)).total);
    expect(past.total).toBeGreaterThan(0);
  });
});

describe('prepared plan order detail list', () => {
  /** The list built directly with listPage, as it was before it was prepared. */
  async function detailsDirect(username: string, filter: Partial<DetailFilter>, page: number, limit: number) {
    const userId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
    const caller = { userId, username, codes: () => loadUserCodes(t.db, userId) } as Caller;
    const platforms = await platformScope(t.db, caller);
    const owner = await detailVisibility.scope(caller);
    const v = presentOf(detailValues(filter, owner, platforms.all ? undefined : platforms.platformIds));
    const maintained = Object.keys(v).every((key) => key === 'status' || key === 'owner');
    const list = await listPage(t.db, {
      select: (extra) => selectDetails(t.db, extra),
      where: detailConditions(v, direct(v as DetailValues)),
      order: detailOrder,
      page,
      limit,
      total: maintained ? { beside: tabTotalSql(planOrderDetailMachine, v.status, owner) } : { table: reviewPlanOrderDetails, cap: LIST_COUNT_CAP },
      map: toDetailRow(await seesFullAddress(caller)),
    });
    return JSON.parse(JSON.stringify(list)) as typeof list;
  }

  it('answers like the direct query for everyone and for a handler limited to her own details on her platforms', async () => {
    const people: Array<[string, As]> = [
      ['admin', as(t, await t.login())],
      ['huangli', as(t, await t.login('huangli'))],
    ];
    const rows = (await people[0]![1].call(queryDetailByCondition, { query: { limit: 200 } })).data!.rows;
    expect(rows.length).toBeGreaterThan(3);
    const first = rows[0]! as (typeof rows)[number] & { status: DetailFilter['status'] };
    const filters: Array<Partial<DetailFilter>> = [
      {},
      ...[...new Set(rows.map((r) => r.status))].map((status) => ({ status }) as Partial<DetailFilter>),
      { status: first.status, sku: first.sku.slice(0, 3).toLowerCase() },
      { planOrderId: first.planOrderId },
      { platformId: first.platformId, sendLetterStatus: 'sent' },
      { invitationCode: 'NO-SUCH' },
    ];
    let seenByHandler = 0;
    for (const [username, who] of people) {
      for (const filter of filters) {
        for (const page of [1, 3]) {
          const { counts, ...answer } = (await who.call(queryDetailByCondition, { query: { ...filter, page, limit: 2 } })).data!;
          expect(answer, `${username} ${JSON.stringify(filter)} page ${page}`).toEqual(await detailsDirect(username, filter, page, 2));
          expect(Object.keys(counts).length).toBeGreaterThan(0);
          if (username === 'huangli') seenByHandler += answer.rows.length;
        }
      }
    }
    expect(seenByHandler).toBeGreaterThan(0);
  });
});

describe('prepared KOL pool list', () => {
  it('binds the tag list as one array value: the same rows and total as the direct query', async () => {
    const admin = as(t, await t.login());
    const rows = (await admin.call(queryKolPoolList, { query: { limit: 100 } })).data!.rows;
    const tagged = rows.find((r) => r.tagIds.length > 0)!;
    expect(tagged).toBeDefined();
    const filters: Array<Partial<PoolFilter>> = [
      {},
      { tagIds: tagged.tagIds.slice(0, 1) },
      { tagIds: tagged.tagIds, channel: tagged.channel } as Partial<PoolFilter>,
      { selectable: true, name: tagged.name.slice(0, 2) },
      { blacklisted: true },
      { followersMin: 1000, followersMax: 500000 },
    ];
    for (const filter of filters) {
      const query = { ...filter, tagIds: filter.tagIds, blacklisted: filter.blacklisted === undefined ? undefined : String(filter.blacklisted), selectable: filter.selectable ? 'true' : undefined, page: 1, limit: 5 };
      const answer = (await admin.call(queryKolPoolList, { query: query as never })).data!;
      const direct = await listPage(t.db, { select: () => selectPool(t.db), where: poolWhere(filter as PoolFilter), order: poolOrder, page: 1, limit: 5, total: { table: kolPool, cap: 10_000 }, map: toPoolRow });
      expect(answer, JSON.stringify(filter)).toEqual(JSON.parse(JSON.stringify(direct)));
    }
  });
});
