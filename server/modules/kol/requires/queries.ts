import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequireFilter, RequireRow } from '@shared/api/kol/require';
import type { Db } from '../../../db/connection';
import { kolAuditBatches, kolRequires, platforms, users } from '../../../db/schema';
import { requireVisibility } from '../visibility';
import { qualified } from '../../../db/qualified';
import { startsWith } from '../../../db/like';
import { direct, presentOf } from '../../../http/preparedList';
import { atLeast, atMost, conditionsOf, eqTo, matches, orElse } from '../../../db/conditions';

const r = kolRequires;
const creator = alias(users, 'creator');
const owner = alias(users, 'owner');

const redsCount = sql<number>`(select count(*) from kol_reds x where x.require_id = ${qualified(r.id)})`.mapWith(Number);

/** The columns of a requirement row, with names of its platform, creator, owner and batch. */
export function selectRequireRows(db: Db, extra: Record<string, SQL> = {}) {
  return db
    .select({
      id: r.id,
      serialNo: r.serialNo,
      sku: r.sku,
      productName: r.productName,
      platformId: r.platformId,
      platformName: platforms.name,
      channel: r.channel,
      budget: r.budget,
      currency: r.currency,
      wantedPosts: r.wantedPosts,
      deadline: r.deadline,
      description: r.description,
      ownerId: r.ownerId,
      ownerName: owner.name,
      batchId: r.batchId,
      batchNo: kolAuditBatches.serialNo,
      redsCount,
      status: r.status,
      version: r.version,
      createdBy: r.createdBy,
      creatorName: creator.name,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      submittedAt: r.submittedAt,
      ...extra,
    })
    .from(r)
    .leftJoin(platforms, eq(platforms.id, r.platformId))
    .leftJoin(creator, eq(creator.id, r.createdBy))
    .leftJoin(owner, eq(owner.id, r.ownerId))
    .leftJoin(kolAuditBatches, eq(kolAuditBatches.id, r.batchId))
    .$dynamic();
}

export type SelectedRequire = Awaited<ReturnType<ReturnType<typeof selectRequireRows>['execute']>>[number];

export const toRequireRow = (x: SelectedRequire): RequireRow => ({
  id: x.id,
  serialNo: x.serialNo,
  sku: x.sku,
  productName: x.productName,
  platformId: x.platformId,
  platformName: x.platformName,
  channel: x.channel,
  budget: x.budget,
  currency: x.currency,
  wantedPosts: x.wantedPosts,
  deadline: x.deadline,
  ownerId: x.ownerId,
  ownerName: x.ownerName,
  batchId: x.batchId,
  batchNo: x.batchNo,
  redsCount: x.redsCount,
  status: x.status,
  version: x.version,
  createdBy: x.createdBy,
  creatorName: x.creatorName,
  createdAt: x.createdAt.toISOString(),
  submittedAt: x.submittedAt?.toISOString() ?? null,
});

/** The values a requirement list's conditions take (prefixes ready for LIKE); undefined ones are absent. */
export const requireValues = (f: RequireFilter, scope: number | undefined) => ({
  status: f.status || undefined,
  scope,
  serialNo: f.serialNo ? startsWith(f.serialNo) : undefined,
  sku: f.sku ? startsWith(f.sku) : undefined,
  channel: f.channel || undefined,
  platformId: f.platformId || undefined,
  createdBy: f.createdBy || undefined,
  ownerId: f.ownerId || undefined,
  batchId: f.batchId || undefined,
  deadlineFrom: f.deadlineFrom || undefined,
  deadlineTo: f.deadlineTo || undefined,
});
export type RequireValues = ReturnType<typeof requireValues>;

/** The list's conditions within the caller's scope over the present values (see preparedList.ts); deleted requirements leave every list. */
export const requireConditions = conditionsOf<RequireValues>({
  status: orElse(eqTo(r.status), sql`${r.status} <> 'deleted'`),
  serialNo: matches(r.serialNo),
  sku: matches(r.sku),
  channel: eqTo(r.channel),
  platformId: eqTo(r.platformId),
  createdBy: eqTo(r.createdBy),
  ownerId: eqTo(r.ownerId),
  batchId: eqTo(r.batchId),
  deadlineFrom: atLeast(r.deadline),
  deadlineTo: atMost(r.deadline),
  scope: (v) => requireVisibility.where(v as number),
});

/** The list's conditions built directly (exports). */
export function requireWhere(f: RequireFilter, scope: number | undefined): SQL | undefined {
  const v = presentOf(requireValues(f, scope));
  return requireConditions(v, direct(v as RequireValues));
}

export const newestFirst = [desc(r.id)];
