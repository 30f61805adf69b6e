import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignSpu,
  auditReplaceSpu,
  auditSpu,
  budgetSpus,
  changeOperator,
  replaceSpu,
  saveSpu,
  spuAssignList,
  spuAssignTabNum,
  spuAuditInfo,
} from '@shared/api/sales/spuAssign';
import { baseSkus, saleSpuAssigns, stores } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, userId, type As } from '../admin/support';

let t: TestApp;
let operator: As; // wangfang 运营
let other: As; // liqiang 运营
let manager: As; // wuhao 运营主管
let sales: As; // zhangwei: no SPU screen
let storeId = 0;
let spus: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [operator, other, manager, sales] = (await Promise.all(['wangfang', 'liqiang', 'wuhao', 'zhangwei'].map((u) => t.login(u)))).map((tk) => as(t, tk));
  [{ id: storeId }] = (await t.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'WMTUS-FBM'))) as [{ id: number }];
  const taken = (await t.db.select({ spu: saleSpuAssigns.spu }).from(saleSpuAssigns).where(eq(saleSpuAssigns.storeId, storeId))).map((r) => r.spu);
  spus = [...new Set((await t.db.select({ spu: baseSkus.spu }).from(baseSkus).where(ne(baseSkus.status, 'draft'))).map((r) => r.spu))].filter((s) => !taken.includes(s)).slice(0, 3);
});
afterAll(() => t.close());

const stored = async (id: number) => (await t.db.select().from(saleSpuAssigns).where(eq(saleSpuAssigns.id, id)))[0]!;

