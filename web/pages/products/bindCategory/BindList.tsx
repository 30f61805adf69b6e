import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { skuFields } from '@shared/api/products/fields';
import { skuBindScreen } from '@shared/api/products/screens';
import { getBaseSkuList, type SkuRow } from '@shared/api/products/sku';
import { fieldColumns } from '../../../components/fields';
import { AddButton, ResourceList, useResourceList } from '../../../components/resource';
import { categorySelectProps, useCategoryTree } from '../common/pickers';
import { BindForm } from './BindForm';

const FILTERS = { sku: '', spu: '', categoryId: '', unbound: 'true' };
const BOUND_OPTIONS = [{ value: 'true', label: '未绑定' }, { value: 'false', label: '已绑定' }];

/** SKU绑定品类: SKUs without a category first; choose some (or paste codes) and bind them in one go. */
export function BindList() {
  const state = useResourceList({ endpoint: getBaseSkuList, filters: FILTERS });
  const [selected, setSelected] = useState<Array<string | number>>([]);
  const [open, setOpen] = useState(false);
  const categories = useCategoryTree();
  const rows: SkuRow[] = state.list.rows;
  const chosen = rows.filter((r) => selected.includes(r.id)).map((r) => r.sku);
  return (
    <>
      <ResourceList
        title="SKU"
        state={state}
        tableKey="products.bindCategory"
        columns={fieldColumns(skuFields, ['sku', 'spu', 'name', 'brandName', 'categoryPath', 'status', 'createdAt'])}
        selection={{ selectedKeys: selected, onChange: setSelected }}
        rowKey={(r) => r.id}
        filterFields={
          <>
            <Form.Input field="sku" label="SKU" showClear style={{ width: 160 }} placeholder="前缀匹配" />
            <Form.Input field="spu" label="SPU" showClear style={{ width: 140 }} placeholder="前缀匹配" />
            <Form.Select field="unbound" label="绑定状态" showClear style={{ width: 120 }} optionList={BOUND_OPTIONS} />
            <Form.TreeSelect field="categoryId" label="品类" treeData={categories} style={{ width: 200 }} {...categorySelectProps} />
          </>
        }
        toolbar={
          <AddButton code={skuBindScreen.code('bind')} onClick={() => setOpen(true)}>
            {chosen.length ? `绑定品类（已选${chosen.length}个）` : '绑定品类'}
          </AddButton>
        }
      />
      <BindForm key={open ? chosen.join(',') : 'closed'} skus={chosen} visible={open} onClose={() => setOpen(false)} onSaved={() => { setSelected([]); state.refresh(); }} />
    </>
  );
}
