import { field } from '../../screen/fields';
import { defineMaster } from '../../screen/master';
import { blnGiftWarehouseManagerScreen } from './screens';

/** 礼品仓库 (docs/domain/gifts.md). */
export const blnGiftWarehouseManager = defineMaster({
  screen: blnGiftWarehouseManagerScreen,
  paths: { base: '/api/sys/blnGiftWarehouse' },
  fields: {
    code: field.text('编码', { width: 140, input: { kind: 'text', required: true, max: 50 } }),
    name: field.text('名称', { width: 200, filter: { kind: 'text', label: '编码/名称', width: 200, placeholder: '前缀匹配' }, input: { kind: 'text', required: true, max: 100 } }),
    enabled: field.enabled('状态', { filter: { kind: 'flag', width: 110 } }),
    remark: field.text('备注', { width: 200, ellipsis: true, nullable: true, input: { kind: 'textarea', max: 500 } }),
    createdAt: field.datetime('创建时间'),
  },
  columns: ['code', 'name', 'enabled', 'remark', 'createdAt'],
  name: (r) => r.name,
});
export const { page: blnGiftWarehouseManagerPage, save: saveBlnGiftWarehouseManager } = blnGiftWarehouseManager;
