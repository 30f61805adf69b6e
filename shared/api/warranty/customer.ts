import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { hiveClientScreen } from './screens';
import { BASE, blankAsNull, cappedPage, listPaging, marketplace, prefixText, queryId } from './common';

/** Buyers who registered (Hive client list): docs/domain/warranty.md, "Customer". */
export const customerRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  language: z.string(),
  marketplace: z.string(),
  firstProjectName: z.string().nullable(),
  lastProjectName: z.string().nullable(),
  registrations: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerRow = z.infer<typeof customerRow>;

export const honeycombCustomerPage = endpoint({
  method: 'GET',
  path: `${BASE}/honeycombCustomerInfo/honeycombCustomerPage`,
  access: needs(hiveClientScreen.menu),
  summary: '登记过延保的买家，最近登记的在前。筛选：keyword（姓名或邮箱包含）、projectId（登记过该项目）、marketplace',
  query: z.object({ ...listPaging, keyword: prefixText, projectId: blankAsNull(queryId('项目')), marketplace: blankAsNull(marketplace) }),
  response: cappedPage(customerRow),
});
