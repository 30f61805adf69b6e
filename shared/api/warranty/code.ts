import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { transitionEndpoint } from '../transition';
import { transitionBody } from '../workflow';
import { warrantyBatchMachine } from '../../workflow/warranty';
import { codeScreen } from './screens';
import { BASE, blankAsNull, cappedPage, queryFlag, queryId } from './common';
import { addQrCodeTask, transitionResult } from './batch';

/** Single codes of a batch (product QR detail): docs/domain/warranty.md, "Code". */
const base = `${BASE}/honeycombProductQrDetail`;

export const codeRow = z.object({
  id: z.number(),
  seq: z.number(),
  code: z.string(),
  url: z.string(),
  registeredAt: z.string().nullable(),
  customerName: z.string().nullable(),
  orderSerialNo: z.string().nullable(),
});
export type CodeRow = z.infer<typeof codeRow>;

export const generateQrCode = endpoint({
  method: 'GET',
  path: `${base}/generateQrCode`,
  access: needs(codeScreen.menu),
  summary: '一个二维码的图片（PNG data URL）和它指向的地址，供预览和补打',
  query: z.object({ id: queryId('二维码') }),
  response: z.object({ id: z.number(), code: z.string(), url: z.string(), image: z.string() }),
});

export const productQrDetailPage = endpoint({
  method: 'GET',
  path: `${base}/productQrDetailPage`,
  access: needs(codeScreen.menu),
  summary: '一个批次的二维码，按序号；after 为上一页最后一条的序号（游标翻页）。registered 筛选是否已登记。total 最多精确数到 10000',
  query: z.object({
    batchId: queryId('批次'),
    after: blankAsNull(z.coerce.number({ error: '游标不正确' }).int('游标不正确').min(0, '游标不正确')),
    limit: z.coerce.number({ error: '每页条数必须是整数' }).int('每页条数必须是整数').min(1, '每页至少1条').max(200, '每页最多200条').default(50),
    registered: queryFlag,
  }),
  response: cappedPage(codeRow).extend({ nextAfter: z.number().nullable() }),
});

export const signQrCodeFinish = transitionEndpoint(warrantyBatchMachine, {
  method: 'GET',
  path: `${base}/signQrCodeFinish`,
  actions: { sign: {} },
  summary: '标记批次已打印（已生成 → 已打印），记录打印人和时间',
  query: transitionBody,
  response: transitionResult,
});

export const batchActionEndpoints = [addQrCodeTask, signQrCodeFinish] as const;
