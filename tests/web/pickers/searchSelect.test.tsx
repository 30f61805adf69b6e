import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeInventory, inventorySkus } from '@shared/api/supply/inventory';
import { inventoryScreen } from '@shared/api/supply/screens';
import { queryWarehouseName } from '@shared/api/reference/platforms';
import { addOrUpdKolRequire, getAllChangeUser, getMarketPlatInfo } from '@shared/api/kol/require';
import { ChangeButton } from '../../../web/pages/supply/inventory/ChangeDialog';
import { RequireForm } from '../../../web/pages/kol/requires/RequireForm';
import { fakeServer, renderPortal } from '../kit/portal';

/** The SKU catalogue; the server answers the first two of a prefix (it answers 50 of a million). */
const catalogue = [
  { id: 101, sku: 'AB-100', name: '收纳盒' },
  { id: 102, sku: 'AB-200', name: '挂钩' },
  { id: 201, sku: 'CD-100', name: '毛巾架' },
];

/** Opens the Semi select labelled `label` inside `scope` and types `text` (if any) into its search box. */
async function searchIn(scope: HTMLElement, label: string, text?: string) {
  const select = within(scope).getByText(label).closest('.semi-form-field')!.querySelector('.semi-select') as HTMLElement;
  fireEvent.click(select);
  if (text === undefined) return select;
  const input = await waitFor(() => select.querySelector('input') ?? Promise.reject(new Error(`${label}: no search box`)));
  fireEvent.change(input, { target: { value: text } });
  return select;
}

/** An option of the open dropdown (Semi renders it in a layer outside the dialog). */
const options = () => [...document.querySelectorAll<HTMLElement>('.semi-select-option')];
const anyOption = (name: string) => options().find((o) => o.textContent === name) ?? null;
const optionNamed = (name: string) => waitFor(() => anyOption(name) ?? Promise.reject(new Error(`no option ${name} in ${options().map((o) => o.textContent).join(', ')}`)));
/** The dropdown's closing animation ends (happy-dom runs no CSS animation; Semi applies a pick after it). */
const closed = () => document.querySelectorAll('[class*=animation-hide]').forEach((e) => fireEvent.animationEnd(e));
/** Clicks the option `name` of the open dropdown; the select takes it once the dropdown has closed. */
async function pick(name: string) {
  fireEvent.click(await optionNamed(name));
  await waitFor(() => expect(document.querySelector('[class*=animation-hide]')).not.toBeNull());
  closed();
}

describe('searched picks (SearchSelect)', () => {
  it('库存调整: a picked SKU keeps its code and name after the next search answers without it, and is what is saved', async () => {
    const server = fakeServer((r) => {
      if (r.url === inventorySkus.path) return { data: catalogue.filter((s) => s.sku.startsWith(String(r.params.sku ?? ''))).slice(0, 2) };
      if (r.url === queryWarehouseName.path) return { data: [{ id: 7, name: '深圳仓' }] };
      if (r.url === changeInventory.path) return { data: { qty: 12 } };
      return { resCode: 404, resDes: `no fake for ${r.url}` };
    });
    renderPortal(<ChangeButton onDone={() => undefined} />, { codes: [inventoryScreen.code('change')] });
    fireEvent.click(screen.getByRole('button', { name: '库存调整' }));
    const dialog = await screen.findByRole('dialog', { name: '库存调整' });

    const sku = await searchIn(dialog, 'SKU', 'CD');
    await pick('CD-100 毛巾架');
    await waitFor(() => expect(sku).toHaveTextContent('CD-100 毛巾架'));

    // Search again: the answers (AB-…, then the first two SKUs once the box is left) leave the pick
    // out; it still shows its code and name, not its id.
    await searchIn(dialog, 'SKU', 'AB');
    await optionNamed('AB-200 挂钩');
    fireEvent.keyDown(sku, { key: 'Escape', keyCode: 27 });
    closed();
    await waitFor(() => expect(server.gets(inventorySkus.path).at(-1)?.params).toEqual({}));
    fireEvent.click(sku);
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['CD-100 毛巾架', 'AB-100 收纳盒', 'AB-200 挂钩']));
    fireEvent.keyDown(sku, { key: 'Escape', keyCode: 27 });
    closed();
    expect(sku).toHaveTextContent('CD-100 毛巾架');
    expect(sku).not.toHaveTextContent('201');

    const warehouse = await searchIn(dialog, '仓库');
    await pick('深圳仓');
    await waitFor(() => expect(warehouse).toHaveTextContent('深圳仓'));
    fireEvent.change(within(dialog).getByLabelText('增减数量'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('调整原因'), { target: { value: '盘点' } });
    fireEvent.click(screen.getByText('调整').closest('button')!);
    await waitFor(() => expect(server.sent.find((r) => r.method === 'POST')?.body).toEqual({ skuId: 201, warehouseId: 7, qty: 5, reason: '盘点' }));
  });

  it('KOL需求 form: the 市场平台 of the typed SKU is picked, shown and sent', async () => {
    const server = fakeServer((r) => {
      if (r.url === getAllChangeUser.path) return { data: [] };
      if (r.url === getMarketPlatInfo.path)
        return { data: { sku: 'AB-100', productName: '收纳盒', platforms: [{ platformId: 3, platformName: 'Amazon US', asin: 'B0TEST', storeName: null }] } };
      if (r.url === addOrUpdKolRequire.path) return { data: { id: 9 } };
      return { resCode: 404, resDes: `no fake for ${r.url}` };
    });
    let saved = 0;
    renderPortal(<RequireForm visible onClose={() => undefined} onSaved={(id) => (saved = id)} />);
    const dialog = await screen.findByRole('dialog', { name: '新增KOL需求' });
    fireEvent.change(within(dialog).getByLabelText('SKU'), { target: { value: 'AB-100' } });
    expect(await within(dialog).findByText('收纳盒')).toBeInTheDocument();

    const platform = within(dialog).getByText('市场平台').closest('.semi-form-field')!.querySelector('.semi-select') as HTMLElement;
    fireEvent.click(platform);
    await pick('Amazon US（B0TEST）');
    await waitFor(() => expect(platform).toHaveTextContent('Amazon US（B0TEST）'));
    fireEvent.change(within(dialog).getByLabelText('预算'), { target: { value: '300' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved).toBe(9));
    expect(server.sent.find((r) => r.method === 'POST')?.body).toMatchObject({ sku: 'AB-100', platformId: 3, budget: '300' });
  });
});
