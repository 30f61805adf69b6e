import { desc, eq, sql, type SQL, type Subquery } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { paymentDetailPage, promotionPaymentPage, type PaymentDetailFilter } from '@shared/api/promotion/payment';
import { addToBlacklist, blacklistPage, removeFromBlacklist } from '@shared/api/reviewers/blacklist';
import { mailUsePage, reviewerEmailManager } from '@shared/api/reviewers/mailboxes';
import { reviewerInfoPage, reviewerOrderPage } from '@shared/api/reviewers/orders';
import { reviewerUsers } from '@shared/api/reviewers/reviewers';
import type { Db } from '../../../server/db/connection';
import {
  mailAccounts,
  mailOutbox,
  promotionClaimLines,
  promotionClaims,
  promotionPayments,
  reviewerBlacklist,
  reviewerMailboxes,
  reviewers,
  reviewOrderAddresses,
  reviewPlanOrderDetails,
  reviewPlanOrders,
  users,
} from '../../../server/db/schema';
import { loadUserCodes } from '../../../server/http/auth/codes';
import type { Caller } from '../../../server/http/auth/caller';
import { listPage } from '../../../server/http/listPage';
import { direct, presentOf } from '../../../server/http/preparedList';
import { platformScope } from '../../../server/modules/reference/scope';
import { detailOrder, detailWhere, paymentConditions, paymentValues, selectDetails, selectPayments, toDetailRow, toPaymentRow } from '../../../server/modules/promotion/payments/queries';
import { blacklistConditions, blacklistValues, selectEntries, toRow as toBlacklistRow } from '../../../server/modules/reviewers/blacklist';
import {
  detailEmail,
  reviewerAddressConditions,
  reviewerAddressValues,
  reviewerOrderConditions,
  reviewerOrderValues,
  selectReviewerAddresses,
  selectReviewerDetails,
} from '../../../server/modules/reviewers/links';
import { mailboxConditions, mailboxValues, mailUseConditions, mailUseValues, selectMailboxes, selectUses, toRow as toMailboxRow } from '../../../server/modules/reviewers/mailboxes';
import { compareEverywhere, type CompareOptions } from './compare';
import { createTestApp, type TestApp } from '../../support/app';
import { as } from '../admin/support';

/**
 * Payments, payment details, reviewer orders and addresses, the blacklist, reviewer mailboxes and
 * their use, prepared per filter shape, answer what the same query built directly answers (as the
 * lists were built before): every filter, new values for a shape already prepared, pages 1 and 2,
 * past the end, and a viewer limited to her platforms.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A list's conditions built directly over its present values (the old way). */
const directWhere = <V extends Record<string, unknown>>(values: V, conditions: (v: Partial<V>, bind: ReturnType<typeof direct<V>>) => SQL | undefined) => {
  const v = presentOf(values);
  return conditions(v, direct(v as V));
};

/** The rows of `from` matching `where`, counted up to the list cap, as the reviewer lists counted them. */
async function countedUpToCap(from: { where(w: SQL | undefined): { limit(n: number): { as(name: string): Subquery } } }, where: SQL | undefined) {
  const [row] = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(from.where(where).limit(LIST_COUNT_CAP).as('matching'));
  return row?.n ?? 0;
}

async function callerOf(username: string): Promise<Caller> {
  const userId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  return { userId, username, codes: () => loadUserCodes(t.db, userId) } as Caller;
}

/**
 * Every filter for every viewer on pages 1 and 2 (limit 2) and past the end: the endpoint answers what
 * the direct query answers; past the end the total is still there. Answers how many rows each viewer saw.
 */
async function compare(opts: CompareOptions): Promise<Record<string, number>> {
  const seen = await compareEverywhere(t, opts);
  for (const username of opts.viewers) {
    // Past the end, with no filter: still the total of everything the viewer sees.
    const past = await opts.call(as(t, await t.login(username)), { page: 500, limit: 2 });
    expect(past.rows).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
  }
  return seen;
}

/** An answer's data, or the refusal as the error. */
const dataOf = <D>(answer: { data?: D | null; resDes?: string }): D => {
  if (answer.data == null) throw new Error(JSON.stringify(answer));
  return answer.data;
};

const prefix = (text: string | null | undefined, n = 3) => (text ?? '').slice(0, n);

