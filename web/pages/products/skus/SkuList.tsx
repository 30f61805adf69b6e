import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { getBaseSkuList, type SkuRow } from '@shared/api/products/sku';
import { skuFields } from '@shared/api/products/fields';
import { productScreen } from '@shared/api/products/screens';
import { fieldColumns } from '../../../components/fields';
import { AddButton, EditAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { categorySelectProps, STATUS_OPTIONS, useCategoryTree, useListingPlatforms } from '../common/pickers';
import { SkuImage } from '../common/SkuImage';
import { SkuForm } from './SkuForm';
import { useOptions } from '../../../components/options';

const FILTERS = { sku: '', spu: '', brandId: '', categoryId: '', status: '', platformId: '', asin: '' };

type Dialog = { kind: 'add' } | { kind: 'edit'; sku: SkuRow } | null;

/** 产品管理: SKUs with their category, status, size and listings per platform. */
export function SkuList() {
  const state = useResourceList({ endpoint: getBaseSkuList, filters: FILTERS });
  const [dialog, setDialog] = useState<Dialog>(null);
  const categories = useCategoryTree();
  const brands = useOptions('brands', { asText: true }).options;
  const platforms = useListingPlatforms();
  const columns = [
    { key: 'image', title: '图片', width: 64, render: (r: SkuRow) => (r.imageUrl ? <SkuImage url={r.imageUrl} /> : null) },
    ...fieldColumns(skuFields, ['sku', 'spu', 'name', 'nameEn', 'brandName', 'categoryPath', 'status', 'size', 'weightG', 'listings', 'remark', 'createdAt', 'updatedAt']),
    {
      key: 'actions',
      title: '操作',
      pinned: true,
      fixed: 'right' as const,
      width: 80,
      render: (r: SkuRow) => (
        <RowActions>
          <EditAction code={productScreen.code('edit')} onClick={() => setDialog({ kind: 'edit', sku: r })} />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <ResourceList
        title="SKU"
        state={state}
        tableKey="products.skus"
        columns={columns}
        filterFields={
          <>
            <Form.Input field="sku" label="SKU" showClear style={{ width: 160 }} placeholder="前缀匹配" />
            <Form.Input field="spu" label="SPU" showClear style={{ width: 140 }} placeholder="前缀匹配" />
            <Form.Select field="brandId" label="品牌" showClear filter style={{ width: 140 }} optionList={brands} />
            <Form.TreeSelect field="categoryId" label="品类" treeData={categories} style={{ width: 200 }} {...categorySelectProps} />
            <Form.Select field="status" label="状态" showClear style={{ width: 110 }} optionList={STATUS_OPTIONS} />
            <Form.Select field="platformId" label="平台" showClear style={{ width: 150 }} optionList={platforms.map((p) => ({ value: String(p.id), label: p.name }))} />
            <Form.Input field="asin" label="ASIN" showClear style={{ width: 140 }} />
          </>
        }
        toolbar={
          <AddButton code={productScreen.code('add')} onClick={() => setDialog({ kind: 'add' })}>
            新增SKU
          </AddButton>
        }
      />
      <SkuForm key={dialog?.kind === 'edit' ? dialog.sku.id : 'new'} visible={dialog !== null} sku={dialog?.kind === 'edit' ? dialog.sku : undefined} onClose={() => setDialog(null)} onSaved={state.refresh} />
    </>
  );
}
