import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { companyBanks } from '@shared/api/b2b/bank';
import { exchangeRates } from '@shared/api/reference/rates';
import { createTestApp, type TestApp } from '../../support/app';
import { as, type As } from '../admin/support';

// A master whose row comes from its fields answers exactly that row: the table's columns of its keys,
// the screen's joined names, nothing else (server/http/masterRoutes.ts, shared/screen/fieldRow.ts).
let t: TestApp;
let lina: As; // 财务: company bank accounts and exchange rates

beforeAll(async () => {
  t = await createTestApp();
  lina = as(t, await t.login('lina'));
});
afterAll(() => t.close());

const keysOf = (row: z.ZodType) => Object.keys((row as z.ZodObject).shape);

describe('the row a master answers', () => {
  it('is the table columns of the row’s keys, in its order: not the table’s other columns', async () => {
    const saved = await lina.call(companyBanks.save, { body: { accountName: '行键测试', bankName: '招商银行', accountNo: 'ROW-KEYS-1', currency: 'USD', purpose: 'pay' } });
    expect(saved.resCode, saved.resDes).toBe(200);
    expect(Object.keys(saved.data!)).toEqual(keysOf(companyBanks.row));
    expect(saved.data).toMatchObject({ accountNo: 'ROW-KEYS-1', swiftCode: null, remark: null, enabled: true });
    const [listed] = (await lina.call(companyBanks.page, { query: { accountNo: 'ROW-KEYS' } })).data!.rows;
    expect(Object.keys(listed!)).toEqual(keysOf(companyBanks.row));
    expect(companyBanks.row.parse(listed)).toEqual(listed);
  });

  it('takes the joined names in the row’s order', async () => {
    const saved = await lina.call(exchangeRates.save, { body: { currency: 'USD', rateDate: '2019-02-01', rate: '6.7' } });
    expect(saved.resCode, saved.resDes).toBe(200);
    expect(Object.keys(saved.data!)).toEqual(keysOf(exchangeRates.row));
    expect(saved.data).toMatchObject({ currency: 'USD', currencyName: expect.any(String), rateDate: '2019-02-01', rate: '6.7', source: 'manual', updatedByName: expect.any(String) });
    expect(exchangeRates.row.parse(saved.data)).toEqual(saved.data);
  });
});
