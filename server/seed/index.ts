import { loadPromotionItemsDemo } from './promotionItemsDemo';
import type { Db } from '../db/connection';
import { composeModules, type ModuleManifest } from '../modules';
import { syncCatalogIfChanged } from './catalog';
import { loadB2bDemo } from './b2bDemo';
import { loadB2bFlowDemo } from './b2bFlowDemo';
import { loadPaymentDemo } from './b2bPaymentDemo';
import { loadDemo } from './demo';
import { loadReferenceDemo } from './referenceDemo';
import { loadProductsDemo } from './productsDemo';
import { loadKolDemo } from './kolDemo';
import { loadGiftsDemo } from './giftsDemo';
import { loadServiceDemo } from './serviceDemo';
import { loadSalesDemo } from './salesDemo';
import { loadSupplyDemo } from './supplyDemo';
import { loadWarrantyDemo } from './warrantyDemo';
import { loadReviewDemo } from './reviewDemo';
import { loadReviewOpsDemo } from './reviewOpsDemo';
import { loadMailDemo } from './mailDemo';
import { loadReviewersDemo } from './reviewersDemo';
import { loadStorePerformanceDemo } from './storePerformanceDemo';
import { loadReviewerReportsDemo } from './reviewerReportsDemo';
import { loadPromotionDemo } from './promotionDemo';
import { ensureOrganisation, type OrganisationResult } from './organisation';

export interface SeedOptions {
  adminPassword?: string;
  dataDir: string;
  demo: boolean;
  /** Key of the gift card codes (config GIFT_CARD_KEY); absent: the data directory's key file. */
  giftCardKey?: string;
}

/** Runs at every start; each step is idempotent. The demo runs its transitions through `modules`, as the portal's calls do. */
export async function seed(db: Db, options: SeedOptions, modules: readonly ModuleManifest[]): Promise<OrganisationResult & { demoLoaded: boolean }> {
  composeModules(modules);
  await syncCatalogIfChanged(db);
  const organisation = await ensureOrganisation(db, options);
  const demoLoaded = options.demo ? await loadDemo(db) : false;
  if (options.demo) await loadReferenceDemo(db);
  if (options.demo) await loadB2bDemo(db);
  // After the B2B master-data demo (customers, banks, orders, invoices): creates nothing until they exist.
  if (options.demo) await loadB2bFlowDemo(db);
  if (options.demo) await loadPaymentDemo(db);
  if (options.demo) await loadProductsDemo(db);
  // After the products demo (SKUs and their listings) and the demo users.
  if (options.demo) await loadKolDemo(db);
  if (options.demo) await loadGiftsDemo(db, options);
  if (options.demo) await loadServiceDemo(db);
  // After the reference and product demos (stores, SKUs): creates nothing until they exist.
  if (options.demo) await loadSalesDemo(db);
  // After the sales demo: plans are made from its forecasts.
  if (options.demo) await loadSupplyDemo(db);
  // After the products demo (brands) and the demo users.
  if (options.demo) await loadMailDemo(db, options);
  // After the products demo (the project's SKUs) and the mail demo (its mailbox).
  if (options.demo) await loadWarrantyDemo(db);
  if (options.demo) await loadReviewDemo(db);
  // After the review demo: operations on its orders.
  if (options.demo) await loadReviewOpsDemo(db);
  // After the review and mail demos: reviewers of its orders, a reviewer mailbox of the mail centre.
  if (options.demo) await loadReviewersDemo(db);
  // After the reference demo (stores) and the demo users.
  if (options.demo) await loadStorePerformanceDemo(db);
  // After the products demo (listings) and the demo users.
  if (options.demo) await loadReviewerReportsDemo(db);
  // After the reference, product and B2B demos (platforms, SKUs, company accounts) and the demo users.
  if (options.demo) await loadPromotionDemo(db, options);
  // After the products, reference and promotion demos (SKUs, stores, account companies, limits).
  if (options.demo) await loadPromotionItemsDemo(db);
  return { ...organisation, demoLoaded };
}
