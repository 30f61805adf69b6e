import { desc, eq, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClaimFilter, ClaimRow } from '@shared/api/promotion/claim';
import type { Db } from '../../../db/connection';
import { startsWith } from '../../../db/like';
import { bindList, direct, presentOf } from '../../../http/preparedList';
import { conditionsOf, eqTo, orElse } from '../../../db/conditions';
import { platforms, promotionAccountCompanies, promotionClaims as c, promotionPayments, users } from '../../../db/schema';
import { claimVisibility } from './visibility';

const creator = alias(users, 'creator');
const overUser = alias(users, 'over_user');
const manager = alias(users, 'manager');
const financeUser = alias(users, 'finance_user');

const serialBytes = sql`(${c.serialNo} collate "C")`;

/** The values a claim list's conditions take (prefixes ready for LIKE); undefined ones are absent. */
export const claimValues = (f: ClaimFilter, scope?: number) => {
  const statuses = f.statuses?.split(',').map((s) => s.trim()).filter(Boolean);
  return {
    status: f.status || undefined,
    scope,
    statuses: statuses?.length ? statuses : undefined,
    createdBy: f.createdBy,
    serialNo: f.serialNo ? startsWith(f.serialNo.toUpperCase()) : undefined,
    platformId: f.platformId,
    promoteType: f.promoteType || undefined,
    month: f.month || undefined,
    overLimit: f.overLimit ? f.overLimit === 'true' : undefined,
  };
};
export type ClaimValues = ReturnType<typeof claimValues>;

/** Conditions over the present values (see preparedList.ts): deleted claims are never listed; `scope` limits to one claimant. */
export const claimConditions = conditionsOf<ClaimValues>({
  status: orElse(eqTo(c.status), ne(c.status, 'deleted')),
  statuses: (v) => sql`${c.status} = any(${bindList(v as string[] | Placeholder)}::text[])`,
  scope: (v) => claimVisibility.where(v as number),
  createdBy: eqTo(c.createdBy),
  serialNo: (v) => sql`${serialBytes} like ${v}`,
  platformId: eqTo(c.platformId),
  promoteType: eqTo(c.promoteType),
  month: eqTo(c.month),
  overLimit: eqTo(c.overLimit),
});

/** Conditions of an export (or any list built directly). */
export function claimWhere(f: ClaimFilter, scope?: number): SQL | undefined {
  const v = presentOf(claimValues(f, scope));
  return claimConditions(v, direct(v as ClaimValues));
}

/** Newest first; by a serial prefix, in the serial index's order (a shape, not a value, decides). */
export const claimOrder = (f: { serialNo?: string }): SQL[] => (f.serialNo ? [sql`${serialBytes} desc`] : [desc(c.id)]);

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
