import { eq } from 'drizzle-orm';
import { addOrUpdCategory, addOrUpdCategoryUser, categoryUserList, deepThreeCategoryList, getUserByCategory, setCategoryEnabled } from '@shared/api/products/category';
import { addOrUpdCategoryReason, categoryReasonPage, listReasonsByCategory, setCategoryReasonEnabled } from '@shared/api/products/reason';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryOwners, categoryReasons, productCategories, users } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import type { Client } from '../../support/contract';
import { categoryId, expectOk, unique } from './support';

let t: TestApp;
let admin: Client;
let wangfang: Client;
let zhangwei: Client;
const idOf = async (username: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  [admin, wangfang, zhangwei] = await Promise.all(['admin', 'wangfang', 'zhangwei'].map(async (n) => t.as(await t.login(n))));
});
afterAll(() => t.close());

describe('category tree', () => {
  it('answers three levels and grows only to three', async () => {
    const tree = expectOk(await zhangwei.call(deepThreeCategoryList));
    const home = tree.find((n) => n.name === '家居')!;
    expect(home.children.find((n) => n.name === '厨房')!.children.map((n) => n.name)).toEqual(['刀具', '锅具', '厨房收纳']);
    const top = expectOk(await admin.call(addOrUpdCategory, { body: { name: unique('宠物') } }));
    const mid = expectOk(await admin.call(addOrUpdCategory, { body: { name: '猫用品', parentId: top.id } }));
    const leaf = expectOk(await admin.call(addOrUpdCategory, { body: { name: '猫砂盆', parentId: mid.id } }));
    expect([top.level, mid.level, leaf.level]).toEqual([1, 2, 3]);
    expect(await admin.call(addOrUpdCategory, { body: { name: '第四级', parentId: leaf.id } })).toMatchObject({ resCode: 400, resDes: '品类最多三级，三级品类下不能再建品类' });
    expect(await admin.call(addOrUpdCategory, { body: { name: '猫用品', parentId: top.id } })).toMatchObject({ resCode: 409, resDes: '同一上级下已有同名品类' });
    expect(await admin.call(addOrUpdCategory, { body: { name: 'x', parentId: 999999 } })).toMatchObject({ resCode: 400, resDes: '上级品类不存在' });
    expect((await admin.callUnchecked(addOrUpdCategory, { body: { name: '', parentId: top.id } })).resDes).toContain('请填写品类名称');
    expect((await wangfang.call(addOrUpdCategory, { body: { name: 'nope' } })).resCode).toBe(403);
    expectOk(await admin.call(setCategoryEnabled, { body: { id: mid.id, enabled: false } }));
    const after = expectOk(await admin.call(deepThreeCategoryList));
    expect(after.find((n) => n.id === top.id)!.children).toEqual([]);
    const withDisabled = expectOk(await admin.call(deepThreeCategoryList, { query: { includeDisabled: 'true' } }));
    expect(withDisabled.find((n) => n.id === top.id)!.children[0]).toMatchObject({ id: mid.id, enabled: false });
    expect((await t.db.select().from(productCategories).where(eq(productCategories.id, mid.id)))[0]!.enabled).toBe(false);
  });
});

describe('category owners', () => {
  it('sets owners, who cover the categories below', async () => {
    const camping = await categoryId(t, '露营');
    const tents = await categoryId(t, '帐篷');
    const zhangweiId = await idOf('zhangwei');
    const row = expectOk(await admin.call(addOrUpdCategoryUser, { body: { categoryId: camping, userIds: [zhangweiId, zhangweiId] } }));
    expect(row.owners).toEqual([{ userId: zhangweiId, name: '张伟' }]);
    expect(await t.db.select().from(categoryOwners).where(eq(categoryOwners.categoryId, camping))).toMatchObject([{ userId: zhangweiId }]);
    const owners = expectOk(await wangfang.call(getUserByCategory, { query: { categoryId: tents } }));
    expect(owners).toEqual(expect.arrayContaining([expect.objectContaining({ userId: zhangweiId, categoryName: '露营', inherited: true })]));
    const list = expectOk(await wangfang.call(categoryUserList, { query: { userId: zhangweiId, limit: 100 } }));
    expect(list.rows.map((r) => r.path)).toEqual(expect.arrayContaining(['户外 > 露营', '户外 > 露营 > 帐篷']));
    const unowned = expectOk(await wangfang.call(categoryUserList, { query: { unowned: 'true', limit: 100 } }));
    expect(unowned.rows.every((r) => r.owners.length + r.inheritedOwners.length === 0)).toBe(true);
    expect(await admin.call(addOrUpdCategoryUser, { body: { categoryId: camping, userIds: [999999] } })).toMatchObject({ resCode: 400, resDes: '负责人不存在或已停用' });
    expect(await admin.call(addOrUpdCategoryUser, { body: { categoryId: 999999, userIds: [] } })).toMatchObject({ resCode: 404, resDes: '品类不存在' });
    expect((await t.db.select().from(categoryOwners).where(eq(categoryOwners.categoryId, camping))).length).toBe(1);
    expect((await wangfang.call(addOrUpdCategoryUser, { body: { categoryId: camping, userIds: [] } })).resCode).toBe(403);
    expect((await zhangwei.call(categoryUserList)).resCode).toBe(403);
    expectOk(await admin.call(addOrUpdCategoryUser, { body: { categoryId: camping, userIds: [] } }));
    expect((await t.db.select().from(categoryOwners).where(eq(categoryOwners.categoryId, camping))).length).toBe(0);
  });
});

describe('category reasons', () => {
  it('keeps reasons per first-level category; after-sales picks them from any level below', async () => {
    const home = await categoryId(t, '家居');
    const saved = expectOk(await wangfang.call(addOrUpdCategoryReason, { body: { categoryId: home, kind: 'after_sale', reason: '刀柄开裂', sort: 9 } }));
    expect((await t.db.select().from(categoryReasons).where(eq(categoryReasons.id, saved.id)))[0]).toMatchObject({ reason: '刀柄开裂', kind: 'after_sale' });
    expect(await wangfang.call(addOrUpdCategoryReason, { body: { categoryId: home, kind: 'after_sale', reason: '刀柄开裂' } })).toMatchObject({ resCode: 409, resDes: '该品类已有相同的原因' });
    expect(await wangfang.call(addOrUpdCategoryReason, { body: { categoryId: await categoryId(t, '厨房'), kind: 'review', reason: 'x' } })).toMatchObject({ resCode: 400, resDes: '品类原因按一级品类维护，请选择一级品类' });
    expect((await wangfang.callUnchecked(addOrUpdCategoryReason, { body: { categoryId: home, kind: 'other', reason: 'x' } })).resDes).toContain('原因类型只能是');
    const picks = expectOk(await zhangwei.call(listReasonsByCategory, { query: { categoryId: await categoryId(t, '刀具'), kind: 'after_sale' } }));
    expect(picks.map((r) => r.reason)).toContain('刀柄开裂');
    expectOk(await wangfang.call(setCategoryReasonEnabled, { body: { id: saved.id, enabled: false } }));
    const again = expectOk(await zhangwei.call(listReasonsByCategory, { query: { categoryId: home, kind: 'after_sale' } }));
    expect(again.map((r) => r.reason)).not.toContain('刀柄开裂');
    const page = expectOk(await wangfang.call(categoryReasonPage, { query: { categoryId: home, enabled: 'false' } }));
    expect(page.rows.map((r) => r.id)).toEqual([saved.id]);
    expect((await zhangwei.call(categoryReasonPage)).resCode).toBe(403);
  });
});
