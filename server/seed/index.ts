import type { Db } from '../db/connection';
import { composeModules, demoOrder, type DemoContext, type ModuleManifest } from '../modules';
import { syncCatalogIfChanged } from './catalog';
import { loadDemo } from './demo';
import { ensureOrganisation, type OrganisationResult } from './organisation';

export interface SeedOptions extends DemoContext {
  adminPassword?: string;
  demo: boolean;
}

/**
 * Runs at every start; each step is idempotent. The organisation first, then (demo on) the demo users
 * and every module's demo data in `demoOrder`; the demos run their transitions through `modules`, as
 * the portal's calls do.
 */
export async function seed(db: Db, options: SeedOptions, modules: readonly ModuleManifest[]): Promise<OrganisationResult & { demoLoaded: boolean }> {
  composeModules(modules);
  await syncCatalogIfChanged(db);
  const organisation = await ensureOrganisation(db, options);
  if (!options.demo) return { ...organisation, demoLoaded: false };
  const demoLoaded = await loadDemo(db);
  for (const m of demoOrder(modules)) await m.demo!(db, options);
  return { ...organisation, demoLoaded };
}
