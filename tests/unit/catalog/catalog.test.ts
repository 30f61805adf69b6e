import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  TAB_HIDDEN_TITLE,
  allElements,
  breadcrumbTrail,
  catalog,
  findEntry,
  fixedEntries,
  flattenCatalog,
  gatedGroups,
  gatedLeaves,
  landingPath,
} from '@shared/catalog';

/** Spec §2 "Authority-gated groups", group by group, written as the spec writes it. */
const SPEC_GROUPS: Record<string, string[]> = {
  '/operationManager': [
    'keyword-manager', 'promote-log', 'client-list', 'b2b-invoice-list', 'back-payment-list', 'payment-list',
    'deliver-goods-list', 'period-statistics', 'period-detail', 'product-cost-list', 'category-list',
  ],
  '/reportQuery': ['averageWeekStar', 'starChange', 'weekChange', 'ratingQuery'],
  '/lark-manager': [
    'operation-info', 'work-order-plan', 'overseas-handler', 'work-order-follow', '/lark-report/review-statistics',
  ],
  '/mailManager': [
    'write-mails', 'my-mails', 'mails-detail', 'add-template', 'sendList', 'mailPool', 'drafts', 'onlineTemplate',
  ],
  '/mailAdministrate': [
    'pullException', 'pullConfigure', 'pullRecord', 'distributionRule', 'tagManager', 'accountManager',
  ],
  '/tool': ['image-info'],
  '/kol': ['kol-list', 'kol-detail', 'kol-category', 'kol-info-list', 'kol-info-detail'],
  '/sale': [
    'forecast-list', 'sku-list', 'fba-replenishment-plan', 'op-supply-plan', 'edit-forecast', 'history-forecast',
    'sale-store-list', 'budget-list', 'budget-detail', 'budget-overview', 'spu-list', 'logistics-cost',
    'supply-list', 'supply-detail', 'supply-plan', 'supply-logistics', 'supply-store',
  ],
  '/account': ['account-task', 'account-notice', 'store-info', 'store-detail', 'store-list'],
  '/psi': ['psi-list', 'inventory'],
  '/hive': ['info-list', 'code-list', 'client-list'],
  '/baseManager': [
    'userManager', 'menuManager', 'groupManager', 'groupTypeManager', 'gateLogManager', 'vtEmployeeManager',
  ],
  '/authManager': ['serviceManager'],
  '/monitorManager': ['serviceEurekaManager', 'serviceMonitorManager', 'serviceZipkinManager'],
  '/reportCenter': ['templateImportManager', 'reportDownloadManager'],
  '/costReport': ['promoteCostReport', 'month-report'],
  '/financeManager': ['paymentAccountManager'],
  '/reviewerManager': [
    'reviewerEmailManager', 'reviewerUserManager', 'reviewerOrderManager', 'reviewerFbProductManager',
    'userInfoManager', 'mailUseRecord', 'blackList',
  ],
  '/promoteManager': [
    'accountCompanyManager', 'productLimitManager', 'rateFeeLimitManager', 'reimbersementManager',
    'reimbersementProcessManager', 'reimbersementProcessAppManager', 'cashierPaymentManager',
    'promoteSpanReportManager', 'paymentDetailManager', 'promoteItemDetailManager', 'itemProcessManager',
    'itemProcessAppManager', 'itemPaymentManager', 'itemPaymentDetailManager', 'other-report',
  ],
  '/orderManager': ['soOrderManager', 'orderOpManager', 'paymentOpManager'],
  '/sysManager': [
    'inventory', 'sysProductManager', 'giftcardDepotManager', 'blnGiftWarehouseManager', 'skuBindCategoryManager',
    'categoryReasonManager', 'blnOrderAddressManager', 'giftContrastManager', 'productCost', 'exchangeRate',
  ],
  '/giftInfoManager': ['giftCardInfoManager', 'objectGiftInfoManager', 'skuPromoteGiftInfo'],
  '/giftInventoryManager': ['giftInventoryQuery', 'giftWarehouseManager', 'giftWarehouseOutManager'],
  '/customerServiceManager': [
    'warranty-extension-order', 'giftGrantManager', 'giftGrantApprovalManager', 'customerServiceOrderManager',
    'walmartReview', 'review',
  ],
};