describe('prepared promotion payment lists', () => {
  it('payments: serial number and paid-on filters, as built directly', async () => {
    const admin = as(t, await t.login('admin'));
    const rows = dataOf(await admin.call(promotionPaymentPage, { query: { limit: 100 } })).rows;
    expect(rows.length).toBeGreaterThan(1);
    const first = rows[0]!;
    const seen = await compare({
      viewers: ['admin', 'zhouxin'],
      filters: [
        {},
        { serialNo: prefix(first.serialNo, 4).toLowerCase() },
        { serialNo: 'NO-SUCH' },
        { paidFrom: first.paidOn },
        { paidFrom: '2020-01-01', paidTo: '2099-12-31' },
        { paidTo: '2020-01-01' },
      ],
      call: async (who, query) => dataOf(await who.call(promotionPaymentPage, { query: query as never })),
      direct: async (_, f, page, limit) => {
        const filter = promotionPaymentPage.query!.parse(f);
        return plain(
          await listPage(t.db, {
            select: (extra) => selectPayments(t.db, extra),
            where: directWhere(paymentValues(filter), paymentConditions),
            order: [desc(promotionPayments.id)],
            page,
            limit,
            total: { table: promotionPayments, cap: LIST_COUNT_CAP },
            map: toPaymentRow,
          }),
        );
      },
    });
    expect(seen.zhouxin).toBeGreaterThan(0);
  });

  it('payment details: every filter, with the exact total counted over the lines of paid claims', async () => {
    const admin = as(t, await t.login('admin'));
    const rows = dataOf(await admin.call(paymentDetailPage, { query: { limit: 100 } })).rows;
    expect(rows.length).toBeGreaterThan(2);
    const first = rows[0]!;
    const last = rows[rows.length - 1]!;
    const [claim] = await t.db.select({ platformId: promotionClaims.platformId, promoteType: promotionClaims.promoteType, createdBy: promotionClaims.createdBy }).from(promotionClaims).where(eq(promotionClaims.id, first.claimId));
    const seen = await compare({
      viewers: ['admin'],
      filters: [
        {},
        { paymentSerialNo: prefix(first.paymentSerialNo, 4).toLowerCase() },
        { paymentSerialNo: last.paymentSerialNo },
        { claimSerialNo: prefix(first.claimSerialNo, 5) },
        { paidFrom: '2020-01-01', paidTo: first.paidOn },
        { platformId: claim!.platformId, promoteType: claim!.promoteType },
        { claimantId: claim!.createdBy },
        { claimantId: (await callerOf('admin')).userId },
      ],
      call: async (who, query) => dataOf(await who.call(paymentDetailPage, { query: query as never })),
      direct: async (_, f, page, limit) => {
        const where = detailWhere(paymentDetailPage.query!.parse(f) as PaymentDetailFilter);
        const count = t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(promotionClaimLines)
          .innerJoin(promotionClaims, eq(promotionClaims.id, promotionClaimLines.claimId))
          .innerJoin(promotionPayments, eq(promotionPayments.id, promotionClaims.paymentId))
          .where(where)
          .then(([row]) => row?.n ?? 0);
        return plain(await listPage(t.db, { rows: selectDetails(t.db).where(where).orderBy(...detailOrder), total: { exact: count }, page, limit, map: toDetailRow }));
      },
    });
    expect(seen.admin).toBeGreaterThan(0);
  });
});

