import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getExchangeRateCurrency, getLastRate } from '@shared/api/reference/rateLookups';
import { addOrUpdateRate, exchangeRatePage, importRates, latestRates, RATE_IMPORT_KIND } from '@shared/api/reference/rates';
import { downloadImportErrors, downloadImportTemplate, importRecordPage } from '@shared/api/report';
import { exchangeRates } from '../../../server/db/schema';
import { latestRate, rateOn } from '../../../server/modules/reference';
import { AppError } from '../../../server/http/errors';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';
import { sheetRows, xlsxOf } from '../report/support';

let t: TestApp;
let lina: As, wangfang: As, zhangwei: As;
const today = dayjs().format('YYYY-MM-DD');
const daysAgo = (n: number) => dayjs().subtract(n, 'day').format('YYYY-MM-DD');

beforeAll(async () => {
  t = await createTestApp();
  [lina, wangfang, zhangwei] = (await Promise.all(['lina', 'wangfang', 'zhangwei'].map((u) => t.login(u)))).map((tk) => as(t, tk)) as [As, As, As];
});
afterAll(() => t.close());

const stored = async (currency: string, day: string) => (await t.db.select().from(exchangeRates).where(and(eq(exchangeRates.currency, currency), eq(exchangeRates.rateDate, day))))[0];
const rateCount = () => t.db.$count(exchangeRates);

describe('the rate service', () => {
  it('gives CNY as 1 on any day', async () => {
    expect(await rateOn(t.db, 'CNY', '2001-01-01')).toEqual({ currency: 'CNY', rateDate: '2001-01-01', rate: '1' });
  });

  it('takes the latest rate on or before the day', async () => {
    await t.db.insert(exchangeRates).values([
      { currency: 'SGD', rateDate: '2020-03-02', rate: '5.100000' },
      { currency: 'SGD', rateDate: '2020-03-05', rate: '5.250000' },
    ]);
    expect(await rateOn(t.db, 'SGD', '2020-03-04')).toEqual({ currency: 'SGD', rateDate: '2020-03-02', rate: '5.1' });
    expect((await rateOn(t.db, 'SGD', '2020-03-05')).rate).toBe('5.25');
    expect(await latestRate(t.db, 'SGD', '2020-03-01')).toBeUndefined();
  });

  it('refuses a currency with no rate on or before the day, never a silent 1', async () => {
    const error = await rateOn(t.db, 'USD', '2001-11-25').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe('USD 在 2001-11-25 没有汇率，请先在汇率管理中维护');
  });
});

