import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveOrSubmitForecast } from '@shared/api/sales/forecast';
import {
  addForecastSku,
  auditForecastSku,
  forecastSkuAuditors,
  forecastSkuDetailGet,
  forecastSkuList,
  forecastSkuLog,
  forecastSkuStatuses,
  notForecastSkus,
  resubmitForecastSku,
  saveForecastSku,
  stopForecastSku,
} from '@shared/api/sales/forecastSku';
import { addWeeks, isoWeekOf } from '@shared/api/sales/weeks';
import { saleForecastSkus, stores } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, userId, type As } from '../admin/support';

let t: TestApp;
let operator: As;
let manager: As;
let sales: As;
let storeId = 0;
let managerId = 0;

beforeAll(async () => {
  t = await createTestApp();
  [operator, manager, sales] = (await Promise.all(['wangfang', 'wuhao', 'zhangwei'].map((u) => t.login(u)))).map((tk) => as(t, tk));
  [{ id: storeId }] = (await t.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'WMTUS-FBM'))) as [{ id: number }];
  managerId = await userId(t, 'wuhao');
});
afterAll(() => t.close());

const stored = async (id: number) => (await t.db.select().from(saleForecastSkus).where(eq(saleForecastSkus.id, id)))[0]!;

describe('预测SKU', () => {
  it('has demo SKUs in every state with counts; names the auditors; refuses a role without the screen', async () => {
    const counts = (await manager.call(forecastSkuStatuses)).data!;
    for (const s of ['pending_audit', 'active', 'rejected', 'stopped']) expect(counts[s], s).toBeGreaterThan(0);
    const page = (await manager.call(forecastSkuList, { query: { status: 'active' } })).data!;
    expect(page.total).toBe(counts.active);
    expect((await operator.call(forecastSkuAuditors)).data).toContainEqual({ value: managerId, label: '吴昊' });
    expectRefused(await sales.call(forecastSkuList), 403);
  });

  it('adds SKUs pending the named auditor; refuses a listed SKU, oneself or a non-auditor as auditor', async () => {
    const free = (await operator.call(notForecastSkus, { query: { storeId } })).data!;
    const [a, b] = free as unknown as [{ id: number }, { id: number }];
    expectRefused(await operator.call(addForecastSku, { body: { storeId, skuIds: [a.id], auditorId: await userId(t, 'wangfang') } }), 400, '审核人不能是自己');
    expectRefused(await operator.call(addForecastSku, { body: { storeId, skuIds: [a.id], auditorId: await userId(t, 'zhangwei') } }), 400, '没有预测SKU的审核权限');
    const { ids } = (await operator.call(addForecastSku, { body: { storeId, skuIds: [a.id, b.id], auditorId: managerId } })).data!;
    expect(ids).toHaveLength(2);
    expect(await stored(ids[0]!)).toMatchObject({ status: 'pending_audit', auditorId: managerId });
    expectRefused(await operator.call(addForecastSku, { body: { storeId, skuIds: [b.id], auditorId: managerId } }), 409, '已在该店铺的预测SKU中');
    expect((await operator.call(notForecastSkus, { query: { storeId } })).data!.some((s) => s.id === a.id)).toBe(false);
    expectRefused(await manager.call(addForecastSku, { body: { storeId, skuIds: [a.id], auditorId: managerId } }), 403);
  });

  it('only the named auditor audits; reject needs a reason; the creator resubmits', async () => {
    const [row] = await t.db.select().from(saleForecastSkus).where(and(eq(saleForecastSkus.storeId, storeId), eq(saleForecastSkus.status, 'pending_audit')));
    const id = row!.id;
    expectRefused(await operator.call(auditForecastSku, { body: { id, pass: true } }), 403);
    const admin = as(t, await t.login('admin'));
    expectRefused(await admin.call(auditForecastSku, { body: { id, pass: true } }), 500, '由吴昊审核');
    expectRefused(await manager.call(auditForecastSku, { body: { id, pass: false } }), 400, '请填写驳回原因');
    expect((await manager.call(auditForecastSku, { body: { id, pass: false, comment: '沃尔玛店不做该款' } })).data).toMatchObject({ to: 'rejected' });
    const saved = (await operator.call(saveForecastSku, { body: { id, auditorId: managerId, remark: '已确认要做', submit: true } })).data!;
    expect(saved.status).toBe('pending_audit');
    expect((await manager.call(auditForecastSku, { body: { id, version: saved.version, pass: true } })).data).toMatchObject({ to: 'active' });
    expectRefused(await operator.call(saveForecastSku, { body: { id, auditorId: managerId } }), 409, '预测中，不能修改');
    const log = (await operator.call(forecastSkuLog, { query: { id } })).data!;
    expect(log.map((l) => l.action)).toEqual(['create', 'reject', 'edit', 'submit', 'approve']);
  });

  it('a stopped SKU takes no new forecast version until resubmitted and approved', async () => {
    const [row] = await t.db.select().from(saleForecastSkus).where(and(eq(saleForecastSkus.storeId, storeId), eq(saleForecastSkus.status, 'active')));
    const id = row!.id;
    expectRefused(await operator.call(stopForecastSku, { body: { id } }), 400, '请填写停止预测原因');
    expect((await operator.call(stopForecastSku, { body: { id, comment: '下架' } })).data).toMatchObject({ to: 'stopped' });
    const startWeek = addWeeks(isoWeekOf(new Date()), 1);
    const weeks = Array.from({ length: 12 }, (_, i) => ({ week: addWeeks(startWeek, i), qty: 5 }));
    expectRefused(await operator.call(saveOrSubmitForecast, { body: { skuId: row!.skuId, storeId, startWeek, weeks } }), 500, '已停止预测');
    const detail = (await operator.call(forecastSkuDetailGet, { query: { id } })).data!;
    expect(detail.actions.map((a) => a.action)).toEqual(['submit']);
    expect((await operator.call(resubmitForecastSku, { body: { id } })).data).toMatchObject({ to: 'pending_audit' });
    expect((await manager.call(forecastSkuDetailGet, { query: { id } })).data!.actions.map((a) => a.action)).toEqual(['approve', 'reject']);
  });
});
