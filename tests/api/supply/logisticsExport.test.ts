import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLogisticsTrackExcelTask, exportLogisticsTrack, logisticsTrackPage } from '@shared/api/supply/tracks';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';
import { exportThroughTask, sheetRows } from '../report/support';

let t: TestApp;
let supply: As; // gaofeng 供应链主管
let outsider: As; // zhangwei 销售
let supplyToken = '';

beforeAll(async () => {
  t = await createTestApp();
  supplyToken = await t.login('gaofeng');
  supply = as(t, supplyToken);
  outsider = as(t, await t.login('zhangwei'));
});
afterAll(() => t.close());

const serials = async (status?: string) => (await supply.call(logisticsTrackPage, { query: { status, limit: 200 } as never })).data!.rows.map((r) => r.serialNo).sort();

describe('物流跟踪 export', () => {
  it('is a report-centre task carrying the list filters, status included: every row of the list, nothing else', async () => {
    for (const status of ['shipped', 'confirmed', undefined]) {
      const listed = await serials(status);
      expect(listed.length, String(status)).toBeGreaterThan(0);
      const rows = await exportThroughTask(t, supplyToken, addLogisticsTrackExcelTask, (status ? { status } : {}) as never);
      expect(rows[0]).toContain('物流商');
      expect(rows.slice(1).map((r) => String(r[0])).sort()).toEqual(listed);
    }
  });

  it('refuses a status outside the list and callers without the export code', async () => {
    expectRefused(await supply.callUnchecked(addLogisticsTrackExcelTask, { query: { status: 'nope' } }), 400, '状态不正确');
    expectRefused(await outsider.call(addLogisticsTrackExcelTask, { query: {} }), 403);
  });

  it('the direct download writes every row too (no 5000 cap)', async () => {
    const res = await supply.blob(exportLogisticsTrack, { query: {} });
    const rows = await sheetRows(res.bytes);
    expect(rows.slice(1).map((r) => String(r[0])).sort()).toEqual(await serials());
  });
});
