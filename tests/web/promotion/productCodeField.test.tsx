import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from '@douyinfe/semi-ui';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form';
import { describe, expect, it } from 'vitest';
import { queryPermissionSku } from '@shared/api/products/sku';
import { searchLimitSpu } from '@shared/api/promotion/limits';
import { ProductCodeField } from '../../../web/pages/promotion/productLimits/ProductCodeField';
import { fakeServer, renderPortal } from '../kit/portal';

const SKUS = [
  { id: 1, sku: 'HM-001-BK', spu: 'HM-001', name: '收纳盒 黑', status: 'on_sale', brandName: 'Crossdock' },
  { id: 2, sku: 'HM-001-WH', spu: 'HM-001', name: '收纳盒 白', status: 'on_sale', brandName: 'Crossdock' },
];
const SPUS = [
  { spu: 'HM-001', skuCount: 2 },
  { spu: 'HM-002', skuCount: 5 },
];

function catalogueServer() {
  return fakeServer((r) => {
    const prefix = (key: string) => String(r.params[key] ?? '').toUpperCase();
    if (r.url === queryPermissionSku.path) return { data: SKUS.filter((s) => s.sku.startsWith(prefix('sku'))) };
    if (r.url === searchLimitSpu.path) return { data: SPUS.filter((s) => s.spu.startsWith(prefix('spu'))) };
    return { resCode: 404, resDes: `no fake for ${r.url}` };
  });
}

/** The field in a form, as 产品费用限额's dialog holds it; answers the form's api to read the value. */
function renderField(kind: 'sku' | 'spu') {
  let api: FormApi | undefined;
  renderPortal(
    <Form getFormApi={(a) => (api = a)}>
      <ProductCodeField kind={kind} code={undefined} />
    </Form>,
  );
  return () => api!.getValue('code') as unknown;
}

/** Opens the select labelled `label` and types `text` into its search box. */
async function typeInto(label: string, text: string) {
  const select = screen.getByText(label).closest('.semi-form-field')!.querySelector('.semi-select') as HTMLElement;
  fireEvent.click(select);
  const input = await waitFor(() => select.querySelector('input') ?? Promise.reject(new Error('no search box')));
  fireEvent.change(input, { target: { value: text } });
}

const optionNamed = (name: string) =>
  waitFor(() => [...document.querySelectorAll<HTMLElement>('.semi-select-option')].find((o) => o.textContent === name) ?? Promise.reject(new Error(`no option ${name}`)));

/** Picks an option; happy-dom runs no CSS animation, and Semi applies a pick once the dropdown's closing one ends. */
async function pick(name: string) {
  fireEvent.click(await optionNamed(name));
  await waitFor(() => expect(document.querySelector('[class*=animation-hide]')).not.toBeNull());
  document.querySelectorAll('[class*=animation-hide]').forEach((e) => fireEvent.animationEnd(e));
}

describe('产品费用限额: the SKU/SPU picker (ProductCodeField)', () => {
  it('维度 SPU searches SPUs by SPU prefix on the server and keeps the SPU code', async () => {
    const server = catalogueServer();
    const value = renderField('spu');
    await typeInto('SPU', 'hm-00');
    await waitFor(() => expect(server.gets(searchLimitSpu.path).at(-1)?.params).toEqual({ spu: 'hm-00', limit: 50 }));
    await pick('HM-002（5个SKU）');
    await waitFor(() => expect(value()).toBe('HM-002'));
    expect(server.gets(queryPermissionSku.path)).toEqual([]);
  });

  it('维度 SKU keeps its SKU search and the SKU code', async () => {
    const server = catalogueServer();
    const value = renderField('sku');
    await typeInto('SKU', 'HM-001-W');
    await waitFor(() => expect(server.gets(queryPermissionSku.path).at(-1)?.params).toEqual({ sku: 'HM-001-W', limit: 50 }));
    await pick('HM-001-WH 收纳盒 白');
    await waitFor(() => expect(value()).toBe('HM-001-WH'));
    expect(server.gets(searchLimitSpu.path)).toEqual([]);
  });
});
