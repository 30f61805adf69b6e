import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b2bInvoices } from '../../../server/db/schema';
import { loadB2bFlowDemo } from '../../../server/modules/b2b/flowDemo';
import { statusCounts } from '../../../server/workflow';
import { createTestApp, type TestApp } from '../../support/app';
import { userId } from '../admin/support';
import { createBank, createCustomer, createInvoice, createOrder } from './fixtures';

let t: TestApp;
/** Starts from no B2B data at all (the template may hold the master-data demo and this one). */
async function withoutB2bData() {
  await t.db.execute(sql`truncate b2b_customers, b2b_company_banks, b2b_orders, b2b_invoices, b2b_invoice_orders, b2b_back_payments,
    b2b_back_payment_items, b2b_deliveries, b2b_delivery_back_payments, workflow_status_counts`);
  await t.db.execute(sql`delete from settings where key = 'b2b_flow_demo_loaded'`);
}

beforeAll(async () => {
  t = await createTestApp();
  await withoutB2bData();
});
afterAll(() => t.close());

describe('B2B flow demo data', () => {
  it('creates nothing until customers and orders exist, then fills every state once', async () => {
    expect(await loadB2bFlowDemo(t.db)).toBe(false);
    const zw = await userId(t, 'zhangwei');
    await createBank(t, { currency: 'USD', purpose: 'receive' });
    await createBank(t, { currency: 'EUR' });
    for (let i = 0; i < 6; i++) {
      const c = await createCustomer(t, {
        salesUserId: zw,
        currency: i % 3 === 2 ? 'EUR' : 'USD',
        settlement: i % 2 ? 'credit' : 'prepaid',
        creditDays: i % 2 ? 30 : 0,
        creditLimit: i % 2 ? '500000' : null,
      });
      await createInvoice(t, { customerId: c.id, currency: c.currency, amount: '5000.00' });
      for (let k = 0; k < 6; k++) await createOrder(t, { customerId: c.id, currency: c.currency, amount: '800.00' });
    }
    expect(await loadB2bFlowDemo(t.db)).toBe(true);
    const bp = await statusCounts(t.db, 'b2b_back_payment');
    const d = await statusCounts(t.db, 'b2b_delivery');
    for (const s of ['draft', 'submitted', 'confirmed', 'rejected', 'deleted']) expect(bp[s], s).toBeGreaterThan(0);
    for (const s of ['pending_audit', 'approved', 'shipped', 'rejected']) expect(d[s], s).toBeGreaterThan(0);
    expect(Object.values(bp).reduce((a, b) => a + b, 0)).toBe(40);
    expect(Object.values(d).reduce((a, b) => a + b, 0)).toBe(30);
    expect(await t.db.$count(b2bInvoices, sql`${b2bInvoices.received} > ${b2bInvoices.amount}`)).toBe(0);
    expect(await loadB2bFlowDemo(t.db)).toBe(false);
  });
});
