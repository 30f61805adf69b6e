import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CustomerRow } from '@shared/api/warranty/customer';
import type { Db } from '../../db/connection';
import { warrantyCustomers as cu, warrantyProjects } from '../../db/schema';
import { onPlatforms, scopePlatforms, type HiveScope } from './scope';
import { direct, presentOf } from '../../http/preparedList';
import { conditionsOf, eqTo, matchesAnyCase } from '../../db/conditions';
import { containing } from '../../db/like';

const firstProject = alias(warrantyProjects, 'first_project');
const lastProject = alias(warrantyProjects, 'last_project');

export const selectCustomers = <X extends Record<string, SQL<unknown>>>(db: Db, extra?: X) =>
  db
    .select({
      ...(extra as X),
      id: cu.id,
      name: cu.name,
      email: cu.email,
      language: cu.language,
      marketplace: cu.marketplace,
      firstProjectName: firstProject.name,
      lastProjectName: lastProject.name,
      registrations: cu.registrations,
      createdAt: cu.createdAt,
      updatedAt: cu.updatedAt,
    })
    .from(cu)
    .leftJoin(firstProject, eq(firstProject.id, cu.firstProjectId))
    .leftJoin(lastProject, eq(lastProject.id, cu.lastProjectId))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectCustomers>['execute']>>[number];
export const toCustomerRow = (r: Selected): CustomerRow => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });


/** What the buyer list is filtered by. */
export interface CustomerFilter {
  keyword?: string;
  projectId?: number | null;
  marketplace?: string | null;
}

/** The values a buyer list's conditions take (the keyword a pattern for ILIKE, the scope as its platforms); undefined ones are absent. */
export const customerValues = (f: CustomerFilter, scope: HiveScope) => ({
  keyword: f.keyword ? containing(f.keyword) : undefined,
  projectId: f.projectId || undefined,
  platforms: scopePlatforms(scope),
  marketplace: f.marketplace || undefined,
});
export type CustomerValues = ReturnType<typeof customerValues>;

/** Conditions over the present values; the scope: a buyer is seen by those who see a project the buyer registered on. */
export const customerConditions = conditionsOf<CustomerValues>({
  keyword: (v) => or(matchesAnyCase(cu.name)(v), matchesAnyCase(cu.email)(v)),
  projectId: (v) => sql`exists (select 1 from warranty_orders o where o.customer_id = ${cu.id} and o.project_id = ${v})`,
  platforms: (v) => sql`exists (select 1 from warranty_orders o where o.customer_id = ${cu.id} and ${onPlatforms(sql`o.project_id`, v)})`,
  marketplace: eqTo(cu.marketplace),
});

/** Conditions of a list built directly. */
export function customerWhere(f: CustomerFilter, scope: HiveScope): SQL | undefined {
  const v = presentOf(customerValues(f, scope));
  return customerConditions(v, direct(v as CustomerValues));
}
export const customerOrder = [desc(cu.updatedAt), desc(cu.id)];