describe('SPU分配', () => {
  it('has demo assignments in every state, counted per tab', async () => {
    const tabs = (await manager.call(spuAssignTabNum)).data!;
    for (const s of ['draft', 'pending_audit', 'assigned', 'rejected', 'replace_pending']) expect(tabs[s], s).toBeGreaterThan(0);
    const mine = (await operator.call(spuAssignList, { query: { limit: 100 } })).data!;
    const me = await userId(t, 'wangfang');
    expect(mine.rows.every((r) => r.operatorId === me)).toBe(true);
    expectRefused(await sales.call(spuAssignList), 403);
  });

  it('saves, submits and is approved; the creator may not audit; a double save of the same SPU is refused', async () => {
    const me = await userId(t, 'wangfang');
    const saved = (await operator.call(saveSpu, { body: { storeId, spu: spus[0]!, operatorId: me } })).data!;
    expect(saved).toMatchObject({ status: 'draft', version: 1 });
    expectRefused(await operator.call(saveSpu, { body: { storeId, spu: spus[0]!, operatorId: me } }), 409, '已分配');
    expectRefused(await operator.call(saveSpu, { body: { storeId, spu: 'NO-SUCH-SPU', operatorId: me } }), 400, '不存在');
    expectRefused(await operator.call(saveSpu, { body: { storeId, spu: spus[1]!, operatorId: await userId(t, 'liqiang') } }), 500, '只能把SPU分配给自己');
    expectRefused(await operator.callUnchecked(saveSpu, { body: { storeId } }), 400);

    expect((await operator.call(assignSpu, { body: { id: saved.id, version: 1 } })).data).toMatchObject({ to: 'pending_audit' });
    expectRefused(await operator.call(auditSpu, { body: { id: saved.id, pass: true } }), 403);
    expectRefused(await manager.call(auditSpu, { body: { id: saved.id, pass: false } }), 400, '请填写驳回原因');
    expect((await manager.call(auditSpu, { body: { id: saved.id, pass: true } })).data).toMatchObject({ to: 'assigned' });
    expectRefused(await manager.call(auditSpu, { body: { id: saved.id, pass: true } }), 409, '已被吴昊处理');
    expect(await stored(saved.id)).toMatchObject({ status: 'assigned', auditedBy: await userId(t, 'wuhao') });
  });

  it('a rejected assignment is edited and submitted again', async () => {
    const me = await userId(t, 'wangfang');
    const { id } = (await operator.call(saveSpu, { body: { storeId, spu: spus[1]!, operatorId: me } })).data!;
    await operator.call(assignSpu, { body: { id } });
    await manager.call(auditSpu, { body: { id, pass: false, comment: '该SPU归沃尔玛组' } });
    const edited = (await operator.call(saveSpu, { body: { id, storeId, spu: spus[1]!, operatorId: me, remark: '已与沃尔玛组确认' } })).data!;
    expect(edited.status).toBe('rejected');
    expect((await operator.call(assignSpu, { body: { id } })).data).toMatchObject({ from: 'rejected', to: 'pending_audit' });
  });

  it('changes the operator of an assigned SPU; the old operator no longer sees it', async () => {
    const [row] = await t.db.select().from(saleSpuAssigns).where(and(eq(saleSpuAssigns.storeId, storeId), eq(saleSpuAssigns.spu, spus[0]!)));
    const liqiang = await userId(t, 'liqiang');
    expectRefused(await operator.call(changeOperator, { body: { id: row!.id, operatorId: liqiang } }), 403);
    expectRefused(await manager.call(changeOperator, { body: { id: row!.id, version: row!.version - 1, operatorId: liqiang } }), 409, '已被他人修改');
    expect((await manager.call(changeOperator, { body: { id: row!.id, operatorId: liqiang, comment: '沃尔玛组接手' } })).data!.version).toBe(row!.version + 1);
    expect((await stored(row!.id)).operatorId).toBe(liqiang);
    expectRefused(await operator.call(spuAuditInfo, { query: { id: row!.id } }), 404, 'SPU分配不存在');
    const info = (await other.call(spuAuditInfo, { query: { id: row!.id } })).data!;
    expect(info.log.at(-1)).toMatchObject({ action: 'changeOperator', comment: '王芳 → 李强：沃尔玛组接手' });
    expect(info.actions.map((a) => a.action)).toEqual(['replace']);
  });

  it('replaces an SPU through its own audit: rejected keeps it, approved swaps it', async () => {
    const [row] = await t.db.select().from(saleSpuAssigns).where(and(eq(saleSpuAssigns.storeId, storeId), eq(saleSpuAssigns.spu, spus[0]!)));
    expectRefused(await operator.call(replaceSpu, { body: { id: row!.id, newSpu: spus[2]!, comment: '换新款' } }), 404);
    expectRefused(await other.call(replaceSpu, { body: { id: row!.id, newSpu: spus[2]! } }), 400, '请填写换SPU原因');
    expectRefused(await other.call(replaceSpu, { body: { id: row!.id, newSpu: 'NO-SUCH-SPU', comment: '换新款' } }), 400, '不存在');
    expect((await other.call(replaceSpu, { body: { id: row!.id, newSpu: spus[2]!, comment: '换新款' } })).data).toMatchObject({ to: 'replace_pending' });
    expect((await stored(row!.id)).replaceSpu).toBe(spus[2]);
    expectRefused(await other.call(auditReplaceSpu, { body: { id: row!.id, pass: true } }), 403);
    expect((await manager.call(auditReplaceSpu, { body: { id: row!.id, pass: false, comment: '旧款还有库存' } })).data).toMatchObject({ to: 'assigned' });
    expect(await stored(row!.id)).toMatchObject({ spu: spus[0], replaceSpu: null });

    await other.call(replaceSpu, { body: { id: row!.id, newSpu: spus[2]!, comment: '旧款清完了' } });
    expect((await manager.call(auditReplaceSpu, { body: { id: row!.id, pass: true } })).data).toMatchObject({ from: 'replace_pending', to: 'assigned' });
    expect(await stored(row!.id)).toMatchObject({ spu: spus[2], replaceSpu: null, status: 'assigned' });
  });

  it('lists the SPUs with who owns them in a store', async () => {
    const list = (await manager.call(budgetSpus, { query: { storeId } })).data!;
    expect(list.find((s) => s.spu === spus[2])).toMatchObject({ operatorName: '李强' });
    expect(list.every((s) => s.skuCount > 0)).toBe(true);
  });
});
