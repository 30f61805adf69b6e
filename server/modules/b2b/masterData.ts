import type { ApiRoutes } from '../../http/api';
import { companyBankRoutes } from './banks/routes';
import { customerRoutes } from './customers/routes';
import { invoiceRoutes } from './invoices/routes';
import { orderRoutes } from './orders/routes';
import { periodRoutes } from './period/routes';

/** B2B master data and look-ups: customers, invoices, company bank accounts, OMS orders, period statistics. */
export function b2bMasterRoutes(): ApiRoutes[] {
  return [customerRoutes(), invoiceRoutes(), ...companyBankRoutes(), orderRoutes(), periodRoutes()];
}
