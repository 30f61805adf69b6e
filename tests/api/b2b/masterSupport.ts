import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { b2bCustomers, b2bOrders } from '../../../server/db/schema';
import type { TestApp } from '../../support/app';
import { createCustomer } from './fixtures';
import { as, userId, type As } from '../admin/support';

/** The B2B demo users, signed in: zhangwei 销售, chenjing 销售主管, lina 财务, wangfang 运营, admin. */
export async function signInB2b(t: TestApp) {
  const names = ['admin', 'zhangwei', 'chenjing', 'lina', 'wangfang'] as const;
  const tokens = await Promise.all(names.map((n) => t.login(n)));
  const [admin, zhangwei, chenjing, lina, wangfang] = tokens.map((tk) => as(t, tk)) as [As, As, As, As, As];
  return { admin, zhangwei, chenjing, lina, wangfang, tokens: Object.fromEntries(names.map((n, i) => [n, tokens[i]!])) as Record<(typeof names)[number], string>, ids: { zhangwei: await userId(t, 'zhangwei'), chenjing: await userId(t, 'chenjing') } };
}

export const expectOk = <T,>(res: { resCode: number; resDes: string; data: T }): T => {
  expect(res, res.resDes).toMatchObject({ resCode: 200 });
  return res.data;
};

let seq = 0;
/** A unique suffix for names and numbers within one test file. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`.toUpperCase();

/** A credit customer of `owner` written straight to the database (terms as given in `over`). */
export const insertCustomer = (t: TestApp, owner: number, over: Partial<typeof b2bCustomers.$inferInsert> = {}) =>
  createCustomer(t, { salesUserId: owner, settlement: 'credit', creditDays: 30, creditLimit: '100000.00', ...over });

/** OMS orders of a customer written straight to the mirror table. */
export async function insertOrders(t: TestApp, customerId: number | null, amounts: string[], over: Partial<typeof b2bOrders.$inferInsert> = {}) {
  const rows = await t.db
    .insert(b2bOrders)
    .values(
      amounts.map((amount) => ({
        orderNo: unique('SO'),
        customerId,
        status: 'delivered',
        currency: 'USD',
        amount,
        items: [{ sku: 'SKU1', name: 'Lamp', qty: 1, price: amount }],
        orderedAt: new Date(),
        deliveredAt: new Date(),
        ...over,
      })),
    )
    .returning();
  return rows;
}

export async function customerById(t: TestApp, id: number) {
  const [row] = await t.db.select().from(b2bCustomers).where(eq(b2bCustomers.id, id));
  return row;
}
