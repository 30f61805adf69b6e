import { z } from 'zod';
import { endpoint, LOGIN } from '../contract';
import { prefixText, queryId } from './common';

/** Dictionary calls about listings (spec §7 "Dictionary and configuration"); scoped like queryPermissionSku. */

export const querySoOrderAllAsin = endpoint({
  method: 'GET',
  path: '/api/sys/dic/querySoOrderAllAsin',
  access: LOGIN,
  summary: '订单可能出现的全部 ASIN（各平台 listing 的 ASIN，去重、按字母序），限当前用户可见的SKU；asin 前缀、平台筛选，最多200个',
  query: z.object({ asin: prefixText, platformId: queryId('平台') }),
  response: z.array(z.string()),
});

export const mskuRow = z.object({ msku: z.string(), asin: z.string(), sku: z.string(), platformId: z.number(), platformName: z.string(), storeName: z.string().nullable() });

export const getMskuByAsin = endpoint({
  method: 'GET',
  path: '/api/sys/dic/getMskuByAsin',
  access: LOGIN,
  summary: '一个 ASIN 在各平台的 MSKU 及其 SKU（限当前用户可见的SKU）',
  query: z.object({
    asin: z.string({ error: '请输入ASIN' }).trim().min(1, '请输入ASIN').max(20, 'ASIN最多20个字符').transform((v) => v.toUpperCase()),
    platformId: queryId('平台'),
  }),
  response: z.array(mskuRow),
});