const fullPath = (group: string, key: string): string => (key.startsWith('/') ? key : `${group}/${key}`);
const SPEC_PATHS = Object.entries(SPEC_GROUPS).flatMap(([g, keys]) => keys.map((k) => fullPath(g, k)));

/** Spec §2 Shell: "Hidden from the menu". Keys are unique across the tree, so match by last segment. */
const SPEC_HIDDEN = [
  'mails-detail', 'pullRecord', 'add-template', 'other-report', 'kol-detail', 'kol-info-detail', 'edit-forecast',
  'history-forecast', 'store-detail', 'period-detail', 'budget-detail', 'supply-detail',
  'reimbersementProcessAppManager', 'itemProcessAppManager',
];

const SPEC_REDIRECTS: Record<string, string> = {
  '/mailManager': '/mailManager/my-mails',
  '/kol': '/kol/kol-list',
  '/sale': '/sale/sku-list',
  '/promoteManager': '/promoteManager/accountCompanyManager',
};

const ADMIN_BUTTONS: Record<string, string[]> = {
  userManager: ['add', 'edit', 'del', 'directLogin', 'resetPwd', 'lark'],
  menuManager: ['add', 'edit', 'del', 'element_add', 'element_edit', 'element_del'],
  groupManager: ['add', 'edit', 'del', 'userManager', 'resourceManager'],
  groupTypeManager: ['add', 'edit', 'del'],
  gateLogManager: ['feedback'],
  vtEmployeeManager: ['add', 'edit', 'del'],
};

/** Icon component names exported by @douyinfe/semi-icons (importing the package in node fails on its CSS). */
function semiIconNames(): Set<string> {
  const pkg = createRequire(import.meta.url).resolve('@douyinfe/semi-icons/package.json');
  const dts = readFileSync(join(dirname(pkg), 'lib/es/icons/index.d.ts'), 'utf8');
  return new Set([...dts.matchAll(/as (Icon\w+)/g)].map((m) => m[1]));
}

const CJK = /[\u4e00-\u9fff]/;
const all = flattenCatalog();

describe('route catalog', () => {
  it('has exactly 129 authority-gated leaves, the spec says 129', () => {
    expect(SPEC_PATHS).toHaveLength(129);
    expect(gatedLeaves()).toHaveLength(129);
  });

  it('holds every spec path, under the spec group, and nothing else gated', () => {
    expect(gatedLeaves().map((e) => e.path).sort()).toEqual([...SPEC_PATHS].sort());
    for (const [group, keys] of Object.entries(SPEC_GROUPS)) {
      const parent = findEntry(group);
      expect(parent, group).toBeDefined();
      expect(parent!.children?.map((c) => c.path)).toEqual(keys.map((k) => fullPath(group, k)));
    }
    expect(gatedGroups().map((g) => g.path)).toEqual(Object.keys(SPEC_GROUPS));
  });

  it('declares the fixed routes and not /', () => {
    const fixed = Object.fromEntries(fixedEntries().map((e) => [e.path, e]));
    expect(Object.keys(fixed).sort()).toEqual(
      ['/login', '/authredirect', '/dashboard', '/404', '/401', '/introduction/index', '/print-payment'].sort(),
    );
    expect(fixed['/login'].fixed).toBe('public');
    expect(fixed['/authredirect'].fixed).toBe('public');
    for (const p of ['/dashboard', '/404', '/401', '/introduction/index', '/print-payment']) {
      expect(fixed[p].fixed, p).toBe('login');
    }
    for (const p of ['/404', '/401', '/introduction/index', '/print-payment']) expect(fixed[p].hidden, p).toBe(true);
    expect(fixed['/dashboard']).toMatchObject({ title: '首页', icon: 'IconHome' });
    expect(fixed['/dashboard'].hidden).toBeFalsy();
    expect(findEntry('/')).toBeUndefined();
  });

  it('hides exactly the spec hidden list among gated screens', () => {
    const hidden = gatedLeaves().filter((e) => e.hidden);
    expect(hidden.map((e) => e.path.split('/').pop()).sort()).toEqual([...SPEC_HIDDEN].sort());
    expect(gatedGroups().filter((g) => g.hidden)).toEqual([]);
  });

  it('has the four spec redirects, each to an existing child of its group', () => {
    for (const [group, target] of Object.entries(SPEC_REDIRECTS)) {
      const entry = findEntry(group)!;
      expect(entry.redirect, group).toBe(target);
      expect(entry.children?.some((c) => c.path === target)).toBe(true);
    }
    expect(gatedGroups().filter((g) => g.redirect).map((g) => g.path).sort()).toEqual(
      Object.keys(SPEC_REDIRECTS).sort(),
    );
  });

  it('has unique paths (codes)', () => {
    const paths = all.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every parent an icon that @douyinfe/semi-icons exports', () => {
    const names = semiIconNames();
    expect(names.size).toBeGreaterThan(100);
    for (const e of all.filter((x) => x.children?.length || x.icon)) {
      expect(e.icon, e.path).toBeDefined();
      expect(names.has(e.icon!), `${e.path}: ${e.icon}`).toBe(true);
    }
  });

  it('titles every entry in Chinese', () => {
    for (const e of all) {
      expect(e.title.trim(), e.path).not.toBe('');
      expect(e.title, e.path).toMatch(CJK);
    }
  });

  it('uses the tab-hidden title exactly once, on other-report', () => {
    const withTitle = all.filter((e) => e.title === TAB_HIDDEN_TITLE);
    expect(TAB_HIDDEN_TITLE).toBe('其他上报新增');
    expect(withTitle.map((e) => e.path)).toEqual(['/promoteManager/other-report']);
  });

  it('declares the admin button codes, unique and prefixed by their screen', () => {
    const elements = allElements();
    const codes = elements.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const el of elements) {
      const screen = el.menuPath.split('/').pop()!;
      expect(el.code, el.menuPath).toMatch(new RegExp(`^${screen}:btn_\\w+$`));
      expect(el.name, el.code).toMatch(CJK);
    }
    const expected = Object.entries(ADMIN_BUTTONS).flatMap(([screen, actions]) =>
      actions.map((a) => ({ code: `${screen}:btn_${a}`, menuPath: `/baseManager/${screen}` })),
    );
    const adminElements = elements.filter((e) => e.menuPath.startsWith('/baseManager/'));
    expect(adminElements.map(({ code, menuPath }) => ({ code, menuPath }))).toEqual(expected);
    expect(findEntry('/baseManager/groupManager')!.elements).toContainEqual({
      code: 'groupManager:btn_userManager',
      name: '成员与领导',
    });
    expect(findEntry('/baseManager/groupManager')!.elements).toContainEqual({
      code: 'groupManager:btn_resourceManager',
      name: '分配权限',
    });
  });
});

