import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProjectBody, ProjectDetail, ProjectRow } from '@shared/api/warranty/project';
import type { Db, Tx } from '../../db/connection';
import { baseSkus, countries, mailAccounts, warrantyProjects as p } from '../../db/schema';
import { fail } from '../../http/errors';
import { creator } from './common';
import { EVERY_PROJECT, onPlatforms, projectScopeWhere, scopePlatforms, skuScopeWhere, type HiveScope } from './scope';
import { direct, presentOf } from '../../http/preparedList';
import { conditionsOf, eqTo, matchesAnyCase } from '../../db/conditions';
import { qualified } from '../../db/qualified';
import { containing } from '../../db/like';

const codeCount = sql<number>`(select count(*) from warranty_codes c where c.project_id = ${qualified(p.id)})`.mapWith(Number);
const registrationCount = sql<number>`(select count(*) from warranty_orders o where o.project_id = ${qualified(p.id)})`.mapWith(Number);

const rowColumns = {
  id: p.id,
  name: p.name,
  brand: p.brand,
  skus: p.skus,
  countries: p.countries,
  languages: p.languages,
  mailboxId: p.mailboxId,
  mailboxAddress: mailAccounts.email,
  warrantyMonths: p.warrantyMonths,
  logoUrl: p.logoUrl,
  enabled: p.enabled,
  codeCount,
  registrationCount,
  version: p.version,
  creatorName: creator.name,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
  templates: p.templates,
};

export const selectProjects = <X extends Record<string, SQL<unknown>>>(db: Db, extra?: X) =>
  db.select({ ...rowColumns, ...(extra as X) }).from(p).leftJoin(mailAccounts, eq(mailAccounts.id, p.mailboxId)).leftJoin(creator, eq(creator.id, p.createdBy)).$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectProjects>['execute']>>[number];

export const toProjectRow = ({ templates: _, ...r }: Selected): ProjectRow => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });
const toDetail = (r: Selected): ProjectDetail => ({ ...toProjectRow(r), templates: r.templates });

/** What the project list is filtered by. */
export interface ProjectFilter {
  name?: string;
  sku?: string;
  enabled?: boolean | null;
}

/** The values a project list's conditions take (the name a pattern for ILIKE, the scope as its platforms); undefined ones are absent. */
export const projectValues = (f: ProjectFilter, scope: HiveScope) => ({
  name: f.name ? containing(f.name) : undefined,
  sku: f.sku ? f.sku.toUpperCase() : undefined,
  enabled: f.enabled ?? undefined,
  platforms: scopePlatforms(scope),
});
export type ProjectValues = ReturnType<typeof projectValues>;

/** Conditions over the present values (see preparedList.ts). */
export const projectConditions = conditionsOf<ProjectValues>({
  name: matchesAnyCase(p.name),
  sku: (v) => sql`${v} = any(${p.skus})`,
  enabled: eqTo(p.enabled),
  platforms: (v) => onPlatforms(p.id, v),
});

/** Conditions of a list built directly. */
export function projectWhere(f: ProjectFilter, scope: HiveScope): SQL | undefined {
  const v = presentOf(projectValues(f, scope));
  return projectConditions(v, direct(v as ProjectValues));
}
export const projectOrder = [desc(p.id)];

export async function projectDetail(db: Db | Tx, id: number, scope: HiveScope): Promise<ProjectDetail> {
  const [row] = await selectProjects(db as Db).where(and(eq(p.id, id), projectScopeWhere(scope, p.id)));
  if (!row) throw fail.notFound('项目不存在');
  return toDetail(row);
}

/**
 * Checks the references of a project: SKUs in the product catalogue (those added must be listed on one
 * of the caller's platforms; those already in the project stay), countries, an enabled mailbox.
 */
