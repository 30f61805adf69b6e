import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { logisticsCostScreen } from '@shared/api/sales/screens';
import { field } from '@shared/screen/fields';
import { defineMaster } from '@shared/screen/master';

// A declared import without its own row rule: each cell's rule comes from its column's field (shared/screen/masterImport.ts).
const master = defineMaster({
  screen: logisticsCostScreen,
  paths: { page: '/api/kitTest/rows/page' },
  fields: {
    code: field.text('代码'),
    mode: field.enum('方式', { sea: '海运', air: '空运' }),
    day: field.date('生效日期'),
    rate: field.rate('汇率'),
    note: field.text('备注', { nullable: true }),
  },
  columns: ['code', 'mode', 'day', 'rate', 'note'],
  name: (r) => r.code,
  import: {
    kind: 'kitTestRows',
    title: '测试导入',
    file: '测试.xlsx',
    path: '/api/kitTest/rows/import',
    columns: { code: { header: '代码(大写)', rule: z.string().toUpperCase().max(3, '代码最多3位') }, mode: {}, day: {}, rate: {}, note: { required: false } },
    summary: '测试导入',
  },
});
const rule = master.import!.row;
const messages = (cells: Record<string, unknown>) => rule.safeParse(cells).error?.issues.map((i) => i.message) ?? [];
const good = { code: ' ab ', mode: '空运', day: '2026-01-05', rate: '7.1', note: undefined };

describe('an import row rule from the fields', () => {
  it('keeps cells as their fields take them: trimmed, an enum label as its key, then the column’s own rule', () => {
    expect(rule.parse(good)).toEqual({ code: 'AB', mode: 'air', day: '2026-01-05', rate: '7.1' });
  });

  it('asks for a blank required cell by its header, and lets an optional one be blank', () => {
    expect(messages({ ...good, code: undefined, mode: undefined })).toEqual(['请填写代码(大写)', '请填写方式']);
    expect(rule.parse({ ...good, note: ' 说明 ' }).note).toBe('说明');
  });

  it('refuses what the field’s kind or the column’s rule refuses, with their messages', () => {
    expect(messages({ ...good, mode: '火箭' })).toEqual(['方式只能是 海运、空运']);
    expect(messages({ ...good, day: '2026/01/05' })).toEqual(['日期格式应为 yyyy-MM-dd']);
    expect(messages({ ...good, rate: '7.1234567' })).toEqual(['汇率格式不正确（最多六位小数）']);
    expect(messages({ ...good, code: 'abcd' })).toEqual(['代码最多3位']);
  });
});
