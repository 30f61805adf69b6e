import type { ApiRoutes } from '../../http/api';
import { addressRoutes } from './addressRoutes';
import { bizLogRoutes } from './bizLogRoutes';
import { detailRoutes } from './detailRoutes';
import { lookupRoutes } from './lookupRoutes';
import { orderFeeRoutes } from './orderFeeRoutes';
import { soOrderRoutes } from './soOrderRoutes';
import { orderOpRoutes } from './orderOpRoutes';
import { paymentRoutes } from './paymentRoutes';
import { operationInfoRoutes } from './operationInfoRoutes';
import { planOrderRoutes } from './planOrderRoutes';
import { reportRoutes } from './reportRoutes';

/** The review programme (docs/domain/review-programme.md). */
export function reviewRoutes(): ApiRoutes[] {
  return [operationInfoRoutes(), planOrderRoutes(), detailRoutes(), addressRoutes(), reportRoutes(), bizLogRoutes(), lookupRoutes(), orderFeeRoutes(), soOrderRoutes(), orderOpRoutes(), paymentRoutes()];
}
