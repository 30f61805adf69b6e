import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@shared/format';
import { defineFields, field } from '@shared/screen';
import { paymentMachine } from '@shared/workflow';
import { fieldColumns } from '../../../web/components/fields';
import { DataTable } from '../../../web/components/table/DataTable';
import type { ListQuery } from '../../../web/components/table/useListQuery';
import { renderPortal } from './portal';

interface Row {
  id: number;
  serialNo: string;
  qty: number | null;
  amount: string;
  currency: string;
  rate: string;
  type: string;
  status: string;
  enabled: boolean;
  creator: string;
  payDay: string;
  createdAt: string;
  sku: string;
  files: Array<{ id: number; name: string; url?: string }>;
  employment: string;
  lark: string | null;
}

const fields = defineFields<Row>()({
  serialNo: field.text('流水号'),
  qty: field.number('数量'),
  amount: field.money('金额', { currencyOf: (r) => r.currency }),
  fee: field.money('手续费', { currency: 'CNY', get: () => '1234567.8' }),
  rate: field.rate('汇率'),
  type: field.enum('类型', { goods: '货款', fee: '费用' }),
  status: field.status(paymentMachine),
  enabled: field.enabled('启用'),
  creator: field.user('创建人'),
  payDay: field.date('付款日'),
  createdAt: field.datetime('创建时间'),
  sku: field.sku(),
  files: field.attachments(),
  employment: field.text('在职状态'),
  lark: field.text('飞书账号'),
});

const row: Row = {
  id: 1,
  serialNo: 'FK001',
  qty: null,
  amount: '1500',
  currency: 'usd',
  rate: '7.1234',
  type: 'goods',
  status: 'pending_audit',
  enabled: false,
  creator: '张伟',
  payDay: '2026-11-20',
  createdAt: '2026-11-20T08:30:00Z',
  sku: 'HOME-001',
  files: [
    { id: 5, name: '合同.pdf', url: '/api/tool/file/5' },
    { id: 6, name: '发票.pdf' },
  ],
  employment: 'active',
  lark: null,
};

const list: ListQuery<Row> = { rows: [row], total: 1, totalCapped: false, loading: false, error: undefined, page: 1, limit: 20, setPage: vi.fn(), refresh: vi.fn() };

function renderColumns() {
  const columns = fieldColumns(fields, ['serialNo', 'qty', 'amount', 'fee', 'rate', 'type', 'status', 'enabled', 'creator', 'payDay', 'createdAt', 'sku', 'files', 'employment', 'lark'], {
    serialNo: { title: '付款单号', width: 222 },
    employment: { looks: { active: { text: '在职', color: 'green' } } },
    lark: { empty: '未绑定' },
  });
  renderPortal(<DataTable tableKey="test.fields" columns={columns} list={list} />);
  return columns;
}

/** The cell of the column headed `title` in the only row. */
function cell(title: string) {
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  const index = headers.indexOf(title);
  expect(index, `column ${title}`).toBeGreaterThanOrEqual(0);
  const body = screen.getAllByRole('row').at(-1)!;
  return within(body).getAllByRole('gridcell')[index]!;
}

describe('fieldColumns: each field type renders its format', () => {
  it('titles and widths come from the declaration, a page may override them', () => {
    const columns = renderColumns();
    expect(columns.find((c) => c.key === 'serialNo')).toMatchObject({ title: '付款单号', width: 222 });
    expect(columns.find((c) => c.key === 'amount')).toMatchObject({ title: '金额', width: 140, align: 'right' });
    expect(columns.find((c) => c.key === 'type')?.align).toBeUndefined();
  });

  it('text, number, money, rate, enum', () => {
    renderColumns();
    expect(cell('付款单号')).toHaveTextContent('FK001');
    expect(cell('数量')).toHaveTextContent('-');
    expect(cell('金额')).toHaveTextContent('USD 1,500.00');
    expect(cell('手续费')).toHaveTextContent('CNY 1,234,567.80');
    expect(cell('汇率')).toHaveTextContent('7.1234');
    expect(cell('类型')).toHaveTextContent('货款');
  });

  it('status as its machine’s coloured tag, enabled, user, date, datetime, sku', () => {
    renderColumns();
    expect(cell('状态').textContent).toBe('待审核');
    expect(cell('状态').querySelector('.semi-tag')!.className).toContain('orange');
    expect(cell('启用')).toHaveTextContent('停用');
    expect(cell('创建人')).toHaveTextContent('张伟');
    expect(cell('付款日')).toHaveTextContent('2026-11-20');
    expect(cell('创建时间')).toHaveTextContent(formatDateTime('2026-11-20T08:30:00Z'));
    expect(cell('SKU')).toHaveTextContent('HOME-001');
  });

  it('attachments as links when they can be opened, a status outside the workflows by its looks, a page’s own empty text', () => {
    renderColumns();
    expect(within(cell('附件')).getByRole('link', { name: '合同.pdf' })).toHaveAttribute('href', '/api/tool/file/5');
    expect(within(cell('附件')).queryByRole('link', { name: '发票.pdf' })).toBeNull();
    expect(cell('附件')).toHaveTextContent('发票.pdf');
    expect(cell('在职状态')).toHaveTextContent('在职');
    expect(cell('飞书账号')).toHaveTextContent('未绑定');
  });
});
