/**
 * The endpoints the widgets call: method and path of contracts in shared/api, typed by them. Only
 * their types are imported: the contract modules build zod schemas when loaded, which would put zod
 * (~21 KB gzip) into every widget. tests/unit/widget-endpoints.test.ts checks each line against its
 * contract, and that widgets import contract modules for their types only.
 */
import type { approvalDecide, approvalDetail, approvalInbox } from '@shared/api/approvals';
import type { Endpoint, Method } from '@shared/api/contract';
import type { larkClientConfig, larkLogin } from '@shared/api/lark';

/** Where contract `E` is called; `E` only types the query, body and data of the call. */
export interface Route<E extends Endpoint> {
  readonly method: Method;
  readonly path: string;
  /** Never set: carries the contract's type. */
  readonly contract?: E;
}

const route = <E extends Endpoint>(method: E['method'], path: string): Route<E> => ({ method, path });

/** Keyed by the contract's export name. */
export const endpoints = {
  approvalInbox: route<typeof approvalInbox>('GET', '/api/approvals/inbox'),
  approvalDetail: route<typeof approvalDetail>('GET', '/api/approvals/:entity/:id'),
  approvalDecide: route<typeof approvalDecide>('POST', '/api/approvals/:entity/:id/decide'),
  larkClientConfig: route<typeof larkClientConfig>('GET', '/api/lark/clientConfig'),
  larkLogin: route<typeof larkLogin>('POST', '/api/lark/login'),
};
