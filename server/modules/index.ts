import type { AppDeps } from '../deps';
import type { ApiRoutes } from '../http/api';
import { groupRoutes } from './access/groups';
import { groupTypeRoutes } from './access/groupTypes';
import { menuAdminRoutes } from './access/menus';
import { authRoutes } from './auth/routes';
import { b2bMasterRoutes } from './b2b/masterData';
import { backPaymentRoutes } from './b2b/backPayments/routes';
import { deliveryRoutes } from './b2b/deliveries/routes';
import { paymentRoutes } from './b2b/payments/routes';
import { productRoutes } from './products';
import { kolRoutes } from './kol';
import { employeeRoutes } from './employees/routes';
import { fieldsConfigRoutes } from './fieldsConfig/routes';
import { gateLogRoutes } from './gatelog/routes';
import { frontRoutes } from './user/front';
import { userAdminRoutes } from './user/admin';
import { profileRoutes } from './user/profile';
import { startToolWorkers } from './tool';
import { toolRoutes } from './tool/routes';
import { reportRoutes, startReportWorkers } from './report';
import { referenceRoutes } from './reference';
import { salesRoutes } from './sales';
import { startWarrantyWorkers, warrantyRoutes } from './warranty';
import { mailRoutes, startMailWorkers } from './mail';
import { reviewRoutes } from './review';
import { approvalRoutes } from '../approvals';
import { larkIdentityRoutes, startLarkWorkers } from '../lark';
import { giftsRoutes } from './gifts';
import { supplyRoutes } from './supply';
import { serviceRoutes } from './service';
import { opsRoutes, startOpsWorkers } from './ops';

/** Every module's routes; a new module adds its line here. */
export function apiModules(): ApiRoutes[] {
  return [
    authRoutes(),
    frontRoutes(),
    userAdminRoutes(),
    profileRoutes(),
    menuAdminRoutes(),
    groupTypeRoutes(),
    groupRoutes(),
    gateLogRoutes(),
    employeeRoutes(),
    toolRoutes(),
    fieldsConfigRoutes(),
    reportRoutes(),
    ...b2bMasterRoutes(),
    backPaymentRoutes(),
    deliveryRoutes(),
    paymentRoutes(),
    ...referenceRoutes(),
    ...productRoutes(),
    ...kolRoutes(),
    ...giftsRoutes(),
    salesRoutes(),
    ...warrantyRoutes(),
    ...mailRoutes(),
    ...reviewRoutes(),
    ...supplyRoutes(),
    ...serviceRoutes(),
    ...opsRoutes(),
    approvalRoutes(),
    larkIdentityRoutes(),
  ];
}

/** Every module's background workers; started once per process after the app is built. */
export async function startWorkers(deps: AppDeps): Promise<void> {
  await startReportWorkers(deps);
  await startToolWorkers(deps);
  await startLarkWorkers(deps);
  await startWarrantyWorkers(deps);
  await startMailWorkers(deps);
  await startOpsWorkers(deps);
}
