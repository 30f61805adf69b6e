import { and, desc, eq, getTableColumns, inArray, like, or, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/b2b/common';
import { addOrUpdateCompanyBank, companyBankPage, getAllCompanyBank, setCompanyBankEnabled, type CompanyBankBody } from '@shared/api/b2b/bank';
import type { Db } from '../../../db/connection';
import { b2bCompanyBanks } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import type { Caller } from '../../../http/auth/caller';
import { fail } from '../../../http/errors';
import { listPage } from '../../../http/listPage';
import { isUniqueViolation } from '../../../db/errors';
import { startsWith } from '../../../db/like';

const b = b2bCompanyBanks;
const ACCOUNT_TAKEN = '该账号已存在';

async function findBank(db: Db, id: number) {
  const [row] = await db.select().from(b).where(eq(b.id, id));
  if (!row) throw fail.notFound('账户不存在');
  return row;
}

async function saveBank(db: Db, caller: Caller, body: CompanyBankBody) {
  const { id, ...fields } = body;
  const [same] = await db
    .select({ id: b.id })
    .from(b)
    .where(eq(b.accountNo, fields.accountNo));
  if (same && same.id !== id) throw fail.conflict(ACCOUNT_TAKEN);
  try {
    if (!id) return (await db.insert(b).values({ ...fields, createdBy: caller.userId }).returning())[0]!;
    await findBank(db, id);
    return (await db.update(b).set({ ...fields, updatedAt: new Date() }).where(eq(b.id, id)).returning())[0]!;
  } catch (error) {
    if (isUniqueViolation(error, 'b2b_company_banks_account_key')) throw fail.conflict(ACCOUNT_TAKEN);
    throw error;
  }
}

/** paymentAccountManager: the company's bank accounts, and the pick list of the money screens. */
export function companyBankRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(getAllCompanyBank, async ({ query, deps }) =>
      deps.db
        .select()
        .from(b)
        .where(
          and(
            query.includeDisabled ? undefined : eq(b.enabled, true),
            query.purpose ? inArray(b.purpose, [query.purpose, 'both']) : undefined,
            query.currency ? eq(b.currency, query.currency) : undefined,
          ),
        )
        .orderBy(b.currency, b.accountName),
    )
    .add(companyBankPage, async ({ query, deps }) => {
      const where: SQL | undefined = and(
        query.name ? or(like(b.accountName, startsWith(query.name)), like(b.bankName, startsWith(query.name))) : undefined,
        query.accountNo ? like(b.accountNo, startsWith(query.accountNo)) : undefined,
        query.currency ? eq(b.currency, query.currency) : undefined,
        query.purpose ? eq(b.purpose, query.purpose) : undefined,
        query.enabled === null || query.enabled === undefined ? undefined : eq(b.enabled, query.enabled),
      );
      return listPage(deps.db, {
        select: (extra) => deps.db.select({ ...getTableColumns(b), ...extra }).from(b).$dynamic(),
        where,
        order: [desc(b.id)],
        page: query.page,
        limit: query.limit,
        total: { countedBeside: b, cap: LIST_COUNT_CAP },
      });
    })
    .add(addOrUpdateCompanyBank, ({ body, caller, deps }) => saveBank(deps.db, caller, body))
    .add(setCompanyBankEnabled, async ({ body, deps }) => {
      await findBank(deps.db, body.id);
      return (await deps.db.update(b).set({ enabled: body.enabled, updatedAt: new Date() }).where(eq(b.id, body.id)).returning())[0];
    });
}
