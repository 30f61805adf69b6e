import * as api from '@shared/api/reference/rates';
import { exchangeRateScreen } from '@shared/api/reference/screens';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { exchangeRates } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { listPage } from '../../http/listPage';
import { runImport } from '../../excel/import-run';
import { currenciesWithRates, latestRatesOn, rateOrder, rateRowOf, rateSelect, rateWhere, saveRate } from './rateQueries';
import { rateImport } from './rateImport';
import { rateOn, today } from './rates';

/** 汇率管理 and the rate look-ups every money form uses. */
export function rateRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.exchangeRatePage, async ({ query, deps }) =>
      listPage(deps.db, {
        select: () => rateSelect(deps.db),
        where: rateWhere(query),
        order: rateOrder,
        page: query.page,
        limit: query.limit,
        total: { table: exchangeRates, cap: LIST_COUNT_CAP },
        map: rateRowOf,
      }),
    )
    .add(api.latestRates, ({ query, deps }) => latestRatesOn(deps.db, query.date ?? today()))
    .add(api.addOrUpdateRate, async ({ body, caller, deps }) => {
      const { elements } = await caller.codes();
      return saveRate(deps.db, body, caller.userId, { add: elements.has(exchangeRateScreen.code('add')), edit: elements.has(exchangeRateScreen.code('edit')) });
    })
    .add(api.importRates, (ctx) => runImport(ctx, rateImport))
    .add(api.getExchangeRateCurrency, ({ deps }) => currenciesWithRates(deps.db))
    .add(api.getLastRate, ({ query, deps }) => rateOn(deps.db, query.currency, query.date ?? today()));
}
