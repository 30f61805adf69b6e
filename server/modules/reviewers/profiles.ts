import Big from 'big.js';
import { and, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { isEmail } from '@shared/api/reviewers/common';
import { getReviewer, reviewerUsers, type ReviewerRow } from '@shared/api/reviewers/reviewers';
import { maskText } from '@shared/api/secret';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { startsWith } from '../../db/like';
import { reviewerBlacklist, reviewers } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { countedListPage, type Bind } from '../../http/preparedList';
import { platformScope } from '../reference';
import { maskOrNull, seesPersonalData } from './access';
import { costCalculator, reviewerDetailsWhere, selectReviewerDetails } from './links';

/** 测评人档案: profiles, with their programme orders in figures (docs/domain/reviewers.md). */
const r = reviewers;
const b = reviewerBlacklist;

export const TAKEN_EMAIL = '该邮箱已有测评人档案';

// Written out: inside a subquery a bare column name would bind to the subquery's own table.
const OUTER_ID = sql.raw('"reviewers"."id"');
const openReason = sql<string | null>`(select ${b.reason} from ${b} where ${b.reviewerId} = ${OUTER_ID} and ${b.removedAt} is null limit 1)`;
const listed = sql`exists (select 1 from ${b} where ${b.reviewerId} = ${OUTER_ID} and ${b.removedAt} is null)`;
const selectProfiles = (db: Db, extra?: { total: SQL<number> }) => db.select({ reviewer: r, blacklistReason: openReason, ...extra }).from(r).$dynamic();
type Profile = { reviewer: typeof r.$inferSelect; blacklistReason: string | null };

/** Orders, reviewed orders and cost (CNY) of each reviewer on the page, in the caller's platforms. */
async function figuresOf(db: Db, caller: Caller, ids: number[]) {
  const figures = new Map<number, { orderCount: number; reviewedCount: number; cost: Big; costKnown: boolean }>();
  if (!ids.length) return figures;
  const details = await selectReviewerDetails(db).where(reviewerDetailsWhere(await platformScope(db, caller), inArray(r.id, ids)));
  const cost = costCalculator(db);
  for (const x of details) {
    const f = figures.get(x.reviewerId) ?? { orderCount: 0, reviewedCount: 0, cost: new Big(0), costKnown: true };
    f.orderCount += 1;
    if (x.reviewerStatus === 'reviewed') f.reviewedCount += 1;
    const c = await cost(x);
    const owed = x.orderAmount !== null || x.orderFee !== null || x.marketOrderNo !== null;
    if (c) f.cost = f.cost.plus(c);
    else if (owed) f.costKnown = false;
    figures.set(x.reviewerId, f);
  }
  return figures;
}

async function toRows(db: Db, caller: Caller, profiles: Profile[]): Promise<ReviewerRow[]> {
  const full = await seesPersonalData(caller);
  const figures = await figuresOf(db, caller, profiles.map((x) => x.reviewer.id));
  return profiles.map(({ reviewer: x, blacklistReason }) => {
    const f = figures.get(x.id);
    return {
      id: x.id,
      name: x.name,
      country: x.country,
      email: full ? x.email : maskText(x.email),
      channels: x.channels,
      socialAccounts: full ? x.socialAccounts : maskOrNull(x.socialAccounts),
      remark: x.remark,
      masked: !full,
      orderCount: f?.orderCount ?? 0,
      reviewedCount: f?.reviewedCount ?? 0,
      // Unknown (null) when an order's currency has no rate.
      costCny: f ? (f.costKnown ? f.cost.toFixed(2) : null) : '0.00',
      blacklisted: blacklistReason !== null,
      blacklistReason,
      createdAt: x.createdAt.toISOString(),
    };
  });
}

export async function reviewerById(db: Db, caller: Caller, id: number): Promise<ReviewerRow> {
  const [found] = await selectProfiles(db).where(eq(r.id, id));
  if (!found) throw fail.notFound('测评人不存在');
  return (await toRows(db, caller, [found]))[0]!;
}

export interface ReviewerInput {
  id?: number;
  name: string;
  country: string;
  email: string;
  channels: string | null;
  socialAccounts: string | null;
  remark: string | null;
}

/**
 * Adds or edits a profile. A masked e-mail or social accounts (what a caller without the right saw)
 * sent back unchanged keeps the stored value; any other masked text is refused.
 */
export async function saveReviewer(db: Db, caller: Caller, body: ReviewerInput): Promise<ReviewerRow> {
  const { id, ...given } = body;
  const [existing] = id ? await db.select().from(r).where(eq(r.id, id)) : [];
  if (id && !existing) throw fail.notFound('测评人不存在');
  const kept = (value: string | null, stored: string | null | undefined) => (stored != null && value !== null && value === maskText(stored) ? stored : value);
  const email = kept(given.email, existing?.email)!;
  if (!isEmail(email)) throw fail.badRequest('邮箱格式不正确');
  const socialAccounts = kept(given.socialAccounts, existing?.socialAccounts);
  const values = { ...given, email, socialAccounts };
  const [same] = await db.select({ id: r.id }).from(r).where(sql`lower(${r.email}) = ${email.toLowerCase()}`);
  if (same && same.id !== id) throw fail.conflict(TAKEN_EMAIL);
  try {
    const [saved] = id
      ? await db.update(r).set({ ...values, updatedAt: new Date() }).where(eq(r.id, id)).returning({ id: r.id })
      : await db.insert(r).values({ ...values, createdBy: caller.userId }).returning({ id: r.id });
    return reviewerById(db, caller, saved!.id);
  } catch (error) {
    if (isUniqueViolation(error, 'reviewers_email_key')) throw fail.conflict(TAKEN_EMAIL);
    throw error;
  }
}

type ProfileQuery = { page: number; limit: number; name?: string | null; country?: string | null; blacklisted?: boolean | null };

/** The values a profile list's conditions take (prefixes ready for LIKE); undefined ones are absent. */
export const profileValues = (q: Omit<ProfileQuery, 'page' | 'limit'>) => ({
  name: q.name ? startsWith(q.name) : undefined,
  email: q.name ? startsWith(q.name.toLowerCase()) : undefined,
  country: q.country ? q.country.toUpperCase() : undefined,
  listed: q.blacklisted === true ? true : undefined,
  notListed: q.blacklisted === false ? true : undefined,
});
type ProfileValues = ReturnType<typeof profileValues>;

/** Conditions over the present values (see preparedList.ts). */
export const profileConditions = (v: Partial<ProfileValues>, bind: Bind<ProfileValues>): SQL | undefined =>
  and(
    v.name !== undefined ? or(like(r.name, bind('name')), like(sql`lower(${r.email})`, bind('email'))) : undefined,
    v.country !== undefined ? eq(r.country, bind('country')) : undefined,
    v.listed !== undefined ? listed : undefined,
    v.notListed !== undefined ? sql`not ${listed}` : undefined,
  );

/** One page of profiles (without their figures), prepared per shape. */
export const profilePage = (db: Db, q: ProfileQuery) =>
  countedListPage(db, {
    name: 'reviewers',
    values: profileValues(q),
    conditions: profileConditions,
    select: (extra) => selectProfiles(db, extra),
    order: [desc(r.id)],
    page: q.page,
    limit: q.limit,
    counted: r,
    cap: LIST_COUNT_CAP,
    map: (row) => row as Profile,
  });

export function profileRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(reviewerUsers.page, async ({ query, caller, deps }) => {
      const page = await profilePage(deps.db, query as ProfileQuery);
      return { ...page, rows: await toRows(deps.db, caller, page.rows as Profile[]) };
    })
    .add(reviewerUsers.save, async ({ body, caller, deps }) => saveReviewer(deps.db, caller, body as ReviewerInput))
    .add(getReviewer, async ({ query, caller, deps }) => reviewerById(deps.db, caller, query.id));
}
