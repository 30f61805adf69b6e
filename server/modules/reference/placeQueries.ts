import { asc, eq, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import * as api from '@shared/api/reference/places';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { Db } from '../../db/connection';
import { b2bCompanyBanks, users } from '../../db/schema';
import { countedListPage, direct, presentOf } from '../../http/preparedList';
import type { Paging } from '../../http/listPage';
import { conditionsOf, eqTo, matches, type Condition } from '../../db/conditions';
import { startsWith } from '../../db/like';

/** The paged choice lists of /api/sys/dic: active users and the company's bank accounts. */
type FilterOf<E extends { query?: z.ZodType }> = Omit<z.output<NonNullable<E['query']>>, 'page' | 'limit'>;

/** Either column begins with the value (a prefix made with `startsWith`). */
const eitherMatches =
  (a: AnyPgColumn, b: AnyPgColumn): Condition =>
  (v) =>
    or(matches(a)(v), matches(b)(v));

export const userColumns = { id: users.id, username: users.username, name: users.name };
export const selectUserOptions = (db: Db, extra?: { total: SQL<number> }) => db.select({ ...userColumns, ...extra }).from(users).$dynamic();

type UserFilter = FilterOf<typeof api.getUserList>;

/** The values the user choice list's conditions take (the name as a prefix); undefined ones are absent. */
export const userOptionValues = (f: UserFilter) => ({ name: f.name ? startsWith(f.name) : undefined });
export type UserOptionValues = ReturnType<typeof userOptionValues>;

/** Only active users, by name or login name. */
const userOptionConditions = conditionsOf<UserOptionValues>({ name: eitherMatches(users.name, users.username) }, [eq(users.status, 'active')]);

/** Conditions of the user choice list built directly. */
export function userOptionWhere(f: UserFilter): SQL | undefined {
  const v = presentOf(userOptionValues(f));
  return userOptionConditions(v, direct(v as UserOptionValues));
}

export const userOptionOrder = [asc(users.name), asc(users.id)];

/** One page of active users by name, prepared per shape, with the capped total. */
export function userOptionList(db: Db, query: UserFilter & Paging) {
  return countedListPage(db, {
    name: 'reference_user_options',
    values: userOptionValues(query),
    conditions: userOptionConditions,
    select: (extra) => selectUserOptions(db, extra),
    order: userOptionOrder,
    counted: users,
    cap: LIST_COUNT_CAP,
    page: query.page,
    limit: query.limit,
  });
}

const bank = b2bCompanyBanks;
export const accountColumns = { id: bank.id, accountName: bank.accountName, bankName: bank.bankName, accountNo: bank.accountNo, currency: bank.currency, purpose: bank.purpose, enabled: bank.enabled };
type Purpose = 'receive' | 'pay' | 'both';
export const asAccount = <R extends { purpose: string }>(row: R) => ({ ...row, purpose: row.purpose as Purpose });
export const selectBankAccounts = (db: Db, extra?: { total: SQL<number> }) => db.select({ ...accountColumns, ...extra }).from(bank).$dynamic();

type BankFilter = FilterOf<typeof api.financeOptionPage>;

/** The values the bank account choice list's conditions take (the name as a prefix); undefined ones are absent. */
export const bankAccountValues = (f: BankFilter) => ({
  enabled: f.status ? f.status === '1' : undefined,
  name: f.name ? startsWith(f.name) : undefined,
});
export type BankAccountValues = ReturnType<typeof bankAccountValues>;

/** By account name or bank name. */
const bankAccountConditions = conditionsOf<BankAccountValues>({ enabled: eqTo(bank.enabled), name: eitherMatches(bank.accountName, bank.bankName) });

/** Conditions of the bank account choice list built directly. */
export function bankAccountWhere(f: BankFilter): SQL | undefined {
  const v = presentOf(bankAccountValues(f));
  return bankAccountConditions(v, direct(v as BankAccountValues));
}

export const bankAccountOrder = [asc(bank.currency), asc(bank.accountName), asc(bank.id)];

/** One page of bank accounts by currency and name, prepared per shape, with the capped total. */
export function bankAccountList(db: Db, query: BankFilter & Paging) {
  return countedListPage(db, {
    name: 'reference_bank_accounts',
    values: bankAccountValues(query),
    conditions: bankAccountConditions,
    select: (extra) => selectBankAccounts(db, extra),
    order: bankAccountOrder,
    counted: bank,
    cap: LIST_COUNT_CAP,
    page: query.page,
    limit: query.limit,
    map: asAccount,
  });
}
