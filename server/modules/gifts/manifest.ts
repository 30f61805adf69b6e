import type { ModuleManifest } from '../manifest';
import { grantApprovals } from './grants/approval';
import { giftFigures } from './grants/figures';
import { giftsRoutes } from '.';
import { cardImport } from './cardImport';
import { grantExport } from './grants/exports';
import { loadGiftsDemo } from './demo';

/** Gifts: cards, physical gifts, stock, grants. */
export const giftsModule: ModuleManifest = {
  name: 'gifts',
  routes: giftsRoutes,
  approvals: [grantApprovals],
  figures: giftFigures,
  exports: [grantExport],
  imports: [cardImport],
  demo: (db, ctx) => loadGiftsDemo(db, ctx),
};
