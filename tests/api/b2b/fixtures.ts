import { inArray } from 'drizzle-orm';
import { b2bCompanyBanks, b2bCustomers, b2bInvoiceOrders, b2bInvoices, b2bOrders, groupMembers, groups, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/modules/auth/passwords';
import { DEMO_PASSWORD, type TestApp } from '../../support/app';

/** Small B2B records written straight into the test database (shared by the B2B test files). */

let seq = 0;
const next = () => ++seq;

export async function createCustomer(t: TestApp, o: Partial<typeof b2bCustomers.$inferInsert> & { salesUserId: number }) {
  const n = next();
  const [row] = await t.db
    .insert(b2bCustomers)
    .values({ code: `KH${String(900000 + n)}`, name: `测试客户${n}`, country: 'US', currency: 'USD', createdBy: o.salesUserId, ...o })
    .returning();
  return row!;
}

export async function createBank(t: TestApp, o: Partial<typeof b2bCompanyBanks.$inferInsert> = {}) {
  const n = next();
  const [row] = await t.db
    .insert(b2bCompanyBanks)
    .values({ accountName: '深圳跨境科技有限公司', bankName: '招商银行', accountNo: `6222${String(n).padStart(8, '0')}`, currency: 'USD', purpose: 'both', createdBy: 1, ...o })
    .returning();
  return row!;
}

export async function createOrder(t: TestApp, o: Partial<typeof b2bOrders.$inferInsert> & { customerId: number | null }) {
  const n = next();
  const [row] = await t.db
    .insert(b2bOrders)
    .values({
      orderNo: `SO${String(700000 + n)}`,
      status: 'paid',
      currency: 'USD',
      amount: '1000.00',
      items: [{ sku: `SKU-${n}`, name: '蓝牙耳机', qty: 10, price: '100.00' }],
      orderedAt: new Date(),
      ...o,
    })
    .returning();
  return row!;
}

/** An invoice (optionally covering orders); due date defaults to the invoice date. */
export async function createInvoice(
  t: TestApp,
  o: Partial<typeof b2bInvoices.$inferInsert> & { customerId: number; orderNos?: string[] },
) {
  const n = next();
  const { orderNos = [], ...values } = o;
  const day = values.invoiceDate ?? new Date().toISOString().slice(0, 10);
  const [row] = await t.db
    .insert(b2bInvoices)
    .values({ invoiceNumber: `INV${String(500000 + n)}`, currency: 'USD', amount: '1000.00', invoiceDate: day, dueDate: day, createdBy: 1, ...values })
    .returning();
  if (orderNos.length) await t.db.insert(b2bInvoiceOrders).values(orderNos.map((orderNo) => ({ invoiceId: row!.id, orderNo, amount: row!.amount })));
  return row!;
}

/** A user in the given demo roles (e.g. a second salesperson, or one who is sales and finance at once). */
export async function createUser(t: TestApp, username: string, name: string, roleCodes: string[]): Promise<number> {
  const [user] = await t.db.insert(users).values({ username, name, passwordHash: await hashPassword(DEMO_PASSWORD) }).returning({ id: users.id });
  const roles = await t.db.select({ id: groups.id }).from(groups).where(inArray(groups.code, roleCodes));
  await t.db.insert(groupMembers).values(roles.map((g) => ({ groupId: g.id, userId: user!.id, role: 'member' })));
  return user!.id;
}
