import { count, eq } from 'drizzle-orm';
import type { BodyOf } from '@shared/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b2bCompanyBanks } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectOk, signInB2b, unique } from './masterSupport';
import { addOrUpdateCompanyBank, companyBankPage, getAllCompanyBank, setCompanyBankEnabled } from '@shared/api/b2b/bank';

let t: TestApp;
let u: Awaited<ReturnType<typeof signInB2b>>;
beforeAll(async () => {
  t = await createTestApp();
  u = await signInB2b(t);
});
afterAll(() => t.close());

const bankCount = async () => (await t.db.select({ n: count() }).from(b2bCompanyBanks))[0]!.n;
const valid = (): BodyOf<typeof addOrUpdateCompanyBank> => ({ accountName: 'Crossdock Test Ltd', bankName: 'Test Bank', accountNo: unique('ACC'), currency: 'USD', purpose: 'receive', swiftCode: 'TESTUS33' });

describe('company bank accounts', () => {
  it('lina adds, edits, disables; reads back', async () => {
    const saved = expectOk(await u.lina.call(addOrUpdateCompanyBank, { body: valid() }));
    expect((await t.db.select().from(b2bCompanyBanks).where(eq(b2bCompanyBanks.id, saved.id)))[0]).toMatchObject({ purpose: 'receive', enabled: true, currency: 'USD' });
    const edited = expectOk(await u.lina.call(addOrUpdateCompanyBank, { body: { ...valid(), id: saved.id, accountNo: saved.accountNo, purpose: 'both', bankName: 'Renamed Bank' } }));
    expect(edited).toMatchObject({ id: saved.id, purpose: 'both', bankName: 'Renamed Bank' });
    expect(expectOk(await u.lina.call(setCompanyBankEnabled, { body: { id: saved.id, enabled: false } })).enabled).toBe(false);
    expect((await t.db.select().from(b2bCompanyBanks).where(eq(b2bCompanyBanks.id, saved.id)))[0]!.enabled).toBe(false);
    expect((await u.lina.call(addOrUpdateCompanyBank, { body: { ...valid(), id: 999999 } })).resCode).toBe(404);
  });

  it('refuses a duplicate account number and malformed bodies, changing nothing', async () => {
    const first = expectOk(await u.lina.call(addOrUpdateCompanyBank, { body: valid() }));
    const before = await bankCount();
    expect(await u.lina.call(addOrUpdateCompanyBank, { body: { ...valid(), accountNo: first.accountNo } })).toMatchObject({ resCode: 409, resDes: '该账号已存在' });
    for (const [change, message] of [
      [{ accountName: '' }, '请填写账户名'],
      [{ currency: 'ABC' }, '币种不正确'],
      [{ purpose: 'gift' }, '用途只能是'],
      [{ accountNo: 'ab#1' }, '账号只能包含'],
    ] as const) {
      const res = await u.lina.callUnchecked(addOrUpdateCompanyBank, { body: { ...valid(), ...change } });
      expect(res.resCode).toBe(400);
      expect(res.resDes).toContain(message);
    }
    expect(await bankCount()).toBe(before);
  });

  it('the page needs the screen; writes need the codes', async () => {
    expect((await u.zhangwei.call(companyBankPage)).resCode).toBe(403);
    expect((await u.zhangwei.call(addOrUpdateCompanyBank, { body: valid() })).resCode).toBe(403);
    expect((await u.zhangwei.call(setCompanyBankEnabled, { body: { id: 1, enabled: false } })).resCode).toBe(403);
    const page = expectOk(await u.lina.call(companyBankPage, { query: { currency: 'EUR' } }));
    expect(page.rows.every((r: { currency: string }) => r.currency === 'EUR')).toBe(true);
    expect(page.total).toBeGreaterThan(0);
  });

  it('getAllCompanyBank lists enabled accounts by purpose for the money screens', async () => {
    const pay = expectOk(await u.lina.call(addOrUpdateCompanyBank, { body: { ...valid(), purpose: 'pay' } }));
    const receiving = expectOk(await u.zhangwei.call(getAllCompanyBank, { query: { purpose: 'receive' } }));
    expect(receiving.every((r: { purpose: string; enabled: boolean }) => r.purpose !== 'pay' && r.enabled)).toBe(true);
    expect(receiving.some((r: { id: number }) => r.id === pay.id)).toBe(false);
    const paying = expectOk(await u.lina.call(getAllCompanyBank, { query: { purpose: 'pay' } }));
    expect(paying.some((r: { id: number }) => r.id === pay.id)).toBe(true);
    expectOk(await u.lina.call(setCompanyBankEnabled, { body: { id: pay.id, enabled: false } }));
    expect(expectOk(await u.lina.call(getAllCompanyBank, { query: { purpose: 'pay' } })).some((r: { id: number }) => r.id === pay.id)).toBe(false);
    expect(expectOk(await u.lina.call(getAllCompanyBank, { query: { includeDisabled: 'true' } })).some((r: { id: number }) => r.id === pay.id)).toBe(true);
    expect((await u.wangfang.call(getAllCompanyBank)).resCode).toBe(403);
  });
});
