import { count, eq } from 'drizzle-orm';
import type { BodyOf } from '@shared/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b2bCustomers, b2bInvoices } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { customerById, expectOk, insertCustomer, signInB2b, unique } from './masterSupport';
import { addOrUpdateCustomer, customerPage, getCustomerAndInvoice, setCustomerEnabled } from '@shared/api/b2b/customer';

let t: TestApp;
let u: Awaited<ReturnType<typeof signInB2b>>;
beforeAll(async () => {
  t = await createTestApp();
  u = await signInB2b(t);
});
afterAll(() => t.close());

const customerCount = async () => (await t.db.select({ n: count() }).from(b2bCustomers))[0]!.n;

const valid = (): BodyOf<typeof addOrUpdateCustomer> => ({
  name: unique('Acme Trading '),
  country: 'US',
  currency: 'USD',
  settlement: 'credit',
  creditDays: 45,
  creditLimit: '50000',
  contactName: 'Jane Doe',
  contactEmail: 'jane@acme.example',
  invoiceTitle: 'Acme Trading Inc',
});

describe('customer list', () => {
  it('shows zhangwei only his customers; chenjing and lina (viewAll) see everyone', async () => {
    const mine = expectOk(await u.zhangwei.call(customerPage, { query: { limit: 200 } }));
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r: { salesUserId: number }) => r.salesUserId === u.ids.zhangwei)).toBe(true);
    const all = await t.db.select({ n: count() }).from(b2bCustomers);
    expect(expectOk(await u.chenjing.call(customerPage)).total).toBe(all[0]!.n);
    expect(expectOk(await u.lina.call(customerPage)).total).toBe(all[0]!.n);
    const owned = await t.db.select({ n: count() }).from(b2bCustomers).where(eq(b2bCustomers.salesUserId, u.ids.zhangwei));
    expect(mine.total).toBe(owned[0]!.n);
  });

  it('refuses a user without the screen (403)', async () => {
    expect((await u.wangfang.call(customerPage)).resCode).toBe(403);
  });

  it('filters by name prefix (any case) or code, settlement, owner, enabled; newest first', async () => {
    const a = await insertCustomer(t, u.ids.zhangwei, { name: 'Zephyr Prefix Alpha', settlement: 'prepaid', creditDays: 0, creditLimit: null });
    const b = await insertCustomer(t, u.ids.chenjing, { name: 'zephyr prefix beta' });
    const byName = expectOk(await u.lina.call(customerPage, { query: { name: 'ZEPHYR prefix' } }));
    expect(byName.rows.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    expect(byName).toMatchObject({ total: 2, totalCapped: false });
    expect(expectOk(await u.lina.call(customerPage, { query: { name: a.code } })).rows[0].id).toBe(a.id);
    expect(expectOk(await u.lina.call(customerPage, { query: { name: 'zephyr', settlement: 'prepaid' } })).rows.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect(expectOk(await u.lina.call(customerPage, { query: { name: 'zephyr', salesUserId: u.ids.chenjing } })).rows.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect(expectOk(await u.zhangwei.call(customerPage, { query: { name: 'zephyr' } })).rows.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect(expectOk(await u.lina.call(customerPage, { query: { name: '%' } })).total).toBe(0);
    expect((await u.lina.call(customerPage, { query: { settlement: 'monthly' } })).resCode).toBe(400);
    expect((await u.lina.call(customerPage, { query: { enabled: 'maybe' } })).resCode).toBe(400);
  });
});

describe('add and edit a customer', () => {
  it('creates with a generated code, owned by the caller, and reads back', async () => {
    const before = await customerCount();
    const body = valid();
    const saved = expectOk(await u.zhangwei.call(addOrUpdateCustomer, { body: body }));
    expect(saved.code).toMatch(/^KH\d{6}$/);
    const stored = await customerById(t, saved.id);
    expect(stored).toMatchObject({ name: body.name, salesUserId: u.ids.zhangwei, settlement: 'credit', creditDays: 45, creditLimit: '50000.00', enabled: true });
    expect(await customerCount()).toBe(before + 1);
    const next = expectOk(await u.zhangwei.call(addOrUpdateCustomer, { body: valid() }));
    expect(Number(next.code.slice(2))).toBe(Number(saved.code.slice(2)) + 1);
  });

  it('prepaid customers keep no credit days or limit', async () => {
    const saved = expectOk(await u.zhangwei.call(addOrUpdateCustomer, { body: { ...valid(), settlement: 'prepaid', creditDays: 30, creditLimit: '100' } }));
    expect(await customerById(t, saved.id)).toMatchObject({ settlement: 'prepaid', creditDays: 0, creditLimit: null });
  });

  it('refuses a name that exists in another case, changing nothing', async () => {
    const body = valid();
    expectOk(await u.zhangwei.call(addOrUpdateCustomer, { body: body }));
    const before = await customerCount();
    const res = await u.zhangwei.call(addOrUpdateCustomer, { body: { ...valid(), name: `  ${body.name.toLowerCase()} ` } });
    expect(res).toMatchObject({ resCode: 409, resDes: '客户名称已存在（不区分大小写）' });
    expect(await customerCount()).toBe(before);
  });

  it.each([
    [{ name: '' }, '请填写客户名称'],
    [{ currency: 'XXX' }, '币种不正确'],
    [{ settlement: 'monthly' }, '请选择结算方式'],
    [{ creditDays: null }, '账期天数应为1–365天'],
    [{ creditDays: 400 }, '账期天数应为1–365天'],
    [{ creditLimit: '-5' }, '金额格式不正确'],
    [{ creditLimit: '' }, '请填写信用额度'],
    [{ contactEmail: 'not-an-email' }, '邮箱格式不正确'],
    [{ name: 'x'.repeat(101) }, '客户名称最多100字'],
  ])('refuses malformed %o with a clear message and stores nothing', async (change, message) => {
    const before = await customerCount();
    const res = await u.zhangwei.callUnchecked(addOrUpdateCustomer, { body: { ...valid(), ...change } });
    expect(res.resCode).toBe(400);
    expect(res.resDes).toContain(message);
    expect(await customerCount()).toBe(before);
  });

  it('edits own customers; others answer 客户不存在 and stay unchanged', async () => {
    const mine = expectOk(await u.zhangwei.call(addOrUpdateCustomer, { body: valid() }));
    const edited = expectOk(await u.zhangwei.call(addOrUpdateCustomer, { body: { ...valid(), id: mine.id, name: `${mine.name} Renamed`, creditDays: 60 } }));
    expect(edited).toMatchObject({ id: mine.id, code: mine.code, creditDays: 60, salesUserName: '张伟' });
    const theirs = await insertCustomer(t, u.ids.chenjing);
    const res = await u.zhangwei.call(addOrUpdateCustomer, { body: { ...valid(), id: theirs.id } });
    expect(res).toMatchObject({ resCode: 404, resDes: '客户不存在' });
    expect((await customerById(t, theirs.id))!.name).toBe(theirs.name);
  });

  it('needs btn_edit to edit and btn_add to add', async () => {
    const theirs = await insertCustomer(t, u.ids.chenjing);
    expect((await u.chenjing.call(addOrUpdateCustomer, { body: { ...valid(), id: theirs.id } })).resCode).toBe(403);
    expect((await u.lina.call(addOrUpdateCustomer, { body: valid() })).resCode).toBe(403);
  });

  it('only viewAll holders give a customer to someone else', async () => {
    const res = await u.zhangwei.call(addOrUpdateCustomer, { body: { ...valid(), salesUserId: u.ids.chenjing } });
    expect(res.resCode).toBe(500);
    expect(res.resDes).toContain('只能把客户分配给自己');
    const byAdmin = expectOk(await u.admin.call(addOrUpdateCustomer, { body: { ...valid(), salesUserId: u.ids.chenjing } }));
    expect((await customerById(t, byAdmin.id))!.salesUserId).toBe(u.ids.chenjing);
    expect((await u.admin.call(addOrUpdateCustomer, { body: { ...valid(), salesUserId: 999999 } })).resDes).toBe('负责销售不存在或已停用');
  });

  it('keeps the currency once the customer has invoices', async () => {
    const c = await insertCustomer(t, u.ids.zhangwei);
    await t.db.insert(b2bInvoices).values({ invoiceNumber: unique('INV'), customerId: c.id, currency: 'USD', amount: '10.00', invoiceDate: '2026-01-01', dueDate: '2026-01-31', createdBy: u.ids.zhangwei });
    const res = await u.zhangwei.call(addOrUpdateCustomer, { body: { ...valid(), id: c.id, name: c.name, currency: 'EUR' } });
    expect(res.resDes).toBe('客户已有发票，不能修改结算币种（当前为 USD）');
    expect((await customerById(t, c.id))!.currency).toBe('USD');
  });
});

describe('enable and disable', () => {
  it('needs client-list:btn_disable; chenjing disables and enables', async () => {
    const c = await insertCustomer(t, u.ids.zhangwei);
    expect((await u.zhangwei.call(setCustomerEnabled, { body: { id: c.id, enabled: false } })).resCode).toBe(403);
    expect(expectOk(await u.chenjing.call(setCustomerEnabled, { body: { id: c.id, enabled: false } })).enabled).toBe(false);
    expect((await customerById(t, c.id))!.enabled).toBe(false);
    expectOk(await u.chenjing.call(setCustomerEnabled, { body: { id: c.id, enabled: true } }));
    expect((await customerById(t, c.id))!.enabled).toBe(true);
    expect((await u.chenjing.callUnchecked(setCustomerEnabled, { body: { id: c.id, enabled: 'no' } })).resCode).toBe(400);
    expect((await u.chenjing.call(setCustomerEnabled, { body: { id: 999999, enabled: true } })).resCode).toBe(404);
  });
});

describe('a customer with its invoices', () => {
  it('answers the customer and its live invoices; others are not found', async () => {
    const c = await insertCustomer(t, u.ids.zhangwei);
    const base = { customerId: c.id, currency: 'USD', invoiceDate: '2026-01-01', dueDate: '2026-01-31', createdBy: u.ids.zhangwei };
    await t.db.insert(b2bInvoices).values([
      { ...base, invoiceNumber: unique('INV'), amount: '100.00' },
      { ...base, invoiceNumber: unique('INV'), amount: '200.00' },
      { ...base, invoiceNumber: unique('INV'), amount: '300.00', deleted: true },
    ]);
    const data = expectOk(await u.zhangwei.call(getCustomerAndInvoice, { query: { id: c.id } }));
    expect(data.customer.id).toBe(c.id);
    expect(data.invoices.map((i: { amount: string }) => i.amount)).toEqual(['200.00', '100.00']);
    expect(data.invoiceCount).toBe(2);
    const theirs = await insertCustomer(t, u.ids.chenjing);
    expect(await u.zhangwei.call(getCustomerAndInvoice, { query: { id: theirs.id } })).toMatchObject({ resCode: 404, data: null });
    expect(expectOk(await u.chenjing.call(getCustomerAndInvoice, { query: { id: theirs.id } })).customer.id).toBe(theirs.id);
    expect((await u.zhangwei.call(getCustomerAndInvoice, { query: { id: 'abc' } })).resCode).toBe(400);
  });
});
