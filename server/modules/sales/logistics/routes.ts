import { asc, desc, eq } from 'drizzle-orm';
import * as api from '@shared/api/sales/logistics';
import { countries, currencies, saleLogisticsCosts as c, users } from '../../../db/schema';
import type { ApiRoutes } from '../../../http/api';
import { masterImportKind } from '../../../http/masterImport';
import { masterRoutes, type MasterServer } from '../../../http/masterRoutes';

/** 物流费用: the list, its countries and modes, and the import (a country, mode and day already stored takes the file's value). */
const costs: MasterServer = {
  table: c,
  joined: { countryName: countries.name, updatedByName: users.name },
  joins: [
    { table: countries, on: eq(countries.code, c.country), left: true },
    { table: users, on: eq(users.id, c.updatedBy), left: true },
  ],
  order: [asc(c.country), asc(c.transportMode), desc(c.effectiveFrom)],
  import: {
    by: ['country', 'transportMode', 'effectiveFrom'],
    known: [
      { column: countries.code, of: (r) => r.country, message: (r) => `国家 ${r.country as string} 不存在` },
      { column: currencies.code, of: (r) => r.currency, message: (r) => `币种 ${r.currency as string} 不存在` },
    ],
  },
};
export const logisticsImport = masterImportKind(api.logisticsCosts, costs);

export function logisticsRoutes(): ApiRoutes {
  return masterRoutes(api.logisticsCosts, costs);
}
