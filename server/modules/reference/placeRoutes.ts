import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import * as api from '@shared/api/reference/places';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { b2bCompanyBanks, countries, currencies, employees, groupMembers, groups, platforms, users, warehouses } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { listPage } from '../../http/listPage';
import { CNY } from './rates';
import { startsWith } from '../../db/like';

const bank = b2bCompanyBanks;
const accountColumns = { id: bank.id, accountName: bank.accountName, bankName: bank.bankName, accountNo: bank.accountNo, currency: bank.currency, purpose: bank.purpose, enabled: bank.enabled };
type Purpose = 'receive' | 'pay' | 'both';
const asAccount = <R extends { purpose: string }>(row: R) => ({ ...row, purpose: row.purpose as Purpose });
const userColumns = { id: users.id, username: users.username, name: users.name };

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
    .add(api.getUserList, ({ query, deps }) =>
      listPage(deps.db, {
        select: () => deps.db.select(userColumns).from(users).$dynamic(),
        where: and(eq(users.status, 'active'), query.name ? or(like(users.name, startsWith(query.name)), like(users.username, startsWith(query.name))) : undefined),
        order: [asc(users.name), asc(users.id)],
        page: query.page,
        limit: query.limit,
        total: { table: users, cap: LIST_COUNT_CAP },
      }),
    )
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
    .add(api.financeOptionPage, async ({ query, deps }) => {
      const page = await listPage(deps.db, {
        select: () => deps.db.select(accountColumns).from(bank).$dynamic(),
        where: and(
          query.status ? eq(bank.enabled, query.status === '1') : undefined,
          query.name ? or(like(bank.accountName, startsWith(query.name)), like(bank.bankName, startsWith(query.name))) : undefined,
        ),
        order: [asc(bank.currency), asc(bank.accountName), asc(bank.id)],
        page: query.page,
        limit: query.limit,
        total: { table: bank, cap: LIST_COUNT_CAP },
      });
      return { ...page, rows: page.rows.map(asAccount) };
    })
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
