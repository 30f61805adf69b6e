import { useApprovalSources } from '../approvals';
import { approvalsModule } from '../approvals/manifest';
import type { AppDeps } from '../deps';
import { useExportKinds } from '../excel/export-kinds';
import { useImportKinds } from '../excel/import-kinds';
import type { ApiRoutes } from '../http/api';
import { useHomeFigures } from '../home/figures';
import { homeModule } from '../home/manifest';
import { larkModule } from '../lark/manifest';
import { useTransitions } from '../workflow';
import { accessModule } from './access/manifest';
import { authModule } from './auth/manifest';
import { b2bModule } from './b2b/manifest';
import { employeesModule } from './employees/manifest';
import { fieldsConfigModule } from './fieldsConfig/manifest';
import { gatelogModule } from './gatelog/manifest';
import { giftsModule } from './gifts/manifest';
import { kolModule } from './kol/manifest';
import { mailModule } from './mail/manifest';
import { monitorModule } from './monitor/manifest';
import { opsModule } from './ops/manifest';
import type { ModuleManifest } from './manifest';
import { productsModule } from './products/manifest';
import { promotionItemsModule } from './promotionItems/manifest';
import { promotionModule } from './promotion/manifest';
import { referenceModule } from './reference/manifest';
import { reportModule } from './report/manifest';
import { reviewModule } from './review/manifest';
import { reviewersModule } from './reviewers/manifest';
import { reviewerReportsModule } from './reviewerReports/manifest';
import { salesModule } from './sales/manifest';
import { serviceModule } from './service/manifest';
import { storePerformanceModule } from './storePerformance/manifest';
import { supplyModule } from './supply/manifest';
import { toolModule } from './tool/manifest';
import { userModule } from './user/manifest';
import { warrantyModule } from './warranty/manifest';
import { useMailReplyListeners } from './mail';
import { useAttachmentOwners } from './tool';

export type { DemoContext, ModuleManifest } from './manifest';

/** Every module of the product, in the order their routes are mounted; a new module adds its line here. */
export const modules: readonly ModuleManifest[] = [
  authModule,
  userModule,
  accessModule,
  gatelogModule,
  employeesModule,
  toolModule,
  fieldsConfigModule,
  reportModule,
  b2bModule,
  referenceModule,
  productsModule,
  kolModule,
  salesModule,
  giftsModule,
  warrantyModule,
  mailModule,
  reviewModule,
  reviewersModule,
  supplyModule,
  serviceModule,
  approvalsModule,
  larkModule,
  monitorModule,
  opsModule,
  storePerformanceModule,
  reviewerReportsModule,
  homeModule,
  promotionItemsModule,
  promotionModule,
];

/**
 * The order the seed loads the modules' demo data in: each demo reads what the ones before it made.
 * Reference data first (platforms, stores, rates), then B2B and products (SKUs, listings); sales after
 * both (stores, SKUs), supply after sales (plans are made from its forecasts); warranty after products
 * and the mail centre (the project's SKUs, its mailbox); the reviewers after the review programme and the
 * mail centre (reviewers of its orders, a reviewer mailbox); promotion after reference, products and B2B
 * (platforms, SKUs, company accounts), promotion items after promotion (account companies, limits).
 */
const DEMO_ORDER: readonly ModuleManifest[] = [
  referenceModule,
  b2bModule,
  productsModule,
  kolModule,
  giftsModule,
  serviceModule,
  salesModule,
  supplyModule,
  mailModule,
  warrantyModule,
  reviewModule,
  reviewersModule,
  storePerformanceModule,
  reviewerReportsModule,
  promotionModule,
  promotionItemsModule,
];

/** The modules of `list` that have demo data, in the order the seed loads it; a demo left out of the order is refused. */
export function demoOrder(list: readonly ModuleManifest[]): ModuleManifest[] {
  const unordered = list.filter((m) => m.demo && !DEMO_ORDER.includes(m));
  if (unordered.length) throw new Error(`demo data without a place in DEMO_ORDER: ${unordered.map((m) => m.name).join(', ')}`);
  return DEMO_ORDER.filter((m) => list.includes(m));
}

/**
 * Builds the routes of `list` and hands their transitions, approval sources, figures, attachment owners
 * and Excel kinds to the engine, the inbox, 首页, the attachments and the report centre: the one place anything is registered (createApp and
 * the seed call it).
 */
export function composeModules(list: readonly ModuleManifest[]): ApiRoutes[] {
  const routes = list.flatMap((m) => m.routes());
  useTransitions(routes.flatMap((r) => r.routes));
  useApprovalSources(list.flatMap((m) => m.approvals ?? []));
  useHomeFigures(list.flatMap((m) => m.figures ?? []));
  useAttachmentOwners(list.flatMap((m) => m.attachmentOwners ?? []));
  useMailReplyListeners(list.flatMap((m) => m.mailReplies ?? []));
  useExportKinds(list.flatMap((m) => m.exports ?? []));
  useImportKinds(list.flatMap((m) => m.imports ?? []));
  return routes;
}

/** The background workers of `list`; started once per process after the app is built. */
export async function startWorkers(deps: AppDeps, list: readonly ModuleManifest[]): Promise<void> {
  for (const m of list) await m.workers?.(deps);
}

/** Every endpoint of `list`, in mounting order (the API reference is written from them). */
export function moduleEndpoints(list: readonly ModuleManifest[] = modules) {
  return list.flatMap((m) => m.routes()).flatMap((r) => r.routes.map((route) => route.endpoint));
}
