import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountCompanyCalls } from '@shared/api/promotion/accountCompany';
import { claimExport, saveClaim } from '@shared/api/promotion/claim';
import { uploadFile } from '@shared/api/tool';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { PNG_1x1 } from '../../support/files';
import { as, userId, type As } from '../admin/support';
import { exportThroughTask } from '../report/support';
import { promotionFixtures } from './support';

vi.setConfig({ testTimeout: 90_000 });

let t: TestApp;
let tokens: Record<string, string>;
let wangfang: As, liqiang: As, cashier: As;
let fx: Awaited<ReturnType<typeof promotionFixtures>>;
let companyId: number;
/** Months no demo claim uses: only this test's claims are in them. */
const MONTH = '2031-07';
const BULK_MONTH = '2031-08';

beforeAll(async () => {
  t = await createTestApp();
  const names = ['wangfang', 'liqiang', 'lina', 'zhaolei', 'zhouxin'];
  tokens = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await t.login(n)])));
  [wangfang, liqiang, cashier] = [as(t, tokens.wangfang!), as(t, tokens.liqiang!), as(t, tokens.zhouxin!)];
  fx = await promotionFixtures(t);
  const company = await as(t, tokens.lina!).call(accountCompanyCalls.save, { body: { platformId: fx.platform.id, companyName: '导出测试公司', account: 'EXPORT-ACC-1', currency: 'USD' } });
  companyId = company.data!.id;
}, 60_000);
afterAll(() => t.close());

/** A draft claim of `who` in MONTH; answers its serial number. */
async function claimOf(who: As, token: string, promoteType: 'onsite_ads' | 'coupon', purpose: string): Promise<string> {
  const file = await t.as(token).upload(uploadFile, { bytes: PNG_1x1, name: '票据.png' });
  const saved = await who.call(saveClaim, {
    body: {
      platformId: fx.platform.id,
      accountCompanyId: companyId,
      promoteType,
      month: MONTH,
      purpose,
      lines: [{ description: '广告费', spentOn: '2031-07-03', currency: 'USD', amount: '10.00', fileIds: [file.data.id] }],
    },
  });
  expect(saved.resCode, saved.resDes).toBe(200);
  return saved.data!.serialNo;
}

const serialsOf = (rows: unknown[][]) => rows.slice(1).map((r) => String(r[0])).sort();

describe('报销单 export', () => {
  let wangfangAds: string[] = [];
  let wangfangCoupon = '';
  let liqiangAds = '';

  beforeAll(async () => {
    wangfangAds = [await claimOf(wangfang, tokens.wangfang!, 'onsite_ads', '导出一'), await claimOf(wangfang, tokens.wangfang!, 'onsite_ads', '导出二')];
    wangfangCoupon = await claimOf(wangfang, tokens.wangfang!, 'coupon', '导出三');
    liqiangAds = await claimOf(liqiang, tokens.liqiang!, 'onsite_ads', '导出四');
  });

  it('carries the list filters: every claim of the month, only those of a promotion type, only one claimant', async () => {
    const all = await exportThroughTask(t, tokens.lina!, claimExport, { month: MONTH });
    expect(all[0]).toEqual(expect.arrayContaining(['报销单号', '状态', '报销人', '报销金额']));
    expect(serialsOf(all)).toEqual([...wangfangAds, wangfangCoupon, liqiangAds].sort());

    const ads = await exportThroughTask(t, tokens.zhaolei!, claimExport, { month: MONTH, promoteType: 'onsite_ads' });
    expect(serialsOf(ads)).toEqual([...wangfangAds, liqiangAds].sort());

    const hers = await exportThroughTask(t, tokens.lina!, claimExport, { month: MONTH, createdBy: await userId(t, 'wangfang') });
    expect(serialsOf(hers)).toEqual([...wangfangAds, wangfangCoupon].sort());
  });

  it('keeps the asker’s scope: an operator exports only her own claims', async () => {
    const own = await exportThroughTask(t, tokens.wangfang!, claimExport, { month: MONTH });
    expect(serialsOf(own)).toEqual([...wangfangAds, wangfangCoupon].sort());
    const his = await exportThroughTask(t, tokens.liqiang!, claimExport, { month: MONTH });
    expect(serialsOf(his)).toEqual([liqiangAds]);
  });

  it('refuses callers without the export code and a bad filter', async () => {
    expectRefused(await cashier.call(claimExport, { query: { month: MONTH } }), 403);
    expectRefused(await as(t, tokens.lina!).callUnchecked(claimExport, { query: { month: '2031/07' } }), 400, '月份格式应为 yyyy-MM');
  });

  it('never stops at a row limit: 2,500 claims come out in full', async () => {
    const owner = await userId(t, 'wangfang');
    await t.db.execute(sql`insert into promotion_claims (serial_no, platform_id, account_company_id, promote_type, month, purpose, total_cny, status, created_by)
      select 'BXBULK' || lpad(g::text, 5, '0'), ${fx.platform.id}, ${companyId}, 'coupon', ${BULK_MONTH}, '批量', 1, 'draft', ${owner} from generate_series(1, 2500) g`);
    const rows = await exportThroughTask(t, tokens.lina!, claimExport, { month: BULK_MONTH });
    expect(rows.length - 1).toBe(2500);
    expect(new Set(serialsOf(rows)).size).toBe(2500);
  });
});
