import { and, asc, desc, eq } from 'drizzle-orm';
import * as api from '@shared/api/sales/logistics';
import { LIST_COUNT_CAP } from '@shared/api/sales/common';
import { countries, saleLogisticsCosts, users } from '../../../db/schema';
import { sendXlsx } from '../../../excel/download';
import { runImport } from '../../../excel/import-run';
import { exampleRow, templateColumns } from '../../../excel/template';
import { ApiRoutes } from '../../../http/api';
import { listPage } from '../../../http/listPage';
import { logisticsImport } from './import';

const c = saleLogisticsCosts;

/** logistics-cost (物流费用): list, countries, transport modes, template, import. */
export function logisticsRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.logisticsCostPage, ({ query, deps }) =>
      listPage(deps.db, {
        select: () =>
          deps.db
            .select({
              id: c.id,
              country: c.country,
              countryName: countries.name,
              transportMode: c.transportMode,
              currency: c.currency,
              costPerKg: c.costPerKg,
              effectiveFrom: c.effectiveFrom,
              updatedByName: users.name,
              updatedAt: c.updatedAt,
            })
            .from(c)
            .leftJoin(countries, eq(countries.code, c.country))
            .leftJoin(users, eq(users.id, c.updatedBy)),
        where: and(query.country ? eq(c.country, query.country) : undefined, query.transportMode ? eq(c.transportMode, query.transportMode) : undefined),
        order: [asc(c.country), asc(c.transportMode), desc(c.effectiveFrom)],
        page: query.page,
        limit: query.limit,
        total: { table: c, cap: LIST_COUNT_CAP },
        map: (r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }),
      }),
    )
    .add(api.logisticsCountries, async ({ deps }) =>
      (await deps.db.select({ code: countries.code, name: countries.name }).from(countries).orderBy(asc(countries.sort))).map((r) => ({ value: r.code, label: r.name })),
    )
    .add(api.logisticsTransportModes, async () => Object.entries(api.TRANSPORT_MODES).map(([value, label]) => ({ value, label })))
    .add(api.logisticsCostTemplate, async ({ res }) => {
      await sendXlsx(res, api.LOGISTICS_TEMPLATE_FILE, templateColumns(logisticsImport), [exampleRow(logisticsImport)]);
    })
    .add(api.importLogisticsCost, (ctx) => {
      ctx.res.locals.audit = true;
      return runImport(ctx, logisticsImport);
    });
}