describe('prepared reviewer lists', () => {
  const d = reviewPlanOrderDetails;
  const a = reviewOrderAddresses;
  const r = reviewers;
  const p = reviewPlanOrders;
  const linked = sql`lower(${r.email}) = ${detailEmail}`;
  const detailLinkFrom = (db: Db) => db.select({ one: sql`1` }).from(d).leftJoin(a, eq(a.detailId, d.id)).innerJoin(r, linked).innerJoin(p, eq(p.id, d.planOrderId)).$dynamic();
  const addressLinkFrom = (db: Db) => db.select({ one: sql`1` }).from(a).innerJoin(d, eq(d.id, a.detailId)).innerJoin(r, linked).innerJoin(p, eq(p.id, d.planOrderId)).$dynamic();
  const pick = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));
  const viewers = ['admin', 'huangli'];

  it('the overseas specialist works on some platforms only', async () => {
    expect((await platformScope(t.db, await callerOf('huangli'))).all).toBe(false);
  });

  it('orders (测评订单): every filter, for everyone and for a viewer limited to her platforms', async () => {
    const admin = as(t, await t.login('admin'));
    const rows = dataOf(await admin.call(reviewerOrderPage, { query: { limit: 100 } })).rows;
    expect(rows.length).toBeGreaterThan(2);
    const first = rows[0]!;
    const keys = ['id', 'reviewerId', 'reviewerName', 'planOrderId', 'planOrderSerialNo', 'lineNo', 'invitationCode', 'platformName', 'sku', 'status', 'reviewerStatus', 'marketOrderNo', 'orderCurrency', 'createdAt'];
    const seen = await compare({
      viewers,
      filters: [
        {},
        { reviewerId: first.reviewerId },
        { reviewerName: prefix(first.reviewerName, 3) },
        { reviewerName: 'Jonas' },
        { planOrderSerialNo: prefix(first.planOrderSerialNo, 4).toLowerCase() },
        { reviewed: 'true' },
        { reviewed: 'false', reviewerName: 'E' },
      ],
      call: async (who, query) => {
        const answer = dataOf(await who.call(reviewerOrderPage, { query: query as never }));
        return { ...answer, rows: answer.rows.map((x) => pick(x, keys)) };
      },
      direct: async (username, f, page, limit) => {
        const where = directWhere(reviewerOrderValues(await platformScope(t.db, await callerOf(username)), reviewerOrderPage.query!.parse(f)), reviewerOrderConditions);
        const list = await listPage(t.db, { select: () => selectReviewerDetails(t.db), where, order: [desc(d.id)], page, limit, total: { exact: countedUpToCap(detailLinkFrom(t.db) as never, where) } });
        return plain({ ...list, rows: list.rows.map((x) => pick(x, keys)) });
      },
    });
    expect(seen.huangli).toBeGreaterThan(0);
  });

  it('addresses (测评人信息): every filter, for everyone and for a viewer limited to her platforms', async () => {
    const admin = as(t, await t.login('admin'));
    const rows = dataOf(await admin.call(reviewerInfoPage, { query: { limit: 100 } })).rows;
    expect(rows.length).toBeGreaterThan(2);
    const first = rows[0]!;
    const seen = await compare({
      viewers,
      filters: [{}, { reviewerId: first.reviewerId }, { reviewerName: prefix(first.reviewerName, 2) }, { country: first.address.country.toLowerCase() }, { country: 'DE', reviewerName: 'J' }],
      call: async (who, query) => {
        const answer = dataOf(await who.call(reviewerInfoPage, { query: query as never }));
        return { ...answer, rows: answer.rows.map((x) => ({ id: x.id, reviewerId: x.reviewerId, reviewerName: x.reviewerName, planOrderSerialNo: x.planOrderSerialNo, invitationCode: x.invitationCode, createdAt: x.createdAt })) };
      },
      direct: async (username, f, page, limit) => {
        const where = directWhere(reviewerAddressValues(await platformScope(t.db, await callerOf(username)), reviewerInfoPage.query!.parse(f)), reviewerAddressConditions);
        const list = await listPage(t.db, { select: () => selectReviewerAddresses(t.db), where, order: [desc(a.id)], page, limit, total: { exact: countedUpToCap(addressLinkFrom(t.db) as never, where) } });
        return plain({ ...list, rows: list.rows.map((x) => ({ id: x.address.id, reviewerId: x.reviewerId, reviewerName: x.reviewerName, planOrderSerialNo: x.planOrderSerialNo, invitationCode: x.invitationCode, createdAt: x.address.createdAt })) });
      },
    });
    expect(seen.huangli).toBeGreaterThan(0);
  });

  it('the blacklist: by name and by whether the reviewer is still listed', async () => {
    const xuming = as(t, await t.login('xuming'));
    // More entries than the demo's one: a reviewer listed, and one listed then removed.
    const profiles = dataOf(await xuming.call(reviewerUsers.page, { query: { limit: 100 } })).rows;
    const [jonas, sofia] = ['Jonas Weber', 'Sofia Rossi'].map((name) => profiles.find((x) => x.name === name)!);
    dataOf(await xuming.call(addToBlacklist, { body: { reviewerId: jonas!.id, reason: '多次未评价' } }));
    const removed = dataOf(await xuming.call(addToBlacklist, { body: { reviewerId: sofia!.id, reason: '误操作' } }));
    dataOf(await xuming.call(removeFromBlacklist, { body: { id: removed.id, reason: '已核实' } }));
    const seen = await compare({
      viewers: ['admin', 'xuming'],
      filters: [{}, { reviewerName: 'Jon' }, { reviewerName: 'Mas' }, { active: 'true' }, { active: 'false' }, { active: 'true', reviewerName: 'S' }],
      call: async (who, query) => dataOf(await who.call(blacklistPage, { query: query as never })),
      direct: async (_, f, page, limit) => {
        const where = directWhere(blacklistValues(blacklistPage.query!.parse(f)), blacklistConditions);
        const count = t.db.select({ one: sql`1` }).from(reviewerBlacklist).innerJoin(r, eq(r.id, reviewerBlacklist.reviewerId)).$dynamic();
        return plain(await listPage(t.db, { select: () => selectEntries(t.db), where, order: [desc(reviewerBlacklist.id)], page, limit, total: { exact: countedUpToCap(count as never, where) }, map: toBlacklistRow }));
      },
    });
    expect(seen.xuming).toBeGreaterThan(0);
  });

  it('reviewer mailboxes and their use: by e-mail and state; by mailbox, recipient, reviewer and day', async () => {
    const xuming = as(t, await t.login('xuming'));
    const added = dataOf(await xuming.call(reviewerEmailManager.save, { body: { email: 'support@camplux.example', purpose: '催评' } }));
    dataOf(await xuming.call(reviewerEmailManager.setEnabled, { body: { id: added.id, enabled: false } }));
    await compare({
      viewers: ['xuming'],
      filters: [{}, { email: 'HELLO' }, { email: 'sup' }, { enabled: 'false' }, { enabled: 'true', email: 'h' }],
      call: async (who, query) => dataOf(await who.call(reviewerEmailManager.page, { query: query as never })),
      direct: async (_, f, page, limit) => {
        const where = directWhere(mailboxValues(reviewerEmailManager.page.query!.parse(f) as never), mailboxConditions);
        const count = t.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(reviewerMailboxes)
          .innerJoin(mailAccounts, eq(mailAccounts.id, reviewerMailboxes.accountId))
          .where(where)
          .then(([row]) => row?.n ?? 0);
        return plain(await listPage(t.db, { select: () => selectMailboxes(t.db), where, order: [desc(reviewerMailboxes.id)], page, limit, total: { exact: count }, map: toMailboxRow }));
      },
    });

    const [box] = await t.db.select({ id: reviewerMailboxes.id }).from(reviewerMailboxes).innerJoin(mailAccounts, eq(mailAccounts.id, reviewerMailboxes.accountId)).where(eq(mailAccounts.email, 'hello@voltra.example'));
    const [emily] = await t.db.select({ id: reviewers.id }).from(reviewers).where(eq(reviewers.name, 'Emily Carter'));
    const [jonas] = await t.db.select({ id: reviewers.id }).from(reviewers).where(eq(reviewers.name, 'Jonas Weber'));
    const today = new Date().toISOString().slice(0, 10);
    const seen = await compare({
      viewers: ['xuming'],
      filters: [
        {},
        { mailboxId: box!.id },
        { to: 'EMILY' },
        { to: 'jonas' },
        { reviewerId: emily!.id },
        { reviewerId: jonas!.id, mailboxId: box!.id },
        { sentFrom: '2020-01-01', sentTo: today },
        { sentTo: '2020-01-01' },
      ],
      call: async (who, query) => {
        const answer = dataOf(await who.call(mailUsePage, { query: query as never }));
        return { ...answer, rows: answer.rows.map(({ reviewerName: _, ...x }) => x) };
      },
      direct: async (_, f, page, limit) => {
        const where = directWhere(mailUseValues(mailUsePage.query!.parse(f)), mailUseConditions);
        const count = t.db.select({ one: sql`1` }).from(mailOutbox).innerJoin(reviewerMailboxes, eq(reviewerMailboxes.accountId, mailOutbox.accountId)).$dynamic();
        return plain(await listPage(t.db, { select: () => selectUses(t.db), where, order: [desc(mailOutbox.sentAt), desc(mailOutbox.id)], page, limit, total: { exact: countedUpToCap(count as never, where) } }));
      },
    });
    expect(seen.xuming).toBeGreaterThan(0);
  });
});
