import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CustomerRow } from '@shared/api/warranty/customer';
import type { Db } from '../../db/connection';
import { warrantyCustomers as cu, warrantyProjects } from '../../db/schema';
import { projectScopeWhere, type HiveScope } from './scope';
import { containing } from '../../db/like';

const firstProject = alias(warrantyProjects, 'first_project');
const lastProject = alias(warrantyProjects, 'last_project');

export const selectCustomers = (db: Db) =>
  db
    .select({
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


/** Filters, and the scope: a buyer is seen by those who see a project the buyer registered on. */
export const customerWhere = (f: { keyword?: string; projectId?: number | null; marketplace?: string | null }, scope: HiveScope): SQL | undefined =>
  and(
    f.keyword ? or(ilike(cu.name, containing(f.keyword)), ilike(cu.email, containing(f.keyword))) : undefined,
    f.projectId ? sql`exists (select 1 from warranty_orders o where o.customer_id = ${cu.id} and o.project_id = ${f.projectId})` : undefined,
    scope.all ? undefined : sql`exists (select 1 from warranty_orders o where o.customer_id = ${cu.id} and ${projectScopeWhere(scope, sql`o.project_id`)})`,
    f.marketplace ? eq(cu.marketplace, f.marketplace) : undefined,
  );
export const customerOrder = [desc(cu.updatedAt), desc(cu.id)];