describe('rate look-ups for every screen', () => {
  it('getLastRate answers the demo rate of today, CNY 1, and the message when missing', async () => {
    const usd = await zhangwei.call(getLastRate, { query: { currency: 'usd' } });
    expect(usd.data).toMatchObject({ currency: 'USD', rateDate: today });
    expect(Number(usd.data.rate)).toBeGreaterThan(6);
    expect((await zhangwei.call(getLastRate, { query: { currency: 'CNY', date: '2026-01-01' } })).data.rate).toBe('1');
    expectRefused(await zhangwei.call(getLastRate, { query: { currency: 'EUR', date: '1999-01-01' } }), 500, 'EUR 在 1999-01-01 没有汇率，请先在汇率管理中维护');
  });

  it('getLastRate refuses bad input clearly', async () => {
    expectRefused(await zhangwei.callUnchecked(getLastRate, { query: {} }), 400, '请选择币种');
    expectRefused(await zhangwei.callUnchecked(getLastRate, { query: { currency: 'US DOLLAR' } }), 400, '币种不正确');
    expectRefused(await zhangwei.callUnchecked(getLastRate, { query: { currency: 'USD', date: '2026/01/01' } }), 400, '日期格式应为 yyyy-MM-dd');
  });

  it('getExchangeRateCurrency lists the currencies that have rates, CNY first', async () => {
    const { data } = await zhangwei.call(getExchangeRateCurrency);
    expect(data.map((c) => c.code)).toEqual(['CNY', 'USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'MXN', 'AED', 'SGD']);
    expect(data.find((c) => c.code === 'USD')!.lastDate).toBe(today);
  });
});

describe('汇率管理', () => {
  it('lists by currency and date range, newest first', async () => {
    const { data } = await lina.call(exchangeRatePage, { query: { currency: 'USD', from: daysAgo(9), to: today, limit: 50 } });
    expect(data.total).toBe(10);
    expect(data.rows[0]).toMatchObject({ currency: 'USD', currencyName: '美元', rateDate: today, source: 'demo' });
    expect(data.rows.map((r) => r.rateDate)).toEqual([...data.rows.map((r) => r.rateDate)].sort().reverse());
    const all = await lina.call(exchangeRatePage, { query: { from: today, to: today } });
    expect(all.data.total).toBe(9);
  });

  it('shows the latest rate of each currency with the change to the day before', async () => {
    const { data } = await lina.call(latestRates);
    expect(data).toHaveLength(9);
    const usd = data.find((r) => r.currency === 'USD')!;
    expect(usd).toMatchObject({ rateDate: today, ageDays: 0 });
    expect(usd.previousRate).not.toBeNull();
    const old = await lina.call(latestRates, { query: { date: '1999-12-31' } });
    expect(old.data.every((r) => r.rate === null && r.ageDays === null)).toBe(true);
  });

  it('finance adds a day, is refused a second rate for the same day, then edits it', async () => {
    const day = '2019-06-03';
    const added = await lina.call(addOrUpdateRate, { body: { currency: 'GBP', rateDate: day, rate: '8.7654321'.slice(0, 8) } });
    expect(added.resCode).toBe(200);
    expect(await stored('GBP', day)).toMatchObject({ rate: '8.765432', source: 'manual' });
    expectRefused(await lina.call(addOrUpdateRate, { body: { currency: 'GBP', rateDate: day, rate: '9' } }), 409, 'GBP 在 2019-06-03 已有汇率，请编辑那一条');
    const edited = await lina.call(addOrUpdateRate, { body: { id: added.data.id, currency: 'GBP', rateDate: day, rate: '8.8' } });
    expect(edited.data).toMatchObject({ rate: '8.8', updatedByName: '李娜' });
    expect((await rateOn(t.db, 'GBP', '2019-06-10')).rate).toBe('8.8');
  });

  it('refuses bad rates and CNY and changes nothing', async () => {
    const before = await rateCount();
    expectRefused(await lina.callUnchecked(addOrUpdateRate, { body: { currency: 'USD', rateDate: '2019-01-01', rate: '-1' } }), 400, '汇率');
    expectRefused(await lina.callUnchecked(addOrUpdateRate, { body: { currency: 'USD', rateDate: '2019-01-01', rate: '7.1234567' } }), 400, '最多六位小数');
    expectRefused(await lina.callUnchecked(addOrUpdateRate, { body: { currency: 'USD', rate: '7' } }), 400, '请选择日期');
    expectRefused(await lina.callUnchecked(addOrUpdateRate, { body: { currency: 'USD', rateDate: '2019-02-30', rate: '7' } }), 400, '日期格式');
    expectRefused(await lina.call(addOrUpdateRate, { body: { currency: 'CNY', rateDate: '2019-01-01', rate: '1' } }), 400, '人民币汇率固定为 1');
    expectRefused(await lina.call(addOrUpdateRate, { body: { currency: 'XYZ', rateDate: '2019-01-01', rate: '1' } }), 400, '币种 XYZ 不存在');
    expectRefused(await lina.call(addOrUpdateRate, { body: { id: 99999999, currency: 'USD', rateDate: '2019-01-01', rate: '7' } }), 404, '汇率记录不存在');
    expect(await rateCount()).toBe(before);
  });

  it('operations may look but not change rates (403), and see no add button code', async () => {
    expect((await wangfang.call(exchangeRatePage)).resCode).toBe(200);
    expectRefused(await wangfang.call(addOrUpdateRate, { body: { currency: 'USD', rateDate: '2019-01-01', rate: '7' } }), 403);
    expectRefused(await zhangwei.call(exchangeRatePage), 403);
    expect(await stored('USD', '2019-01-01')).toBeUndefined();
  });
});

describe('汇率导入', () => {
  const file = async (rows: unknown[][]) => ({ bytes: await xlsxOf(['币种*', '日期*', '汇率*'], rows), name: '三月汇率.xlsx' });

  it('downloads the template under its Chinese name', async () => {
    const res = await lina.blob(downloadImportTemplate, { query: { kind: RATE_IMPORT_KIND } });
    expect(res.status).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('汇率导入模板.xlsx');
    expect((await sheetRows(res.bytes))[0]).toEqual(['币种*', '日期*', '汇率*']);
  });

  it('stores every row and overwrites a day that had a rate', async () => {
    await lina.call(addOrUpdateRate, { body: { currency: 'AUD', rateDate: '2018-03-01', rate: '5' } });
    const res = await lina.upload(importRates, await file([['AUD', '2018-03-01', '4.9'], ['aud', '2018-03-02', '4.95'], ['JPY', '2018-03-01', '0.0612']]));
    expect(res.data).toMatchObject({ status: 'ok', rowCount: 3, errorCount: 0 });
    expect(await stored('AUD', '2018-03-01')).toMatchObject({ rate: '4.900000', source: 'import' });
    expect(await stored('AUD', '2018-03-02')).toMatchObject({ rate: '4.950000' });
    expect((await stored('JPY', '2018-03-01'))!.rate).toBe('0.061200');
  });

  it('stores nothing when any row is wrong, and writes an error file with the reasons', async () => {
    const before = await rateCount();
    const res = await lina.upload(
      importRates,
      await file([['USD', '2017-01-02', '7'], ['CNY', '2017-01-02', '1'], ['XYZ', '2017-01-02', '1'], ['EUR', '2017/01/02', '7.5'], ['GBP', '2017-01-02', 'abc'], ['USD', '2017-01-02', '7.1']]),
    );
    // Row rules first (CNY, date, rate); the data rules (unknown currency, repeats) once every row reads well.
    expectRefused(res, 400, '3 行数据有误，未保存任何数据');
    expect(await rateCount()).toBe(before);
    const records = await lina.call(importRecordPage, { query: { kind: RATE_IMPORT_KIND } });
    expect(records.data.rows[0]).toMatchObject({ status: 'failed', hasErrorFile: true, fileName: '三月汇率.xlsx' });
    const errors = await sheetRows((await lina.blob(downloadImportErrors, { params: { id: records.data.rows[0]!.id } })).bytes);
    expect(errors[0]).toEqual(['币种*', '日期*', '汇率*', '错误原因']);
    expect(errors.slice(1).map((r) => r[3] ?? null)).toEqual([null, '人民币汇率固定为 1，无需维护', null, '日期格式应为 yyyy-MM-dd', expect.stringContaining('汇率格式不正确'), null]);
  });

  it('names the wrong rows when only the data rules fail (unknown currency, repeated day)', async () => {
    const before = await rateCount();
    const res = await lina.upload(importRates, await file([['USD', '2017-02-01', '7'], ['USD', '2017-02-01', '7.1'], ['XYZ', '2017-02-01', '1']]));
    expectRefused(res, 400, '2 行数据有误');
    expect(await rateCount()).toBe(before);
  });

  it('refuses an empty file, a non-Excel file and callers without the import code', async () => {
    expectRefused(await lina.upload(importRates, { bytes: Buffer.alloc(0), name: 'x.xlsx' }), 501);
    expectRefused(await lina.upload(importRates, { bytes: Buffer.from('currency,date,rate\nUSD,2017-01-01,7'), name: 'x.csv' }), 400, 'Excel');
    expectRefused(await lina.upload(importRates, await file([])), 400, '没有数据行');
    expectRefused(await wangfang.upload(importRates, await file([['USD', '2016-01-01', '7']])), 403);
    expect(await stored('USD', '2016-01-01')).toBeUndefined();
  });
});
