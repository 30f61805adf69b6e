import { and, eq, inArray, like, or } from 'drizzle-orm';
import { companyBanks, getAllCompanyBank } from '@shared/api/b2b/bank';
import { b2bCompanyBanks as b } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { masterRoutes } from '../../../http/masterRoutes';
import { prefixFilter } from '../../../http/masterFilters';

/** paymentAccountManager: the company's bank accounts (account numbers unique), and the pick list of the money screens. */
export function companyBankRoutes(): ApiRoutes[] {
  return [
    masterRoutes(companyBanks, {
      table: b,
      where: { name: prefixFilter((p) => or(like(b.accountName, p), like(b.bankName, p))) },
      unique: { columns: ['accountNo'], message: () => '该账号已存在', constraint: 'b2b_company_banks_account_key' },
    }),
    new ApiRoutes().add(getAllCompanyBank, async ({ query, deps }) =>
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
    ),
  ];
}
