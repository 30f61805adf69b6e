import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClaimFilter, ClaimRow } from '@shared/api/promotion/claim';
import type { Db } from '../../../db/connection';
import { startsWith } from '../../../db/like';
import { platforms, promotionAccountCompanies, promotionClaims as c, promotionPayments, users } from '../../../db/schema';
import { claimVisibility } from './visibility';

const creator = alias(users, 'creator');
const overUser = alias(users, 'over_user');
const manager = alias(users, 'manager');
const financeUser = alias(users, 'finance_user');

const serialBytes = sql`(${c.serialNo} collate "C")`;

/** Conditions of a list or export: deleted claims are never listed; `scope` limits to one claimant. */
export function claimWhere(f: ClaimFilter, scope?: number): SQL | undefined {
  const statuses = f.statuses?.split(',').map((s) => s.trim()).filter(Boolean);
  return and(
    f.status ? eq(c.status, f.status) : ne(c.status, 'deleted'),
    statuses?.length ? inArray(c.status, statuses) : undefined,
    claimVisibility.where(scope),
    f.createdBy !== undefined ? eq(c.createdBy, f.createdBy) : undefined,
    f.serialNo ? sql`${serialBytes} like ${startsWith(f.serialNo.toUpperCase())}` : undefined,
    f.platformId !== undefined ? eq(c.platformId, f.platformId) : undefined,
    f.promoteType ? eq(c.promoteType, f.promoteType) : undefined,
    f.month ? eq(c.month, f.month) : undefined,
    f.overLimit ? eq(c.overLimit, f.overLimit === 'true') : undefined,
  );
}

export const claimOrder = (f: ClaimFilter): SQL[] => (f.serialNo ? [sql`${serialBytes} desc`] : [desc(c.id)]);

const columns = {
  id: c.id,
  serialNo: c.serialNo,
  platformId: c.platformId,
  platformName: platforms.name,
  accountCompanyId: c.accountCompanyId,
  accountCompanyName: promotionAccountCompanies.companyName,
  promoteType: c.promoteType,
  month: c.month,
  purpose: c.purpose,
  totalCny: c.totalCny,
  overLimit: c.overLimit,
  status: c.status,
  version: c.version,
  createdBy: c.createdBy,
  creatorName: creator.name,
  createdAt: c.createdAt,
  submittedAt: c.submittedAt,
  overName: overUser.name,
  overAt: c.overAt,
  managerName: manager.name,
  managerAt: c.managerAt,
  financeName: financeUser.name,
  financeAt: c.financeAt,
  paymentSerialNo: promotionPayments.serialNo,
  paidOn: promotionPayments.paidOn,
};

/** Claims with every name joined: one round trip. */
export const selectClaimRows = <X extends Record<string, SQL<unknown>>>(db: Db, extra?: X) =>
  db
    .select({ ...columns, ...(extra as X) })
    .from(c)
    .leftJoin(platforms, eq(platforms.id, c.platformId))
    .leftJoin(promotionAccountCompanies, eq(promotionAccountCompanies.id, c.accountCompanyId))
    .leftJoin(creator, eq(creator.id, c.createdBy))
    .leftJoin(overUser, eq(overUser.id, c.overBy))
    .leftJoin(manager, eq(manager.id, c.managerBy))
    .leftJoin(financeUser, eq(financeUser.id, c.financeBy))
    .leftJoin(promotionPayments, eq(promotionPayments.id, c.paymentId))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectClaimRows>['execute']>>[number];

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const toClaimRow = (r: Selected): ClaimRow => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  submittedAt: iso(r.submittedAt),
  overAt: iso(r.overAt),
  managerAt: iso(r.managerAt),
  financeAt: iso(r.financeAt),
});
