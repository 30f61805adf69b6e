import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { idParam } from '@shared/api/paging';
import {
  addReview,
  BAD_REVIEW_MAX_RATING,
  reviewDetailGet,
  reviewHandling,
  reviewPage,
  reviewTabNum,
  type ReviewDetail,
  type ReviewFilter,
  type ReviewRow,
} from '@shared/api/service/reviews';
import { reviewScreen } from '@shared/api/service/screens';
import { reviewMachine as machine } from '@shared/workflow';
import type { z } from 'zod';
import type { reviewInput } from '@shared/api/service/reviews';
import type { Db, Tx } from '../../db/connection';
import { csReviews as r, giftGrants, users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { countedListPage, direct, presentOf } from '../../http/preparedList';
import { conditionsOf, eqTo } from '../../db/conditions';
import { actionsFor, actorOf, recordCreated, type Actor } from '../../workflow';
import { moveOwnerCount, checkOwner, handlingRoutes, serviceTabCounts, sharedConditions, sharedValues } from './handling';
import { reviewVisibility as visibility } from './visibility';
import { isoOrNull } from '../../http/time';

export const reviewOwner = alias(users, 'review_owner');
const enteredBy = alias(users, 'review_entered_by');

/** The handling routes with their transitions: the portal's calls and the demo run the same ones. */
const handling = handlingRoutes(reviewHandling, { machine, table: r, visibility, screen: reviewScreen.path });

/** The values a review list's conditions take (prefixes ready for LIKE, days as their bounds); undefined ones are absent. */
export const reviewValues = (f: ReviewFilter, scope: number | undefined) => ({
  ...sharedValues(f, scope, (day) => day),
  channel: f.channel || undefined,
  rating: f.rating,
  bad: f.bad ? true : undefined,
});
type ReviewValues = ReturnType<typeof reviewValues>;

const reviewConditions = conditionsOf<ReviewValues>({
  ...sharedConditions(r, r.reviewedOn, visibility),
  channel: eqTo(r.channel),
  rating: eqTo(r.rating),
  bad: () => lte(r.rating, BAD_REVIEW_MAX_RATING),
});

/** Conditions of an export (or any list built directly). */
export function reviewWhere(f: ReviewFilter, scope: number | undefined): SQL | undefined {
  const v = presentOf(reviewValues(f, scope));
  return reviewConditions(v, direct(v as ReviewValues));
}

export const reviewRowColumns = {
  id: r.id,
  status: r.status,
  version: r.version,
  createdBy: r.createdBy,
  ownerName: reviewOwner.name,
  createdAt: r.createdAt,
  resolvedAt: r.resolvedAt,
  channel: r.channel,
  platform: r.platform,
  storeName: r.storeName,
  sku: r.sku,
  orderNo: r.orderNo,
  rating: r.rating,
  title: r.title,
  content: r.content,
  reviewerName: r.reviewerName,
  reviewedOn: r.reviewedOn,
};
export const selectReviewRows = <X extends Record<string, SQL<unknown>>>(db: Db, extra?: X) => db.select({ ...reviewRowColumns, ...(extra as X) }).from(r).leftJoin(reviewOwner, eq(reviewOwner.id, r.createdBy)).$dynamic();
type Selected = Awaited<ReturnType<ReturnType<typeof selectReviewRows>['execute']>>[number];
export const toReviewRow = (row: Selected): ReviewRow => ({ ...row, createdAt: row.createdAt.toISOString(), resolvedAt: isoOrNull(row.resolvedAt) });

export type ReviewFields = Omit<z.output<typeof reviewInput>, 'ownerId'>;

/** The same review twice: channel, platform, SKU, reviewer, day and text alike (an import and a hand entry alike). */
export const DUPLICATE_REVIEW = '该评论已存在（渠道、平台、SKU、评论人、评论日期和内容相同）';

/** Stores a review, 待处理, owned by `ownerId` (already checked), entered by `actor`; the same review again is refused. */
export async function insertReview(tx: Tx, actor: Actor, fields: ReviewFields, ownerId: number): Promise<{ id: number }> {
  // One entry at a time per SKU: two people entering the same review both see the first one.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cs_review:${fields.sku}`}))`);
  const [same] = await tx
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.channel, fields.channel),
        eq(r.platform, fields.platform),
        eq(r.sku, fields.sku),
        eq(r.reviewerName, fields.reviewerName),
        eq(r.reviewedOn, fields.reviewedOn),
        eq(r.content, fields.content),
      ),
    )
    .limit(1);
  if (same) throw fail.badRequest(DUPLICATE_REVIEW);
  const [row] = await tx.insert(r).values({ ...fields, createdBy: ownerId, enteredBy: actor.userId, status: 'new' }).returning({ id: r.id });
  await recordCreated(tx, machine, row!.id, 'new', actor);
  await moveOwnerCount(tx, machine.entity, 'new', actor.userId, ownerId);
  return row!;
}

/** A review comes in (pulled or entered): 待处理, owned by `ownerId` or the one who entered it. */
export async function createReview(db: Db, actor: Actor, input: z.output<typeof reviewInput>): Promise<{ id: number }> {
  const { ownerId = actor.userId, ...fields } = input;
  return db.transaction(async (tx) => {
    if (ownerId !== actor.userId) await checkOwner(tx, ownerId, reviewScreen.path, actor, reviewScreen.code('assign'));
    return insertReview(tx, actor, fields, ownerId);
  });
}

export async function reviewDetail(db: Db, actor: Actor, id: number): Promise<ReviewDetail> {
  await visibility.head(db, id, visibility.scopeOf(actor));
  const [row] = await db
    .select({ ...reviewRowColumns, reviewerEmail: r.reviewerEmail, enteredByName: enteredBy.name })
    .from(r)
    .leftJoin(reviewOwner, eq(reviewOwner.id, r.createdBy))
    .leftJoin(enteredBy, eq(enteredBy.id, r.enteredBy))
    .where(eq(r.id, id));
  const grants = await db
    .select({ id: giftGrants.id, serialNo: giftGrants.serialNo, status: giftGrants.status, createdAt: giftGrants.createdAt })
    .from(giftGrants)
    .where(eq(giftGrants.reviewId, id))
    .orderBy(desc(giftGrants.id));
  return {
    ...toReviewRow(row!),
    reviewerEmail: row!.reviewerEmail,
    enteredByName: row!.enteredByName,
    actions: actionsFor(machine, row!, actor),
    grants: grants.filter((g) => g.status !== 'deleted').map((g) => ({ ...g, createdAt: g.createdAt.toISOString() })),
  };
}

/** 评论管理 and Walmart评论: one table, the channel tells them apart. */
export function reviewRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(reviewPage, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return countedListPage(deps.db, {
        name: 'service_reviews',
        values: reviewValues(filter, await visibility.scope(caller)),
        conditions: reviewConditions,
        select: (extra) => selectReviewRows(deps.db, extra),
        order: [desc(r.id)],
        counted: r,
        cap: LIST_COUNT_CAP,
        page,
        limit,
        map: toReviewRow,
      });
    })
    .add(reviewTabNum, async ({ query, caller, deps }) =>
      serviceTabCounts(deps.db, machine, r, and(visibility.where(await visibility.scope(caller)), query.channel ? eq(r.channel, query.channel) : undefined)),
    )
    .add(reviewDetailGet, async ({ params, caller, deps }) => reviewDetail(deps.db, await actorOf(caller), idParam.parse(params).id))
    .add(addReview, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return createReview(deps.db, await actorOf(caller), body);
    })
    .include(handling);
}
