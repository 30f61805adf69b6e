import type { ComponentType } from 'react';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * The page registry: route path -> its page module, loaded as its own chunk. One line per page.
 * A permitted catalog route missing here shows the honest "not available yet" page.
 * A module adds its screens here, with the files under web/pages/<module>/.
 */
export const pages: Record<string, PageModule> = {
  '/dashboard': () => import(/* webpackChunkName: "page-dashboard" */ '../pages/dashboard'),
  '/404': () => import(/* webpackChunkName: "page-errors" */ '../pages/errors/NotFoundPage'),
  '/401': () => import(/* webpackChunkName: "page-errors" */ '../pages/errors/ForbiddenPage'),
  '/introduction/index': () => import(/* webpackChunkName: "page-introduction" */ '../pages/introduction'),
  '/print-payment': () => import(/* webpackChunkName: "page-print-payment" */ '../pages/print-payment'),
  '/baseManager/userManager': () => import(/* webpackChunkName: "page-admin-users" */ '../pages/admin/users'),
  '/baseManager/menuManager': () => import(/* webpackChunkName: "page-admin-menus" */ '../pages/admin/menus'),
  '/baseManager/groupManager': () => import(/* webpackChunkName: "page-admin-groups" */ '../pages/admin/groups'),
  '/baseManager/groupTypeManager': () => import(/* webpackChunkName: "page-admin-group-types" */ '../pages/admin/groupTypes'),
  '/baseManager/gateLogManager': () => import(/* webpackChunkName: "page-admin-gate-log" */ '../pages/admin/gateLog'),
  '/operationManager/payment-list': () => import(/* webpackChunkName: "page-b2b-payments" */ '../pages/b2b/payments'),
  '/baseManager/vtEmployeeManager': () => import(/* webpackChunkName: "page-admin-employees" */ '../pages/admin/employees'),
  '/reportCenter/reportDownloadManager': () => import(/* webpackChunkName: "page-report-downloads" */ '../pages/reportCenter/downloads'),
  '/reportCenter/templateImportManager': () => import(/* webpackChunkName: "page-report-templates" */ '../pages/reportCenter/templates'),
  '/operationManager/client-list': () => import(/* webpackChunkName: "page-b2b-clients" */ '../pages/b2b/clients'),
  '/operationManager/b2b-invoice-list': () => import(/* webpackChunkName: "page-b2b-invoices" */ '../pages/b2b/invoices'),
  '/operationManager/period-statistics': () => import(/* webpackChunkName: "page-b2b-period" */ '../pages/b2b/period'),
  '/operationManager/period-detail': () => import(/* webpackChunkName: "page-b2b-period-detail" */ '../pages/b2b/period/detail'),
  '/financeManager/paymentAccountManager': () => import(/* webpackChunkName: "page-b2b-bank-accounts" */ '../pages/b2b/bankAccounts'),
  '/operationManager/back-payment-list': () => import(/* webpackChunkName: "page-b2b-back-payments" */ '../pages/b2b/backPayments'),
  '/operationManager/deliver-goods-list': () => import(/* webpackChunkName: "page-b2b-deliveries" */ '../pages/b2b/deliveries'),
};

/** Shown for permitted routes that have no page yet. */
export const unavailablePage: PageModule = () => import(/* webpackChunkName: "page-unavailable" */ '../pages/unavailable');
