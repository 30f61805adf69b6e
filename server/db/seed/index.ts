import type { Db } from '../connection';
import { syncCatalogIfChanged } from './catalog';
import { loadB2bDemo } from './b2bDemo';
import { loadB2bFlowDemo } from './b2bFlowDemo';
import { loadPaymentDemo } from './b2bPaymentDemo';
import { loadDemo } from './demo';
import { ensureOrganisation, type OrganisationResult } from './organisation';

export interface SeedOptions {
  adminPassword?: string;
  dataDir: string;
  demo: boolean;
}

/** Runs at every start; each step is idempotent. */
export async function seed(db: Db, options: SeedOptions): Promise<OrganisationResult & { demoLoaded: boolean }> {
  await syncCatalogIfChanged(db);
  const organisation = await ensureOrganisation(db, options);
  const demoLoaded = options.demo ? await loadDemo(db) : false;
  if (options.demo) await loadB2bDemo(db);
  // After the B2B master-data demo (customers, banks, orders, invoices): creates nothing until they exist.
  if (options.demo) await loadB2bFlowDemo(db);
  if (options.demo) await loadPaymentDemo(db);
  return { ...organisation, demoLoaded };
}
