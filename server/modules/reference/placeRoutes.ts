import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import * as api from '@shared/api/reference/places';
import { b2bCompanyBanks, countries, currencies, employees, groupMembers, groups, platforms, warehouses } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { accountColumns, asAccount, bankAccountList, userOptionList } from './placeQueries';
import { CNY } from './rates';

const bank = b2bCompanyBanks;

/** Currencies, countries and the /api/sys/dic reference lists. */
export function placeRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.selectAllCurrency, ({ deps }) =>
      deps.db.select({ code: currencies.code, name: currencies.name, symbol: currencies.symbol }).from(currencies).where(eq(currencies.enabled, true)).orderBy(asc(currencies.sort), asc(currencies.code)),
    )
    .add(api.selectBaseCountry, ({ deps }) =>
      deps.db.select({ code: countries.code, name: countries.name, nameEn: countries.nameEn, currency: countries.currency, language: countries.language }).from(countries).orderBy(asc(countries.sort), asc(countries.code)),
    )
    .add(api.getCountryList, ({ deps }) => deps.db.select({ code: countries.code, name: countries.name, nameEn: countries.nameEn }).from(countries).orderBy(asc(countries.sort), asc(countries.code)))
    .add(api.getCountryCurrencyList, ({ deps }) =>
      deps.db
        .select({ country: countries.code, countryName: countries.name, currency: countries.currency, currencyName: sql<string>`coalesce(${currencies.name}, ${countries.currency})` })
        .from(countries)
        .leftJoin(currencies, eq(currencies.code, countries.currency))
        .orderBy(asc(countries.sort), asc(countries.code)),
    )
    .add(api.getCurrencyInInventoryDetail, ({ deps }) => {
      const inUse = sql`(select ${countries.currency} from ${countries} where ${countries.code} in (select ${warehouses.country} from ${warehouses} where ${warehouses.enabled}) union select ${platforms.currency} from ${platforms} where ${platforms.enabled})`;
      return deps.db
        .select({ code: currencies.code, name: currencies.name, symbol: currencies.symbol })
        .from(currencies)
        .where(or(eq(currencies.code, CNY), sql`${currencies.code} in ${inUse}`))
        .orderBy(asc(currencies.sort), asc(currencies.code));
    })
    .add(api.getUserList, ({ query, deps }) => userOptionList(deps.db, query))
    .add(api.listPaymentAccount, async ({ query, deps }) =>
      (
        await deps.db
          .select(accountColumns)
          .from(bank)
          .where(
            and(
              eq(bank.enabled, true),
              query.currency ? eq(bank.currency, query.currency.toUpperCase()) : undefined,
              query.purpose ? inArray(bank.purpose, [query.purpose, 'both']) : undefined,
            ),
          )
          .orderBy(asc(bank.currency), asc(bank.accountName))
      ).map(asAccount),
    )
    .add(api.financeOptionPage, ({ query, deps }) => bankAccountList(deps.db, query))
    .add(api.getDeptByGroup, ({ query, deps }) => {
      const members = query.group
        ? sql`${employees.userId} in (select ${groupMembers.userId} from ${groupMembers} join ${groups} on ${groups.id} = ${groupMembers.groupId} where ${groups.code} = ${query.group})`
        : undefined;
      return deps.db
        .select({ name: sql<string>`${employees.department}`, count: sql<number>`count(*)`.mapWith(Number) })
        .from(employees)
        .where(and(eq(employees.status, 'on_job'), sql`${employees.department} is not null and ${employees.department} <> ''`, members))
        .groupBy(employees.department)
        .orderBy(asc(employees.department));
    });
}
