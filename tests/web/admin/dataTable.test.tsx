import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from '../../../web/components/table/DataTable';
import { columnSettingsStore } from '../../../web/components/table/columnSettingsStore';
import { StatusTag } from '../../../web/components/table/StatusTag';
import { totalText } from '../../../web/components/table/TotalText';
import type { ListQuery } from '../../../web/components/table/useListQuery';

type Row = { id: number; name: string; status: string; note: string | null };

const columns: DataColumn<Row>[] = [
  { key: 'name', title: '姓名' },
  { key: 'status', title: '状态', render: (r) => <StatusTag value={r.status} looks={{ active: { text: '在职', color: 'green' } }} /> },
  { key: 'note', title: '备注' },
  { key: 'actions', title: '操作', pinned: true, render: (r) => <button>编辑{r.id}</button> },
];

function listOf(partial: Partial<ListQuery<Row>>): ListQuery<Row> {
  return { rows: [], total: 0, totalCapped: false, loading: false, error: undefined, page: 1, limit: 20, setPage: vi.fn(), refresh: vi.fn(), ...partial };
}

describe('totalText', () => {
  it('says 共 N 条, and an honest 10,000+ when the server stopped counting', () => {
    expect(totalText(1234)).toBe('共 1,234 条');
    expect(totalText(10000, true)).toBe('共 10,000+ 条（只显示前 10,000 条，请缩小筛选范围）');
  });
});

describe('DataTable', () => {
  it('renders rows with default and custom cells, the total and the pager', () => {
    const rows = [
      { id: 1, name: '张伟', status: 'active', note: null },
      { id: 2, name: '李娜', status: 'gone', note: '备注' },
    ];
    render(<DataTable tableKey="t.rows" columns={columns} list={listOf({ rows, total: 42 })} />);
    const grid = screen.getByRole('grid');
    expect(within(grid).getByText('张伟')).toBeInTheDocument();
    expect(within(grid).getByText('在职')).toBeInTheDocument();
    expect(within(grid).getByText('gone')).toBeInTheDocument(); // unknown status shows as itself
    expect(within(grid).getAllByText('-').length).toBeGreaterThan(0); // empty cell
    expect(within(grid).getByRole('button', { name: '编辑2' })).toBeInTheDocument();
    expect(screen.getByText('共 42 条')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument(); // 42 rows / 20 = 3 pages
  });

  it('shows the capped total honestly', () => {
    render(<DataTable tableKey="t.capped" columns={columns} list={listOf({ rows: [{ id: 1, name: 'a', status: 'active', note: null }], total: 10000, totalCapped: true })} />);
    expect(screen.getByText(/共 10,000\+ 条/)).toBeInTheDocument();
  });

  it('shows the empty text, or a load failure, when there are no rows', () => {
    const { unmount } = render(<DataTable tableKey="t.empty" columns={columns} list={listOf({})} emptyText="没有符合条件的用户" />);
    expect(screen.getByText('没有符合条件的用户')).toBeInTheDocument();
    expect(screen.getByText('共 0 条')).toBeInTheDocument();
    unmount();
    render(<DataTable tableKey="t.empty" columns={columns} list={listOf({ error: new Error('x') as never })} />);
    expect(screen.getByText('加载失败，请稍后重试')).toBeInTheDocument();
  });

  it('goes back to the last page when the current one is past the end (last row deleted)', async () => {
    const setPage = vi.fn();
    render(<DataTable tableKey="t.past" columns={columns} list={listOf({ rows: [], total: 40, page: 3, setPage })} />);
    await waitFor(() => expect(setPage).toHaveBeenCalledWith(2));
  });

  it('leaves out the columns hidden in 列设置 and keeps the pinned ones', () => {
    columnSettingsStore.save('t.hidden', { order: ['note', 'name', 'status'], hidden: ['status'] });
    render(<DataTable tableKey="t.hidden" columns={columns} list={listOf({ rows: [{ id: 1, name: 'a', status: 'active', note: 'n' }], total: 1 })} />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['备注', '姓名', '操作']);
  });
});
