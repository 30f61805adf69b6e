import { and, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequireFilter, RequireRow } from '@shared/api/kol/require';
import type { Db } from '../../../db/connection';
import { kolAuditBatches, kolRequires, platforms, users } from '../../../db/schema';
import { requireVisibility } from '../visibility';
import { qualified } from '../../../db/qualified';
import { startsWith } from '../../../db/like';

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

/** The list's conditions within the caller's scope; deleted requirements leave every list. */
export function requireWhere(f: RequireFilter, scope: number | undefined): SQL | undefined {
  return and(
    f.status ? eq(r.status, f.status) : sql`${r.status} <> 'deleted'`,
    f.serialNo ? like(r.serialNo, startsWith(f.serialNo)) : undefined,
    f.sku ? like(r.sku, startsWith(f.sku)) : undefined,
    f.channel ? eq(r.channel, f.channel) : undefined,
    f.platformId ? eq(r.platformId, f.platformId) : undefined,
    f.createdBy ? eq(r.createdBy, f.createdBy) : undefined,
    f.ownerId ? eq(r.ownerId, f.ownerId) : undefined,
    f.batchId ? eq(r.batchId, f.batchId) : undefined,
    f.deadlineFrom ? gte(r.deadline, f.deadlineFrom) : undefined,
    f.deadlineTo ? lte(r.deadline, f.deadlineTo) : undefined,
    requireVisibility.where(scope),
  );
}

/** Only the status (or nothing) filters: the total can come from the status counts. */
export const onlyStatusFiltered = (f: RequireFilter) =>
  Object.entries(f).every(([k, v]) => k === 'status' || v === undefined);

export const newestFirst = [desc(r.id)];
