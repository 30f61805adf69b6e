import type { ModuleManifest } from '../manifest';
import { kolBatchApprovals } from './approval';
import { kolFigures } from './figures';
import { kolRoutes } from '.';
import { poolExport, requireExport } from './exports';
import { poolImport } from './pool/import';
import { loadKolDemo } from './demo';
import { requireAttachments } from './requires/save';

/** KOL requirements, posts, the pool. */
export const kolModule: ModuleManifest = {
  name: 'kol',
  routes: kolRoutes,
  attachmentOwners: [requireAttachments],
  approvals: [kolBatchApprovals],
  figures: kolFigures,
  exports: [poolExport, requireExport],
  imports: [poolImport],
  demo: (db) => loadKolDemo(db),
};
