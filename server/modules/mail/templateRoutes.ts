import { desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import * as api from '@shared/api/mail/templates';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { Db } from '../../db/connection';
import { mailTemplates, productBrands } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { countedListPage, direct, presentOf } from '../../http/preparedList';
import { conditionsOf, eqTo, matchesAnyCase } from '../../db/conditions';
import { flagOf, iso, type FilterOf } from './text';
import { containing } from '../../db/like';

/** 在线模板. */
const t = mailTemplates;
export const selectTemplates = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({ id: t.id, name: t.name, brandId: t.brandId, brandName: productBrands.name, language: t.language, subject: t.subject, body: t.body, enabled: t.enabled, updatedAt: t.updatedAt, ...extra })
    .from(t)
    .leftJoin(productBrands, eq(productBrands.id, t.brandId));
type Selected = Awaited<ReturnType<ReturnType<typeof selectTemplates>['execute']>>[number];
export const toTemplateRow = (row: Selected): api.TemplateRow => ({ ...row, updatedAt: iso(row.updatedAt) });

type TemplateFilter = FilterOf<typeof api.templateList>;

/** The values the template list's conditions take (the name as a pattern); undefined ones are absent. */
export const templateValues = (f: TemplateFilter) => ({
  name: f.name ? containing(f.name) : undefined,
  brandId: f.brandId || undefined,
  language: f.language || undefined,
  enabled: flagOf(f.enabled),
});
export type TemplateValues = ReturnType<typeof templateValues>;

const templateConditions = conditionsOf<TemplateValues>({
  name: matchesAnyCase(t.name),
  // A brand's list includes the templates for every brand.
  brandId: (v) => or(eq(t.brandId, v), isNull(t.brandId)),
  language: eqTo(t.language),
  enabled: eqTo(t.enabled),
});

/** Conditions of the template list built directly. */
export function templateWhere(f: TemplateFilter): SQL | undefined {
  const v = presentOf(templateValues(f));
  return templateConditions(v, direct(v as TemplateValues));
}

/** Most recently changed first. */
export const templateOrder = [desc(t.updatedAt), desc(t.id)];

export function templateRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.templateList, ({ query, deps }) =>
      countedListPage(deps.db, {
        name: 'mail_templates',
        values: templateValues(query),
        conditions: templateConditions,
        select: (extra) => selectTemplates(deps.db, extra),
        order: templateOrder,
        counted: t,
        cap: LIST_COUNT_CAP,
        page: query.page,
        limit: query.limit,
        map: toTemplateRow,
      }),
    )
    .add(api.addOrUpdateTemplate, async ({ body, caller, deps }) => {
      if (body.brandId && !(await deps.db.select({ id: productBrands.id }).from(productBrands).where(eq(productBrands.id, body.brandId)))[0]) {
        throw fail.badRequest('品牌不存在');
      }
      const { id, ...fields } = body;
      let savedId = id;
      if (id) {
        const updated = await deps.db.update(t).set({ ...fields, updatedAt: new Date() }).where(eq(t.id, id)).returning({ id: t.id });
        if (!updated.length) throw fail.notFound(api.NO_TEMPLATE);
      } else {
        savedId = (await deps.db.insert(t).values({ ...fields, createdBy: caller.userId }).returning({ id: t.id }))[0]!.id;
      }
      return toTemplateRow((await selectTemplates(deps.db).where(eq(t.id, savedId!)))[0]!);
    });
}
