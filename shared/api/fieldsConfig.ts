import { z } from 'zod';
import { LOGIN, endpoint } from './contract';

/**
 * Per-user column settings of a table (spec §7 baseFieldsConfig). The array is the table's choosable
 * columns in the chosen order; `visible: false` hides one; `width` is an optional chosen width in px.
 */
export const FIELD_CONFIG_MAX_ITEMS = 200;

export const fieldSetting = z.strictObject(
  {
    key: z.string({ error: '列的 key 应为文字' }).min(1, '列的 key 不能为空').max(100, '列的 key 不超过100个字符'),
    visible: z.boolean({ error: '列的 visible 应为 true 或 false' }),
    width: z.number().int().min(20).max(2000).optional(),
  },
  { error: '每一列应为 {key, visible, width?}' },
);
export type FieldSetting = z.infer<typeof fieldSetting>;

export const fieldSettings = z
  .array(fieldSetting, { error: '列设置应为数组' })
  .max(FIELD_CONFIG_MAX_ITEMS, `列设置最多${FIELD_CONFIG_MAX_ITEMS}项`)
  .refine((items) => new Set(items.map((i) => i.key)).size === items.length, '列设置中有重复的列');

/** The table key in the path: e.g. `admin.users`. */
const tableKey = /^[A-Za-z0-9._:-]{1,100}$/;
export const isTableKey = (key: string) => tableKey.test(key);

export const getFieldsConfig = endpoint({
  method: 'GET',
  path: '/api/base/baseFieldsConfig/:key',
  access: LOGIN,
  summary: '当前用户某个表格的列设置；未保存过时为 null',
  response: fieldSettings.nullable(),
});

export const saveFieldsConfig = endpoint({
  method: 'PUT',
  path: '/api/base/baseFieldsConfig/:key/saveField',
  access: LOGIN,
  summary: `保存当前用户某个表格的列设置（JSON 数组，按显示顺序，最多 ${FIELD_CONFIG_MAX_ITEMS} 项）；空数组表示恢复默认`,
  body: fieldSettings,
});
