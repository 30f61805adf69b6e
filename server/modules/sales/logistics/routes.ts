import { asc, desc } from 'drizzle-orm';
import * as api from '@shared/api/sales/logistics';
import { countries, currencies, saleLogisticsCosts as c, users } from '../../../db/schema';
import type { ApiRoutes } from '../../../http/api';
import { masterImportKind } from '../../../http/masterImport';
import { via } from '../../../http/masterJoins';
import { masterRoutes, type MasterServer } from '../../../http/masterRoutes';

/** 物流费用: the list, its countries and modes, and the import (a country, mode and day already stored takes the file's value). */
const costs: MasterServer = {
  table: c,
  joined: { countryName: via(c.country, countries.name, countries.code), updatedByName: via(c.updatedBy, users.name) },
  order: [asc(c.country), asc(c.transportMode), desc(c.effectiveFrom)],
  import: { by: ['country', 'transportMode', 'effectiveFrom'], known: { country: countries.code, currency: currencies.code } },
};
export const logisticsImport = masterImportKind(api.logisticsCosts, costs);

export function logisticsRoutes(): ApiRoutes {
  return masterRoutes(api.logisticsCosts, costs);
}
