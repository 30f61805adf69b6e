import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { categoryOwnerScreen, categoryReasonScreen, productScreen } from '@shared/api/products/screens';
import { skuBody, type SkuBody } from '@shared/api/products/sku';
import type { Db } from '../../db/connection';
import { baseSkus, categoryOwners, categoryReasons, platforms, settings, users } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { replaceListings, saveCategory, saveSku, writeCost } from '.';

/** [level 1, [level 2, level 3 names]] of the demo category tree. */
const TREE: Array<[string, Array<[string, string[]]>]> = [
  ['家居', [['厨房', ['刀具', '锅具', '厨房收纳']], ['卫浴', ['浴室收纳', '毛巾浴巾']], ['家纺', ['床品', '抱枕']]]],
  ['户外', [['露营', ['帐篷', '睡袋', '露营灯']], ['运动', ['瑜伽垫', '健身器材']]]],
  ['电子', [['电脑配件', ['键盘', '鼠标', '扩展坞']], ['手机配件', ['充电器', '数据线', '手机壳']]]],
];
const BRANDS: Record<string, string> = { 家居: 'HOMEKIT', 户外: 'CAMPLUX', 电子: 'VOLTRA' };
const PREFIX: Record<string, string> = { 家居: 'HK', 户外: 'CP', 电子: 'VT' };
const VARIANTS = ['黑色', '白色', '灰色', '蓝色', '红色', '大号', '小号', '套装'];
const REASONS: Record<string, { after_sale: string[]; review: string[] }> = {
  家居: { after_sale: ['生锈或掉漆', '尺寸与描述不符', '运输破损', '配件缺失'], review: ['质量不如预期', '有异味', '不好清洗'] },
  户外: { after_sale: ['漏水', '拉链损坏', '支架断裂'], review: ['太重不便携带', '保暖不够'] },
  电子: { after_sale: ['无法充电', '接口松动', '不兼容设备'], review: ['续航短', '发热严重', '说明书不清楚'] },
};
/** Who owns which category (品类负责人): the operations user owns 家居, the sales manager 户外 > 露营. */
const OWNERS: Array<[string, string[]]> = [
  ['wangfang', ['家居']],
  ['chenjing', ['户外', '露营']],
];
const SKUS_PER_LEAF = 16;
const UNBOUND = 12;

const loaded = async (db: Db, key: string) => (await db.insert(settings).values({ key, value: new Date().toISOString() }).onConflictDoNothing().returning()).length === 0;

/** The actor of demo changes: admin, with the codes the module's functions check. */
async function adminCaller(db: Db): Promise<Caller | null> {
  const [admin] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.username, 'admin'));
  if (!admin) return null;
  const elements = new Set<string>([productScreen.code('add'), productScreen.code('edit'), categoryOwnerScreen.code('category'), categoryReasonScreen.code('add')]);
  return {
    userId: admin.id, username: 'admin', name: admin.name, sessionId: 'seed', actorId: null, actorName: null, avatar: null, introduction: null,
    codes: async () => ({ menus: new Set(), elements, groups: [] }),
  };
}

async function loadCategories(db: Db): Promise<Array<{ top: string; leafId: number; leaf: string }>> {
  const leaves: Array<{ top: string; leafId: number; leaf: string }> = [];
  for (const [i, [top, mids]] of TREE.entries()) {
    const topRow = await saveCategory(db, { parentId: null, name: top, sort: i });
    for (const [j, [mid, names]] of mids.entries()) {
      const midRow = await saveCategory(db, { parentId: topRow.id, name: mid, sort: j });
      for (const [k, leaf] of names.entries()) leaves.push({ top, leaf, leafId: (await saveCategory(db, { parentId: midRow.id, name: leaf, sort: k })).id });
    }
  }
  return leaves;
}

function demoSku(top: string, leaf: string, leafIndex: number, n: number, categoryId: number | null): SkuBody {
  const spu = `${PREFIX[top]}${String(leafIndex + 1).padStart(2, '0')}${String(Math.floor(n / 2) + 1).padStart(2, '0')}`;
  const variant = VARIANTS[n % VARIANTS.length]!;
  return skuBody.parse({
    sku: `${spu}-${String(n + 1).padStart(2, '0')}`,
    spu,
    name: `${leaf} ${variant} ${Math.floor(n / 2) + 1}号款`,
    brand: BRANDS[top],
    categoryId,
    status: n % 7 === 6 ? 'off_sale' : n % 9 === 8 ? 'draft' : 'on_sale',
    lengthCm: String(10 + ((leafIndex * 7 + n) % 40)),
    widthCm: String(5 + ((leafIndex + n) % 20)),
    heightCm: String(2 + (n % 15)),
    weightG: 120 + ((leafIndex * 37 + n * 53) % 2400),
  });
}

