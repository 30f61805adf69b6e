import Big from 'big.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accountCompanyCalls, getAccountCompanyByPlatform } from '@shared/api/promotion/accountCompany';
import { productLimitCalls, rateLimitCalls } from '@shared/api/promotion/limits';
import type { Db } from '../../db/connection';
import { platforms, productCategories, promotionAccountCompanies as ac, promotionProductLimits as pl, promotionRateLimits as rl } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { masterRoutes } from '../../http/masterRoutes';

const platformName = (platformId: AnyPgColumn) => sql<string | null>`(select p.name from ${platforms} p where p.id = ${platformId})`;

async function platformExists(db: Db, id: unknown): Promise<void> {
  const [row] = await db.select({ enabled: platforms.enabled }).from(platforms).where(eq(platforms.id, id as number));
  if (!row?.enabled) throw fail.refused('平台不存在或已停用');
}

/** 账户公司, 产品费用限额, 费率限额 (docs/domain/promotion.md). */
export function promotionMasterRoutes(): ApiRoutes[] {
  return [
    masterRoutes(accountCompanyCalls, {
      table: ac,
      columns: { id: ac.id, platformId: ac.platformId, platformName: platformName(ac.platformId), companyName: ac.companyName, account: ac.account, currency: ac.currency, enabled: ac.enabled, remark: ac.remark, createdAt: ac.createdAt },
      unique: { columns: ['platformId', 'account'], message: (v) => `该平台已有账户 ${String(v.account)}` },
      prepare: async (db, values) => {
        await platformExists(db, values.platformId);
        return values;
      },
    }),
    masterRoutes(productLimitCalls, {
      table: pl,
      unique: { columns: ['targetKind', 'code', 'month'], message: (v) => `${String(v.code)} 在 ${String(v.month)} 已有限额` },
    }),
    masterRoutes(rateLimitCalls, {
      table: rl,
      columns: {
        id: rl.id,
        platformId: rl.platformId,
        platformName: platformName(rl.platformId),
        categoryId: rl.categoryId,
        categoryName: sql<string | null>`(select c.name from ${productCategories} c where c.id = ${rl.categoryId})`,
        maxPercent: sql<string>`to_char(${rl.maxRate} * 100, 'FM990.00')`,
        enabled: rl.enabled,
        remark: rl.remark,
        createdAt: rl.createdAt,
      },
      unique: { columns: ['platformId', 'categoryId'], message: () => '该平台的该品类已有费率限额' },
      prepare: async (db, { maxPercent, ...values }) => {
        await platformExists(db, values.platformId);
        const [category] = await db.select({ enabled: productCategories.enabled }).from(productCategories).where(eq(productCategories.id, values.categoryId as number));
        if (!category?.enabled) throw fail.refused('品类不存在或已停用');
        return { ...values, maxRate: new Big(maxPercent as string).div(100).toFixed(4) };
      },
    }),
    new ApiRoutes().add(getAccountCompanyByPlatform, async ({ query, deps }) =>
      deps.db
        .select({ id: ac.id, companyName: ac.companyName, account: ac.account, currency: ac.currency })
        .from(ac)
        .where(and(eq(ac.platformId, query.platformId), eq(ac.enabled, true)))
        .orderBy(asc(ac.companyName), asc(ac.id)),
    ),
  ];
}

/** Adds an account company (demo data; the screen saves through its master route). */
export async function addAccountCompany(db: Db, values: { platformId: number; companyName: string; account: string; currency: string }, userId: number): Promise<number> {
  const [row] = await db.insert(ac).values({ ...values, createdBy: userId }).onConflictDoNothing().returning({ id: ac.id });
  return row?.id ?? 0;
}

/** Adds a product fee limit (demo data). */
export async function addProductLimit(db: Db, values: { targetKind: 'sku' | 'spu'; code: string; month: string; amountCny: string }, userId: number): Promise<void> {
  await db.insert(pl).values({ ...values, code: values.code.toUpperCase(), createdBy: userId }).onConflictDoNothing();
}

/** Adds a rate fee limit (demo data): `maxPercent` of sales. */
export async function addRateLimit(db: Db, values: { platformId: number; categoryId: number; maxPercent: string }, userId: number): Promise<void> {
  await db.insert(rl).values({ platformId: values.platformId, categoryId: values.categoryId, maxRate: new Big(values.maxPercent).div(100).toFixed(4), createdBy: userId }).onConflictDoNothing();
}
