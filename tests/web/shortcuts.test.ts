import { describe, expect, it } from 'vitest';
import { generateRoutes } from '../../web/app/routing/routeTable';
import { pickShortcuts } from '../../web/pages/dashboard/shortcuts';
import { readVisits, recordVisit } from '../../web/lib/visits';

const table = generateRoutes({
  menus: [
    '/dashboard',
    '/operationManager/client-list',
    '/operationManager/b2b-invoice-list',
    '/operationManager/period-detail',
    '/operationManager/payment-list',
    '/reportCenter/reportDownloadManager',
  ],
  permissionMenus: [],
});

describe('home page shortcuts', () => {
  it('puts the most visited permitted screens first, then fills with the first permitted ones', () => {
    recordVisit(2, '/reportCenter/reportDownloadManager');
    recordVisit(2, '/reportCenter/reportDownloadManager');
    recordVisit(2, '/operationManager/payment-list');
    recordVisit(2, '/baseManager/userManager'); // no longer permitted
    recordVisit(2, '/operationManager/period-detail'); // hidden screen
    const picked = pickShortcuts(readVisits(2), table.routes, 4).map((r) => r.path);
    expect(picked).toEqual([
      '/reportCenter/reportDownloadManager',
      '/operationManager/payment-list',
      '/operationManager/client-list',
      '/operationManager/b2b-invoice-list',
    ]);
  });

  it('counts visits per user', () => {
    recordVisit(3, '/operationManager/client-list');
    expect(readVisits(3)).toEqual({ '/operationManager/client-list': 1 });
    expect(readVisits(4)).toEqual({});
  });
});