/** Costs with history: a purchase price for most SKUs, a later accounting correction for some. */
async function loadCosts(db: Db, adminId: number, skuIds: number[]): Promise<void> {
  for (const [i, skuId] of skuIds.entries()) {
    if (i % 10 === 9) continue;
    const base = 12 + ((i * 37) % 400) + (i % 100) / 100;
    await db.transaction((tx) => writeCost(tx, { skuId, unitCost: base.toFixed(2), origin: 'purchase', remark: '2024年采购合同价', by: adminId }));
    if (i % 3 === 0) await db.transaction((tx) => writeCost(tx, { skuId, unitCost: (base * 1.06).toFixed(2), origin: 'accounting', remark: '含头程运费分摊', by: adminId }));
  }
}

async function loadOwnersAndReasons(db: Db, adminId: number): Promise<void> {
  for (const [username, names] of OWNERS) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!user) continue;
    const rows = await db.execute(sql`select id from product_categories where name in ${names}`);
    const ids = (rows as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
    if (ids.length) await db.insert(categoryOwners).values(ids.map((categoryId) => ({ categoryId, userId: user.id, assignedBy: adminId }))).onConflictDoNothing();
  }
  const tops = await db.execute(sql`select id, name from product_categories where level = 1`);
  for (const top of (tops as unknown as { rows: Array<{ id: number; name: string }> }).rows) {
    const reasons = REASONS[top.name];
    if (!reasons) continue;
    for (const kind of ['after_sale', 'review'] as const) {
      await db
        .insert(categoryReasons)
        .values(reasons[kind].map((reason, sort) => ({ categoryId: Number(top.id), kind, reason, sort, createdBy: adminId })))
        .onConflictDoNothing();
    }
  }
}

/** Listings on the demo platforms: once platforms exist (the reference demo makes them), whichever loads first. */
async function loadListings(db: Db): Promise<void> {
  const list = await db.select({ id: platforms.id, code: platforms.code }).from(platforms).where(eq(platforms.enabled, true)).orderBy(asc(platforms.sort), asc(platforms.id)).limit(4);
  if (list.length === 0) return;
  if (await loaded(db, 'products_demo_listings')) return;
  const skus = await db.select({ id: baseSkus.id, sku: baseSkus.sku }).from(baseSkus).where(and(isNotNull(baseSkus.categoryId), inArray(baseSkus.status, ['on_sale', 'off_sale']))).orderBy(asc(baseSkus.id));
  for (const [i, s] of skus.entries()) {
    const on = i % 3 === 0 ? list.slice(0, 2) : [list[i % list.length]!];
    const asin = `B0${(0x1a2b3c + i * 7919).toString(36).toUpperCase().padStart(8, '0').slice(-8)}`;
    await replaceListings(db, s.id, on.map((p) => ({ platformId: p.id, asin, msku: `${s.sku}-${p.code}`.slice(0, 60), storeId: null })));
  }
}

/**
 * The product demo: a three-level category tree, ~300 SKUs of three brands (some not bound to a
 * category yet), costs with history, category owners and reasons; loaded once, through the module's
 * own functions. Listings follow as soon as platforms exist.
 */
export async function loadProductsDemo(db: Db): Promise<void> {
  const caller = await adminCaller(db);
  if (!caller) return;
  if (!(await loaded(db, 'products_demo_loaded'))) {
    const leaves = await loadCategories(db);
    const skuIds: number[] = [];
    for (const [leafIndex, { top, leaf, leafId }] of leaves.entries()) {
      for (let n = 0; n < SKUS_PER_LEAF; n++) skuIds.push((await saveSku(db, caller, demoSku(top, leaf, leafIndex, n, leafId))).id);
    }
    for (let n = 0; n < UNBOUND; n++) await saveSku(db, caller, demoSku('电子', '新品', 30, n, null));
    await loadCosts(db, caller.userId, skuIds);
    await loadOwnersAndReasons(db, caller.userId);
  }
  await loadListings(db);
}
