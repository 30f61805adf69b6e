import { eq, inArray } from 'drizzle-orm';
import { budgetScreen } from '@shared/api/sales/screens';
import { budgetMachine } from '@shared/workflow';
import type { ApprovalSource } from '../../../approvals';
import { saleBudgets, stores, users } from '../../../db/schema';

const b = saleBudgets;

/**
 * Budget audits in the approvals inbox and on Lark cards. Decisions run through the registered
 * auditSalBudget endpoint (routes.ts), exactly as the portal's.
 */
export const budgetApprovals: ApprovalSource = {
  machine: budgetMachine,
  table: b,
  kindTitles: { pending_audit: '年度预算审核' },

  async describe(db, ids) {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ id: b.id, serialNo: b.serialNo, year: b.year, currency: b.currency, totalQty: b.totalQty, totalAmount: b.totalAmount, storeName: stores.name, operator: users.name })
      .from(b)
      .leftJoin(stores, eq(stores.id, b.storeId))
      .leftJoin(users, eq(users.id, b.createdBy))
      .where(inArray(b.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          title: `${r.serialNo} · ${r.storeName ?? ''}`,
          amount: r.totalAmount,
          currency: r.currency,
          fields: [
            { label: '店铺', value: r.storeName ?? '' },
            { label: '年份', value: String(r.year) },
            { label: '预算销量', value: r.totalQty.toLocaleString('zh-CN') },
            { label: '预算销售额', value: `${r.currency} ${Number(r.totalAmount).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}` },
            { label: '运营', value: r.operator ?? '' },
          ],
        },
      ]),
    );
  },

  portalPath: (id) => `${budgetScreen.path}?id=${id}`,
};

