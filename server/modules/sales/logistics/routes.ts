import { asc, desc, eq } from 'drizzle-orm';
import * as api from '@shared/api/sales/logistics';
import { countries, saleLogisticsCosts, users } from '../../../db/schema';
import { sendXlsx } from '../../../excel/download';
import { runImport } from '../../../excel/import-run';
import { exampleRow, templateColumns } from '../../../excel/template';
import type { ApiRoutes } from '../../../http/api';
import { masterRoutes } from '../../../http/masterRoutes';
import { logisticsImport } from './import';

const c = saleLogisticsCosts;

/** logistics-cost (物流费用): list, countries, transport modes, template, import. */
export function logisticsRoutes(): ApiRoutes {
  return masterRoutes(api.logisticsCosts, {
    table: c,
    columns: { id: c.id, country: c.country, countryName: countries.name, transportMode: c.transportMode, currency: c.currency, costPerKg: c.costPerKg, effectiveFrom: c.effectiveFrom, updatedByName: users.name, updatedAt: c.updatedAt },
    joins: [
      { table: countries, on: eq(countries.code, c.country), left: true },
      { table: users, on: eq(users.id, c.updatedBy), left: true },
    ],
    order: [asc(c.country), asc(c.transportMode), desc(c.effectiveFrom)],
  })
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
