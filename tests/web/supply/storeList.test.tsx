import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryWarehouseName } from '@shared/api/reference/platforms';
import { supplyStoreScreen } from '@shared/api/supply/screens';
import { saveSupplyStore, supplyStoreList } from '@shared/api/supply/stores';
import SupplyStoresPage from '../../../web/pages/supply/stores';
import { fakeServer, renderPortal } from '../kit/portal';

const stores = [
  { storeId: 1, storeName: 'Crossdock Home US', channel: 'FBA', platformName: 'Amazon US', warehouseId: 3, warehouseName: 'Amazon FBA ONT8', transportMode: 'sea', safetyWeeks: 4, enabled: true },
  { storeId: 2, storeName: 'Crossdock Walmart', channel: 'WFS', platformName: 'Walmart US', warehouseId: null, warehouseName: null, transportMode: null, safetyWeeks: null, enabled: false },
];

function storeServer() {
  return fakeServer((r) => {
    if (r.url === supplyStoreList.path) return { data: stores };
    if (r.url === queryWarehouseName.path) return { data: [{ id: 3, name: 'Amazon FBA ONT8' }, { id: 4, name: 'WFS Dallas' }] };
    if (r.url === saveSupplyStore.path) return { data: { ...stores[1], ...r.body } };
    return { resCode: 404, resDes: `no fake for ${r.url}` };
  });
}

const rowOf = (name: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(name))!;

describe('供货店铺', () => {
  it('lists the stores with their supply settings; 编辑 only for holders of the code', async () => {
    storeServer();
    renderPortal(<SupplyStoresPage />, { codes: [supplyStoreScreen.menu] });
    await screen.findByText('Crossdock Home US');
    const home = rowOf('Crossdock Home US');
    expect(home).toHaveTextContent('Amazon FBA ONT8');
    expect(home).toHaveTextContent('海运');
    expect(home).toHaveTextContent('是');
    expect(rowOf('Crossdock Walmart')).toHaveTextContent('否');
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('编辑 sets a store’s warehouse, transport mode and safety weeks, starting from sea, 2 weeks, taking part', async () => {
    const server = storeServer();
    renderPortal(<SupplyStoresPage />, { codes: [supplyStoreScreen.menu, supplyStoreScreen.code('edit')] });
    await screen.findByText('Crossdock Walmart');
    const walmart = rowOf('Crossdock Walmart');
    fireEvent.click(within(walmart).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '供货参数：Crossdock Walmart' });
    expect(within(dialog).getByText('海运')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('安全库存(周)')).toHaveValue('2');
    expect(within(dialog).getByRole('switch')).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('目的仓不正确')).toBeInTheDocument();
    expect(server.sent.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));

    // A store already planned for: its own settings, saved as they are with new safety weeks.
    fireEvent.click(within(rowOf('Crossdock Home US')).getByRole('button', { name: '编辑' }));
    const home = await screen.findByRole('dialog', { name: '供货参数：Crossdock Home US' });
    expect(within(home).getByText('Amazon FBA ONT8')).toBeInTheDocument();
    fireEvent.change(within(home).getByLabelText('安全库存(周)'), { target: { value: '6' } });
    fireEvent.click(within(home).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.sent.find((r) => r.method === 'POST')?.body).toEqual({ storeId: 1, warehouseId: 3, transportMode: 'sea', safetyWeeks: 6, enabled: true }));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    await waitFor(() => expect(server.gets(supplyStoreList.path)).toHaveLength(2));
  });
});
