import { asc, eq, type SQL } from 'drizzle-orm';
import * as api from '@shared/api/mail/rules';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { Db } from '../../db/connection';
import { mailAccounts, mailAssignRules, productBrands, users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { countedListPage, direct, presentOf } from '../../http/preparedList';
import { conditionsOf, eqTo, matchesAnyCase } from '../../db/conditions';
import { flagOf, iso, pathId, type FilterOf } from './text';
import { containing } from '../../db/like';

/** 分配规则: which person a new conversation goes to. */
const r = mailAssignRules;
export const selectRules = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({
      id: r.id, name: r.name, sort: r.sort, enabled: r.enabled, assigneeId: r.assigneeId, assigneeName: users.name,
      accountId: r.accountId, accountEmail: mailAccounts.email, brandId: r.brandId, brandName: productBrands.name,
      senderContains: r.senderContains, keywords: r.keywords, language: r.language, updatedAt: r.updatedAt, ...extra,
    })
    .from(r)
    .leftJoin(users, eq(users.id, r.assigneeId))
    .leftJoin(mailAccounts, eq(mailAccounts.id, r.accountId))
    .leftJoin(productBrands, eq(productBrands.id, r.brandId));
type Selected = Awaited<ReturnType<ReturnType<typeof selectRules>['execute']>>[number];
export const toRuleRow = (row: Selected): api.RuleRow => ({ ...row, updatedAt: iso(row.updatedAt) });

type RuleFilter = FilterOf<typeof api.rulePageList>;

/** The values the rule list's conditions take (the name as a pattern); undefined ones are absent. */
export const ruleValues = (f: RuleFilter) => ({ name: f.name ? containing(f.name) : undefined, enabled: flagOf(f.enabled) });
export type RuleValues = ReturnType<typeof ruleValues>;

const ruleConditions = conditionsOf<RuleValues>({ name: matchesAnyCase(r.name), enabled: eqTo(r.enabled) });

/** Conditions of the rule list built directly. */
export function ruleWhere(f: RuleFilter): SQL | undefined {
  const v = presentOf(ruleValues(f));
  return ruleConditions(v, direct(v as RuleValues));
}

/** Rules in the order they are tried. */
export const ruleOrder = [asc(r.sort), asc(r.id)];

async function ruleRow(db: Db, id: number): Promise<api.RuleRow> {
  const [row] = await selectRules(db).where(eq(r.id, id));
  if (!row) throw fail.notFound(api.NO_RULE);
  return toRuleRow(row);
}

async function checkRefs(db: Db, body: api.RuleBody) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, body.assigneeId));
  if (!user) throw fail.badRequest('分配给的人员不存在');
  if (body.accountId && !(await db.select({ id: mailAccounts.id }).from(mailAccounts).where(eq(mailAccounts.id, body.accountId)))[0]) throw fail.badRequest('邮箱账号不存在');
  if (body.brandId && !(await db.select({ id: productBrands.id }).from(productBrands).where(eq(productBrands.id, body.brandId)))[0]) throw fail.badRequest('品牌不存在');
}

export function ruleRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.rulePageList, ({ query, deps }) =>
      countedListPage(deps.db, {
        name: 'mail_rules',
        values: ruleValues(query),
        conditions: ruleConditions,
        select: (extra) => selectRules(deps.db, extra),
        order: ruleOrder,
        counted: r,
        cap: LIST_COUNT_CAP,
        page: query.page,
        limit: query.limit,
        map: toRuleRow,
      }),
    )
    .add(api.ruleFactor, async ({ deps }) => ({
      accounts: await deps.db.select({ id: mailAccounts.id, name: mailAccounts.email }).from(mailAccounts).orderBy(mailAccounts.email),
      brands: await deps.db.select({ id: productBrands.id, name: productBrands.name }).from(productBrands).orderBy(productBrands.name),
      languages: api.languageOptions,
    }))
    .add(api.ruleDetail, async ({ params, deps }) => ruleRow(deps.db, pathId(params, '分配规则')))
    .add(api.addOrUpdateRule, async ({ body, caller, deps }) => {
      await checkRefs(deps.db, body);
      const { id, ...fields } = body;
      if (id) {
        const updated = await deps.db.update(r).set({ ...fields, updatedAt: new Date() }).where(eq(r.id, id)).returning({ id: r.id });
        if (!updated.length) throw fail.notFound(api.NO_RULE);
        return ruleRow(deps.db, id);
      }
      const [row] = await deps.db.insert(r).values({ ...fields, createdBy: caller.userId }).returning({ id: r.id });
      return ruleRow(deps.db, row!.id);
    })
    .add(api.updateRuleStatus, async ({ body, deps }) => {
      const updated = await deps.db.update(r).set({ enabled: body.enabled, updatedAt: new Date() }).where(eq(r.id, body.id)).returning({ id: r.id });
      if (!updated.length) throw fail.notFound(api.NO_RULE);
      return ruleRow(deps.db, body.id);
    });
}
