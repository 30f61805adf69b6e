import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@shared/api/user';
import { catalog, gatedLeaves } from '@shared/catalog';
import { generateRoutes } from '../../web/app/routing/routeTable';
import { loginPathFor, safeRedirect } from '../../web/app/routing/redirect';
import { pages } from '../../web/app/pages';

const FIXED = ['/dashboard', '/404', '/401', '/introduction/index', '/print-payment'];

const node = (code: string, title: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id: 0,
  code,
  title,
  icon: null,
  href: null,
  type: 'menu',
  hidden: false,
  redirect: null,
  authority: code,
  children: [],
  ...extra,
});

describe('route generation (spec §4, §6)', () => {
  const sales = generateRoutes({
    menus: [...FIXED, '/operationManager/client-list', '/operationManager/period-detail', '/reportCenter/reportDownloadManager'],
    permissionMenus: [
      node('/operationManager', '运营', { icon: 'IconBriefcase', children: [node('/operationManager/client-list', '我的客户')] }),
    ],
  });

  it('keeps the fixed routes and the permitted screens only', () => {
    const paths = sales.routes.filter((r) => !r.redirectTo).map((r) => r.path);
    expect(paths).toEqual([...FIXED, '/operationManager/client-list', '/operationManager/period-detail', '/reportCenter/reportDownloadManager']);
  });

  it('names and icons routes from the server menu list, falling back to the catalog', () => {
    expect(sales.find('/operationManager/client-list')?.title).toBe('我的客户');
    expect(sales.find('/operationManager')).toMatchObject({ title: '运营', icon: 'IconBriefcase' });
    expect(sales.find('/reportCenter/reportDownloadManager')?.title).toBe('报表下载');
    expect(sales.find('/operationManager/period-detail')?.hidden).toBe(true);
  });

  it('redirects a group parent to its first permitted visible screen, or its spec redirect', () => {
    expect(sales.find('/operationManager')?.redirectTo).toBe('/operationManager/client-list');
    expect(sales.find('/reportCenter')?.redirectTo).toBe('/reportCenter/reportDownloadManager');
    const kol = generateRoutes({ menus: ['/kol/kol-category', '/kol/kol-list'], permissionMenus: [] });
    expect(kol.find('/kol')?.redirectTo).toBe('/kol/kol-list');
    expect(kol.find('/sale')).toBeUndefined();
  });

  it('sends known screens the user may not open to /401 and unknown paths to /dashboard', () => {
    expect(sales.fallback('/baseManager/userManager')).toBe('/401');
    expect(sales.fallback('/baseManager')).toBe('/401');
    expect(sales.fallback('/no/such/page')).toBe('/dashboard');
    expect(sales.fallback('/login')).toBe('/dashboard');
  });

  it('gives an administrator every gated screen of the catalog', () => {
    const all = generateRoutes({ menus: gatedLeaves().map((e) => e.path), permissionMenus: [] });
    expect(all.routes.filter((r) => r.parentPath && !r.redirectTo)).toHaveLength(gatedLeaves().length);
    expect(all.routes.filter((r) => r.redirectTo)).toHaveLength(catalog.filter((e) => e.children?.length).length);
  });
});

describe('page registry', () => {
  it('registers only catalog routes', () => {
    const known = new Set(generateRoutes({ menus: gatedLeaves().map((e) => e.path), permissionMenus: [] }).routes.map((r) => r.path));
    expect(Object.keys(pages).filter((p) => !known.has(p))).toEqual([]);
  });
});

describe('login redirects', () => {
  it('keeps the wanted page and accepts only internal paths', () => {
    expect(loginPathFor('/sale/sku-list?x=1')).toBe('/login?redirect=%2Fsale%2Fsku-list%3Fx%3D1');
    expect(loginPathFor('/dashboard')).toBe('/login');
    expect(safeRedirect('/sale/sku-list?x=1')).toBe('/sale/sku-list?x=1');
    expect(['https://evil.example', '//evil.example', '/\\evil', '/login', '', null].map((r) => safeRedirect(r))).toEqual(
      ['/', '/', '/', '/', '/', '/'],
    );
  });
});
