import { asc, desc } from 'drizzle-orm';
import * as api from '@shared/api/reference/rates';
import * as lookups from '@shared/api/reference/rateLookups';
import { currencies, exchangeRates as r, users } from '../../db/schema';
import type { ApiRoutes } from '../../http/api';
import { masterImportKind } from '../../http/masterImport';
import { via } from '../../http/masterJoins';
import { masterRoutes, type MasterServer } from '../../http/masterRoutes';
import { assertRateCurrency, currenciesWithRates, latestRatesOn } from './rateQueries';
import { rateOn, today, trimRate } from './rates';

/** 汇率管理: one rate per currency per day (CNY is never kept); imported all or none, a stored day taking the file's value. */
const rates: MasterServer = {
  table: r,
  joined: { currencyName: via(r.currency, currencies.name, currencies.code), updatedByName: via(r.updatedBy, users.name) },
  order: [desc(r.rateDate), asc(r.currency)],
  map: (row) => ({ ...row, rate: trimRate(row.rate as string) }),
  unique: { columns: ['currency', 'rateDate'], message: (v) => api.rateTakenMessage(v.currency as string, v.rateDate as string), constraint: 'exchange_rates_currency_day_key' },
  prepare: async (db, values) => {
    await assertRateCurrency(db, values.currency as string);
    return { ...values, source: 'manual' };
  },
  import: {
    known: { currency: currencies.code },
    repeated: (row) => `${row.currency as string} 在 ${row.rateDate as string} 的汇率在文件中重复`,
    values: { source: 'import' },
  },
};
export const rateImport = masterImportKind(api.exchangeRates, rates);

/** 汇率管理 and the rate look-ups every money form uses. */
export function rateRoutes(): ApiRoutes {
  return masterRoutes(api.exchangeRates, rates)
    .add(api.latestRates, ({ query, deps }) => latestRatesOn(deps.db, query.date ?? today()))
    .add(lookups.getExchangeRateCurrency, ({ deps }) => currenciesWithRates(deps.db))
    .add(lookups.getLastRate, ({ query, deps }) => rateOn(deps.db, query.currency, query.date ?? today()));
}