describe('catalog helpers', () => {
  it('flattens in tree order with parent, depth and sibling order', () => {
    expect(all[0]).toMatchObject({ path: '/login', depth: 0, order: 0 });
    expect(all[0].parentPath).toBeUndefined();
    const i = all.findIndex((e) => e.path === '/operationManager');
    expect(all[i + 1]).toMatchObject({
      path: '/operationManager/keyword-manager',
      parentPath: '/operationManager',
      depth: 1,
      order: 0,
    });
    expect(all.find((e) => e.path === '/lark-report/review-statistics')).toMatchObject({
      parentPath: '/lark-manager',
      order: 4,
    });
    expect(all).toHaveLength(catalog.length + 129);
  });

  it('finds entries by path', () => {
    expect(findEntry('/baseManager/userManager')?.title).toBe('用户管理');
    expect(findEntry('/nope')).toBeUndefined();
  });

  it('builds breadcrumbs from the tree, not the path prefix', () => {
    expect(breadcrumbTrail('/lark-report/review-statistics').map((e) => e.path)).toEqual([
      '/lark-manager',
      '/lark-report/review-statistics',
    ]);
    expect(breadcrumbTrail('/kol/kol-list').map((e) => e.path)).toEqual(['/kol', '/kol/kol-list']);
    expect(breadcrumbTrail('/dashboard').map((e) => e.path)).toEqual(['/dashboard']);
    expect(breadcrumbTrail('/nope')).toEqual([]);
  });

  it('lands a group on its redirect or its first visible permitted child', () => {
    expect(landingPath('/sale')).toBe('/sale/sku-list');
    expect(landingPath('/sale', (p) => p === '/sale/budget-list')).toBe('/sale/budget-list');
    expect(landingPath('/operationManager')).toBe('/operationManager/keyword-manager');
    expect(landingPath('/sale', (p) => p === '/sale/edit-forecast')).toBeUndefined();
    expect(landingPath('/dashboard')).toBeUndefined();
  });
});
