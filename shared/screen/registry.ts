import { adminScreens } from '../api/admin/screens';
import { b2bScreens } from '../api/b2b/screens';
import { kolScreens } from '../api/kol/screens';
import { mailScreens } from '../api/mail/screens';
import { productScreens } from '../api/products/screens';
import { reportScreens } from '../api/reportScreens';
import { referenceScreens } from '../api/reference/screens';
import { salesScreens } from '../api/sales/screens';
import { warrantyScreens } from '../api/warranty/screens';
import { reviewScreens } from '../api/review/screens';
import type { Screen } from './define';
import type { DemoRole } from './demoRoles';
import { giftsScreens } from '../api/gifts/screens';
import { supplyScreens } from '../api/supply/screens';
import { serviceScreens } from '../api/service/screens';
import { monitorScreens } from '../api/monitor/screens';
import { opsScreens } from '../api/ops/screens';
import { reviewersScreens } from '../api/reviewers/screens';
import { storePerformanceScreens } from '../api/storePerformance/screens';
import { reviewerReportScreens } from '../api/reviewerReports/screens';
import { promotionItemScreens } from '../api/promotionItems/screens';
import { promotionScreens } from '../api/promotion/screens';

/** Every declared screen; a domain adds its `<domain>Screens` list here. */
export const screens: readonly Screen[] = [
  ...adminScreens,
  ...b2bScreens,
  ...reportScreens,
  ...referenceScreens,
  ...productScreens,
  ...kolScreens,
  ...giftsScreens,
  ...salesScreens,
  ...warrantyScreens,
  ...mailScreens,
  ...reviewScreens,
  ...supplyScreens,
  ...serviceScreens,
  ...monitorScreens,
  ...opsScreens,
  ...reviewersScreens,
  ...storePerformanceScreens,
  ...reviewerReportScreens,
  ...promotionItemScreens,
  ...promotionScreens,
];

let byPath: Map<string, Screen> | undefined;
/** The declared screen of a route path. */
export const screenOf = (path: string): Screen | undefined => (byPath ??= new Map(screens.map((s) => [s.path, s]))).get(path);

/** The menus and element codes a demo role holds, from every screen's `demo` grants. */
export function demoGrants(role: DemoRole): { menus: string[]; elements: string[] } {
  const granted = screens.filter((s) => s.demo[role] !== undefined);
  return { menus: granted.map((s) => s.path), elements: granted.flatMap((s) => s.demo[role]!.map((a) => s.code(a))) };
}
