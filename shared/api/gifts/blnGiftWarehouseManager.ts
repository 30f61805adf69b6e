import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { cappedPage, listPaging, optionalText, prefixText, queryFlag, setEnabledBody, text } from '../inputs';
import { blnGiftWarehouseManagerScreen } from './screens';

/** 礼品仓库 (docs/domain/gifts.md). */
export const blnGiftWarehouseManagerRow = z.object({ id: z.number(), code: z.string(), name: z.string(), enabled: z.boolean(), remark: z.string().nullable(), createdAt: z.string() });
export type BlnGiftWarehouseManagerRow = z.infer<typeof blnGiftWarehouseManagerRow>;

export const blnGiftWarehouseManagerBody = z.object({ id: z.number().int().positive().optional(), code: text('编码', 50), name: text('名称', 100), remark: optionalText('备注', 500) });

export const blnGiftWarehouseManagerPage = endpoint({
  method: 'GET',
  path: '/api/sys/blnGiftWarehouse/page',
  access: needs(blnGiftWarehouseManagerScreen.menu),
  summary: '礼品仓库列表，新建在前。筛选：编码或名称（前缀）、启用状态',
  query: z.object({ ...listPaging, name: prefixText, enabled: queryFlag }),
  response: cappedPage(blnGiftWarehouseManagerRow),
});

export const saveBlnGiftWarehouseManager = endpoint({
  method: 'POST',
  path: '/api/sys/blnGiftWarehouse/addOrUpdate',
  access: needs(blnGiftWarehouseManagerScreen.code('add'), blnGiftWarehouseManagerScreen.code('edit')),
  summary: '新增（无 id）或编辑（带 id）礼品仓库；编码唯一',
  body: blnGiftWarehouseManagerBody,
  response: blnGiftWarehouseManagerRow,
});

export const setBlnGiftWarehouseManagerEnabled = endpoint({
  method: 'POST',
  path: '/api/sys/blnGiftWarehouse/setEnabled',
  access: needs(blnGiftWarehouseManagerScreen.code('edit')),
  summary: '停用或启用礼品仓库',
  body: setEnabledBody('礼品仓库'),
  response: blnGiftWarehouseManagerRow,
});