async function checkReferences(tx: Tx, b: ProjectBody, scope: HiveScope, kept: readonly string[]): Promise<void> {
  const added = b.skus.filter((s) => !kept.includes(s));
  const found = added.length ? await tx.select({ sku: baseSkus.sku }).from(baseSkus).where(and(inArray(baseSkus.sku, added), skuScopeWhere(scope, baseSkus.id))) : [];
  const missing = added.filter((s) => !found.some((f) => f.sku === s));
  if (missing.length) throw fail.badRequest(`SKU不存在或不在您的平台范围内：${missing.slice(0, 5).join('、')}`);
  const known = await tx.select({ code: countries.code }).from(countries).where(inArray(countries.code, b.countries));
  const unknown = b.countries.filter((c) => !known.some((k) => k.code === c));
  if (unknown.length) throw fail.badRequest(`国家不存在：${unknown.join('、')}`);
  const [mailbox] = await tx.select({ enabled: mailAccounts.enabled }).from(mailAccounts).where(eq(mailAccounts.id, b.mailboxId));
  if (!mailbox) throw fail.badRequest('客服邮箱不存在');
  if (!mailbox.enabled) throw fail.refused('该客服邮箱已停用，请选择其他邮箱');
}

async function nameTaken(tx: Tx, name: string, exceptId?: number): Promise<void> {
  const [other] = await tx
    .select({ id: p.id })
    .from(p)
    .where(and(sql`lower(${p.name}) = lower(${name})`, exceptId ? sql`${p.id} <> ${exceptId}` : undefined));
  if (other) throw fail.conflict(`项目名称“${name}”已存在`);
}

/** Creates (no id) or edits a project in the caller's scope; `may` says which of the two the caller holds. */
export function saveProject(db: Db, b: ProjectBody, userId: number, may: { add: boolean; edit: boolean }, scope: HiveScope): Promise<ProjectDetail> {
  if (b.id === undefined && !may.add) throw fail.forbidden();
  if (b.id !== undefined && !may.edit) throw fail.forbidden();
  return db.transaction(async (tx) => {
    const [current] = b.id === undefined ? [] : await tx.select({ version: p.version, skus: p.skus }).from(p).where(and(eq(p.id, b.id), projectScopeWhere(scope, p.id))).for('update');
    if (b.id !== undefined && !current) throw fail.notFound('项目不存在');
    await checkReferences(tx, b, scope, current?.skus ?? []);
    await nameTaken(tx, b.name, b.id);
    const values = {
      name: b.name,
      brand: b.brand,
      skus: b.skus,
      countries: b.countries,
      languages: b.languages,
      mailboxId: b.mailboxId,
      warrantyMonths: b.warrantyMonths,
      logoUrl: b.logoUrl,
      templates: b.templates,
      enabled: b.enabled,
    };
    if (b.id === undefined) {
      const [row] = await tx.insert(p).values({ ...values, createdBy: userId }).returning({ id: p.id });
      return projectDetail(tx, row!.id, EVERY_PROJECT);
    }
    if (b.version !== undefined && b.version !== current!.version) throw fail.conflict('该项目已被他人修改，请刷新后重试');
    await tx.update(p).set({ ...values, version: current!.version + 1, updatedBy: userId, updatedAt: new Date() }).where(eq(p.id, b.id));
    return projectDetail(tx, b.id, EVERY_PROJECT);
  });
}

/** Countries with their page language, and the distinct languages. */
export async function countryLanguages(db: Db) {
  const rows = await db.select({ code: countries.code, name: countries.name, nameEn: countries.nameEn, language: countries.language }).from(countries).orderBy(countries.sort, countries.code);
  return { countries: rows, languages: [...new Set(rows.map((r) => r.language))].sort() };
}

/** The enabled mailboxes of the mail centre (邮箱账号) a project may send from. Passwords never leave. */
export async function serviceMailboxes(db: Db) {
  const rows = await db.select({ id: mailAccounts.id, email: mailAccounts.email, senderName: mailAccounts.senderName, smtpHost: mailAccounts.smtpHost }).from(mailAccounts).where(eq(mailAccounts.enabled, true)).orderBy(mailAccounts.id);
  return rows.map((m) => ({ id: m.id, address: m.email, name: m.senderName, canSend: Boolean(m.smtpHost) }));
}
