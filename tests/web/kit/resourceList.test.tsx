import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from '@douyinfe/semi-ui';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint, needs } from '@shared/api/contract';
import type { Code } from '@shared/screen/define';
import { paymentMachine } from '@shared/workflow';
import { ResourceList, useResourceList } from '../../../web/components/resource';
import { address, fakeServer, renderPortal } from './portal';

// A made-up screen of this test only (not in the catalog).
const TEST_MENU = '/test/payments' as Code;

type Row = { id: number; serialNo: string; payee: string };

const rows = Array.from({ length: 45 }, (_, i): Row => ({ id: i + 1, serialNo: `FK${String(i + 1).padStart(3, '0')}`, payee: i % 2 ? 'Acme Ltd' : 'Globex' }));

const listEndpoint = endpoint({
  method: 'GET',
  path: '/api/test/payments',
  access: needs(TEST_MENU),
  summary: 'test list',
  response: z.object({ total: z.number(), rows: z.array(z.object({ id: z.number(), serialNo: z.string(), payee: z.string() })) }),
});
const countsEndpoint = endpoint({ method: 'GET', path: '/api/test/payments/tabs', access: needs(TEST_MENU), summary: 'test counts', response: z.record(z.string(), z.number()) });
const wholeEndpoint = endpoint({ method: 'GET', path: '/api/test/stores', access: needs(TEST_MENU), summary: 'test whole list', response: z.array(z.object({ id: z.number(), serialNo: z.string(), payee: z.string() })) });

const FILTERS = { status: '', payee: '' };

/** Pages of 45 requests; the payee filter and the status narrow them; counts per status for the tabs. */
function listServer() {
  return fakeServer((r) => {
    if (r.url === countsEndpoint.path) return { data: { draft: 5, pending_audit: 40 } };
    if (r.url === wholeEndpoint.path) return { data: rows };
    const page = Number(r.params.page);
    const limit = Number(r.params.limit);
    const matching = rows.filter((row) => !r.params.payee || row.payee === r.params.payee).filter((row) => r.params.status !== 'draft' || row.id <= 5);
    return { data: { total: matching.length, rows: matching.slice((page - 1) * limit, page * limit) } };
  });
}

function Payments({ onOpen = () => undefined }: { onOpen?(row: Row): void }) {
  const state = useResourceList({ endpoint: listEndpoint, counts: countsEndpoint, filters: FILTERS });
  return (
    <ResourceList
      title="付款申请"
      state={state}
      machine={paymentMachine}
      tableKey="test.payments"
      columns={[
        { key: 'serialNo', title: '流水号' },
        { key: 'payee', title: '收款方' },
      ]}
      filterFields={<Form.Input field="payee" label="收款方" />}
      toolbar={<button>新增</button>}
      open={{ column: 'serialNo', onOpen }}
    />
  );
}

const grid = () => screen.getByRole('grid');
const lastList = (sent: ReturnType<typeof listServer>['sent']) => sent.filter((r) => r.url === listEndpoint.path).at(-1)!;

describe('ResourceList and useResourceList: a list screen', () => {
  it('shows the first page, the total, the toolbar and the status tabs with their counts', async () => {
    const { sent } = listServer();
    renderPortal(<Payments />, { url: '/payments' });
    expect(await within(grid()).findByText('FK001')).toBeInTheDocument();
    expect(within(grid()).getByText('FK020')).toBeInTheDocument();
    expect(within(grid()).queryByText('FK021')).toBeNull();
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '全部 (45)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待审核 (40)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已付款 (0)' })).toBeInTheDocument();
    expect(lastList(sent).params).toMatchObject({ page: 1, limit: 20 });
  });

  it('a status tab narrows the list and stays in the address', async () => {
    const { sent } = listServer();
    renderPortal(<Payments />, { url: '/payments' });
    fireEvent.click(await screen.findByRole('tab', { name: '草稿 (5)' }));
    await waitFor(() => expect(address()).toBe('/payments?status=draft'));
    await waitFor(() => expect(screen.getByText('共 5 条')).toBeInTheDocument());
    expect(lastList(sent).params).toMatchObject({ status: 'draft' });
  });

  it('reads its filters from the address, and 查询 puts new ones there', async () => {
    const { sent } = listServer();
    renderPortal(<Payments />, { url: '/payments?payee=Globex' });
    expect(await screen.findByText('共 23 条')).toBeInTheDocument();
    expect((screen.getByLabelText('收款方') as HTMLInputElement).value).toBe('Globex');
    expect(lastList(sent).params).toMatchObject({ payee: 'Globex' });
    fireEvent.change(screen.getByLabelText('收款方'), { target: { value: 'Acme Ltd' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(address()).toBe('/payments?payee=Acme+Ltd'));
    expect(await screen.findByText('共 22 条')).toBeInTheDocument();
  });

  it('the pager asks for the next page and keeps it in the address', async () => {
    const { sent } = listServer();
    renderPortal(<Payments />, { url: '/payments' });
    await within(grid()).findByText('FK001');
    fireEvent.click(screen.getByText('2', { selector: 'li' }));
    expect(await within(grid()).findByText('FK021')).toBeInTheDocument();
    expect(address()).toBe('/payments?page=2');
    expect(lastList(sent).params).toMatchObject({ page: 2, limit: 20 });
  });

  it('opens a record from its serial number', async () => {
    listServer();
    const onOpen = vi.fn();
    renderPortal(<Payments onOpen={onOpen} />, { url: '/payments' });
    fireEvent.click(await within(grid()).findByText('FK003'));
    expect(onOpen).toHaveBeenCalledWith(rows[2]);
  });

  it('pages a list its endpoint answers whole', async () => {
    listServer();
    function Stores() {
      const state = useResourceList({ endpoint: wholeEndpoint, filters: {} });
      return <ResourceList title="店铺" state={state} tableKey="test.stores" columns={[{ key: 'serialNo', title: '编号' }]} />;
    }
    renderPortal(<Stores />, { url: '/stores?page=3' });
    expect(await within(grid()).findByText('FK041')).toBeInTheDocument();
    expect(within(grid()).getAllByRole('row')).toHaveLength(6); // the header and rows 41 to 45
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
  });
});
