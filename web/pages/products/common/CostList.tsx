import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { addProductCostExcelTask, COST_IMPORT_KIND, COST_TEMPLATE_FILE, costManageProductList, costOriginLabels, importProductCost, type ProductCostRow } from '@shared/api/products/cost';
import { productCostFields } from '@shared/api/products/fields';
import { productCostScreen } from '@shared/api/products/screens';
import { ImportButton, TemplateDownloadLink } from '../../../components/excel';
import { fieldColumns } from '../../../components/fields';
import { optionsOf } from '../../../components/pickers/options';
import { ExportButton, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { LockButton } from '../../../components/LockButton';
import { Auth } from '../../../lib/session/Auth';
import { CostForm } from './CostForm';
import { CostHistory } from './CostHistory';
import { useOptions } from '../../../components/options';
import { categorySelectProps, STATUS_OPTIONS, useCategoryTree } from './pickers';
import {  } from '../../../components/options';

const FILTERS = { sku: '', spu: '', brandId: '', categoryId: '', status: '', origin: '', hasCost: '' };
const HAS_COST = [{ value: 'true', label: '已设置' }, { value: 'false', label: '未设置' }];

/**
 * The cost list of 产品成本价 (`editable`: change a cost, import many) and 产品成本核算 (`exportable`:
 * export a report-centre task); both open the cost's origin and history.
 */
export function CostList({ editable = false, exportable = false, tableKey }: { editable?: boolean; exportable?: boolean; tableKey: string }) {
  const state = useResourceList({ endpoint: costManageProductList, filters: FILTERS });
  const [editing, setEditing] = useState<ProductCostRow | null>(null);
  const [viewing, setViewing] = useState<ProductCostRow | null>(null);
  const categories = useCategoryTree();
  const brands = useOptions('brands', { asText: true }).options;
  const columns = [
    ...fieldColumns(productCostFields, ['sku', 'spu', 'name', 'brandName', 'categoryPath', 'status', 'unitCost', 'origin', 'remark', 'updatedByName', 'updatedAt']),
    {
      key: 'actions',
      title: '操作',
      pinned: true,
      fixed: 'right' as const,
      width: editable ? 170 : 90,
      render: (r: ProductCostRow) => (
        <RowActions>
          {editable && (
            <Auth code={productCostScreen.code('edit')}>
              <LockButton size="small" theme="borderless" onClick={() => setEditing(r)}>
                修改成本
              </LockButton>
            </Auth>
          )}
          <LockButton size="small" theme="borderless" onClick={() => setViewing(r)}>
            成本来源
          </LockButton>
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <ResourceList
        title="产品成本"
        state={state}
        tableKey={tableKey}
        columns={columns}
        filterFields={
          <>
            <Form.Input field="sku" label="SKU" showClear style={{ width: 160 }} placeholder="前缀匹配" />
            <Form.Input field="spu" label="SPU" showClear style={{ width: 140 }} placeholder="前缀匹配" />
            <Form.Select field="brandId" label="品牌" showClear style={{ width: 140 }} optionList={brands} />
            <Form.TreeSelect field="categoryId" label="品类" treeData={categories} style={{ width: 200 }} {...categorySelectProps} />
            <Form.Select field="status" label="产品状态" showClear style={{ width: 110 }} optionList={STATUS_OPTIONS} />
            <Form.Select field="origin" label="成本来源" showClear style={{ width: 120 }} optionList={optionsOf(costOriginLabels)} />
            <Form.Select field="hasCost" label="成本价" showClear style={{ width: 110 }} optionList={HAS_COST} />
          </>
        }
        toolbar={
          <>
            {exportable && <ExportButton endpoint={addProductCostExcelTask} query={state.query} />}
            {editable && (
              <Auth code={productCostScreen.code('import')}>
                <ImportButton endpoint={importProductCost} onImported={state.refresh} />
                <TemplateDownloadLink kind={COST_IMPORT_KIND} fileName={COST_TEMPLATE_FILE} />
              </Auth>
            )}
          </>
        }
      />
      <CostForm key={editing?.skuId ?? 'none'} row={editing} onClose={() => setEditing(null)} onSaved={state.refresh} />
      <CostHistory row={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
