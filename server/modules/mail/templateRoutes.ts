import { and, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import * as api from '@shared/api/mail/templates';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { Db } from '../../db/connection';
import { mailTemplates, productBrands } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { listPage } from '../../http/listPage';
import { iso } from './text';
import { containing } from '../../db/like';

/** 在线模板. */
const t = mailTemplates;
const selectTemplates = (db: Db) =>
  db
    .select({ id: t.id, name: t.name, brandId: t.brandId, brandName: productBrands.name, language: t.language, subject: t.subject, body: t.body, enabled: t.enabled, updatedAt: t.updatedAt })
    .from(t)
    .leftJoin(productBrands, eq(productBrands.id, t.brandId));
type Selected = Awaited<ReturnType<ReturnType<typeof selectTemplates>['execute']>>[number];
const toRow = (row: Selected): api.TemplateRow => ({ ...row, updatedAt: iso(row.updatedAt) });

export function templateRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.templateList, ({ query, deps }) =>
      listPage(deps.db, {
        select: () => selectTemplates(deps.db),
        where: and(
          query.name ? ilike(t.name, containing(query.name)) : undefined,
          // A brand's list includes the templates for every brand.
          query.brandId ? or(eq(t.brandId, query.brandId), isNull(t.brandId)) : undefined,
          query.language ? eq(t.language, query.language) : undefined,
          query.enabled ? eq(t.enabled, query.enabled === 'true') : undefined,
        ),
        order: [desc(t.updatedAt), desc(t.id)],
        page: query.page,
        limit: query.limit,
        total: { table: t, cap: LIST_COUNT_CAP },
        map: toRow,
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
      return toRow((await selectTemplates(deps.db).where(eq(t.id, savedId!)))[0]!);
    });
}
