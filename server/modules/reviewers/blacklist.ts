import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { addToBlacklist, blacklistPage, removeFromBlacklist, type BlacklistRow } from '@shared/api/reviewers/blacklist';
import { conditionsOf, matches } from '../../db/conditions';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { startsWith } from '../../db/like';
import { reviewerBlacklist, reviewers, users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { countedListPage } from '../../http/preparedList';

/** 黑名单: who must not be put on a plan order again (docs/domain/reviewers.md). */
const b = reviewerBlacklist;
const r = reviewers;
const creator = alias(users, 'creator');
const remover = alias(users, 'remover');

export const ALREADY_LISTED = '该测评人已在黑名单中';
export const ALREADY_REMOVED = '该黑名单记录已移出';

export const selectEntries = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({ entry: b, reviewerName: r.name, reviewerCountry: r.country, createdByName: creator.name, removedByName: remover.name, ...extra })
    .from(b)
    .innerJoin(r, eq(r.id, b.reviewerId))
    .leftJoin(creator, eq(creator.id, b.createdBy))
    .leftJoin(remover, eq(remover.id, b.removedBy))
    .$dynamic();
type Selected = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

export const toRow = (x: Selected): BlacklistRow => ({
  id: x.entry.id,
  reviewerId: x.entry.reviewerId,
  reviewerName: x.reviewerName,
  reviewerCountry: x.reviewerCountry,
  reason: x.entry.reason,
  createdByName: x.createdByName,
  createdAt: x.entry.createdAt.toISOString(),
  active: x.entry.removedAt === null,
  removedByName: x.removedByName,
  removedAt: x.entry.removedAt?.toISOString() ?? null,
  removeReason: x.entry.removeReason,
});

async function entryRow(db: Db, id: number): Promise<BlacklistRow> {
  const [found] = await selectEntries(db).where(eq(b.id, id));
  if (!found) throw fail.notFound('黑名单记录不存在');
  return toRow(found);
}

/** Blacklists a reviewer; a second time answers resCode -2 (a warning: they are listed already). */
export async function blacklistReviewer(db: Db, caller: Caller, body: { reviewerId: number; reason: string }): Promise<BlacklistRow> {
  const [reviewer] = await db.select({ id: r.id }).from(r).where(eq(r.id, body.reviewerId));
  if (!reviewer) throw fail.notFound('测评人不存在');
  try {
    const [saved] = await db.insert(b).values({ reviewerId: body.reviewerId, reason: body.reason, createdBy: caller.userId }).returning({ id: b.id });
    return entryRow(db, saved!.id);
  } catch (error) {
    if (isUniqueViolation(error, 'reviewer_blacklist_open_key')) throw fail.warning(ALREADY_LISTED);
    throw error;
  }
}

export async function unlistReviewer(db: Db, caller: Caller, body: { id: number; reason: string }): Promise<BlacklistRow> {
  const [done] = await db
    .update(b)
    .set({ removedBy: caller.userId, removedAt: new Date(), removeReason: body.reason })
    .where(and(eq(b.id, body.id), isNull(b.removedAt)))
    .returning({ id: b.id });
  if (done) return entryRow(db, done.id);
  await entryRow(db, body.id);
  throw fail.warning(ALREADY_REMOVED);
}

/**
 * The rule the review programme enforces where a plan order's detail gets its reviewer (保存订单, 录入地址):
 * a blacklisted reviewer's e-mail is refused, with who they are and why.
 */
export async function refuseBlacklisted(db: Pick<Db, 'select'>, email: string | null | undefined): Promise<void> {
  if (!email?.trim()) return;
  const [listed] = await db
    .select({ name: r.name, email: r.email, reason: b.reason })
    .from(b)
    .innerJoin(r, eq(r.id, b.reviewerId))
    .where(and(isNull(b.removedAt), sql`lower(${r.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  if (listed) throw fail.refused(`测评人 ${listed.name}（${listed.email}）已列入黑名单：${listed.reason}，不能安排到计划单`);
}

/** The values of the blacklist's conditions (the name as a prefix); undefined ones are absent. */
export const blacklistValues = (q: { reviewerName?: string; active?: boolean | null }) => ({
  reviewerName: q.reviewerName ? startsWith(q.reviewerName) : undefined,
  active: q.active === true ? true : undefined,
  removed: q.active === false ? true : undefined,
});

export const blacklistConditions = conditionsOf<ReturnType<typeof blacklistValues>>({
  reviewerName: matches(r.name),
  active: () => isNull(b.removedAt),
  removed: () => isNotNull(b.removedAt),
});

/** What the blacklist's conditions read: each entry with its reviewer (for counting the total). */
export const blacklistEntries = sql`${b} inner join ${r} on ${eq(r.id, b.reviewerId)}`;

export function blacklistRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(blacklistPage, async ({ query, deps }) =>
      countedListPage(deps.db, {
        name: 'reviewer_blacklist',
        values: blacklistValues(query),
        conditions: blacklistConditions,
        select: (extra) => selectEntries(deps.db, extra),
        order: [desc(b.id)],
        counted: blacklistEntries,
        cap: LIST_COUNT_CAP,
        page: query.page,
        limit: query.limit,
        map: toRow,
      }),
    )
    .add(addToBlacklist, async ({ body, caller, deps }) => blacklistReviewer(deps.db, caller, body))
    .add(removeFromBlacklist, async ({ body, caller, deps }) => unlistReviewer(deps.db, caller, body));
}
