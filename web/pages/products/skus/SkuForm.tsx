import { useState } from 'react';
import { ArrayField, Button, Form, Space, Typography } from '@douyinfe/semi-ui';
import { IconDelete, IconPlus } from '@douyinfe/semi-icons';
import { addOrUpdSku, skuBody, type SkuRow } from '@shared/api/products/sku';
import { uploadFile } from '@shared/api/tool';
import { FormDialog } from '../../../components/form/FormDialog';
import { formValues } from '../../../components/form/zodForm';
import { call, upload } from '../../../lib/api';
import { SkuImage } from '../common/SkuImage';
import { categorySelectProps, STATUS_OPTIONS, useCategoryTree, useListingPlatforms } from '../common/pickers';

const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

function initial(sku?: SkuRow) {
  if (!sku) return { status: 'draft', listings: [] };
  return {
    ...formValues(sku),
    brand: sku.brandName,
    categoryId: sku.categoryId ? String(sku.categoryId) : undefined,
    listings: sku.listings.map((l) => ({ platformId: l.platformId, asin: l.asin, msku: l.msku, storeId: l.storeId ?? undefined })),
  };
}

/** 新增/编辑 SKU: codes, names, brand, category, status, image, size and weight, and its listings per platform. */
export function SkuForm({ sku, visible, onClose, onSaved }: { sku?: SkuRow; visible: boolean; onClose(): void; onSaved(): void }) {
  const categories = useCategoryTree(true);
  const platforms = useListingPlatforms();
  const [image, setImage] = useState<{ id: number; url: string } | null>(sku?.imageId ? { id: sku.imageId, url: sku.imageUrl! } : null);
  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    const saved = await upload(uploadFile, file);
    setImage({ id: saved.id, url: saved.url });
  };
  return (
    <FormDialog
      title={sku ? `编辑SKU：${sku.sku}` : '新增SKU'}
      visible={visible}
      width={760}
      schema={skuBody}
      initValues={initial(sku)}
      successText={sku ? '保存成功' : '新增成功'}
      onClose={onClose}
      onSubmit={async (body) => {
        await call(addOrUpdSku, { body: { ...body, id: sku?.id, version: sku?.version, imageId: image?.id ?? null } });
        onSaved();
      }}
    >
      {(values) => (
        <>
          <Form.Input field="sku" label="SKU" disabled={Boolean(sku)} placeholder="字母、数字、- 和 _，保存为大写" />
          <Form.Input field="spu" label="SPU" placeholder="同款不同规格共用；不填则同 SKU" />
          <Form.Input field="name" label="产品名称" />
          <Form.Input field="nameEn" label="英文名称" />
          <Form.Input field="brand" label="品牌" placeholder="已有品牌或新品牌名称" />
          <Form.TreeSelect field="categoryId" label="品类" treeData={categories} placeholder="选择三级品类" style={{ width: '100%' }} {...categorySelectProps} />
          <Form.RadioGroup field="status" label="状态" options={STATUS_OPTIONS} />
          <Form.Slot label="图片">
            <Space>
              {image && <SkuImage url={image.url} size={64} />}
              <input type="file" accept={IMAGE_TYPES} aria-label="产品图片" onChange={(e) => void pickImage(e.target.files?.[0])} />
              {image && <Button size="small" theme="borderless" onClick={() => setImage(null)}>移除</Button>}
            </Space>
          </Form.Slot>
          <Space>
            <Form.Input field="lengthCm" label="长(cm)" style={{ width: 90 }} />
            <Form.Input field="widthCm" label="宽(cm)" labelWidth={60} style={{ width: 90 }} />
            <Form.Input field="heightCm" label="高(cm)" labelWidth={60} style={{ width: 90 }} />
          </Space>
          <Form.InputNumber field="weightG" label="重量(克)" min={1} precision={0} style={{ width: 160 }} />
          <Form.Slot label="平台 listing">
            <ArrayField field="listings">
              {({ add, arrayFields }) => (
                <div>
                  {arrayFields.map(({ field, key, remove }, i) => {
                    const platformId = (values.listings as Array<{ platformId?: number }> | undefined)?.[i]?.platformId;
                    const stores = platforms.find((p) => p.id === platformId)?.stores ?? [];
                    return (
                      <Space key={key} align="start" data-testid="listing-row">
                        <Form.Select field={`${field}[platformId]`} noLabel placeholder="平台" aria-label="平台" style={{ width: 150 }} optionList={platforms.map((p) => ({ value: p.id, label: p.name }))} />
                        <Form.Input field={`${field}[asin]`} noLabel placeholder="ASIN" aria-label="ASIN" style={{ width: 130 }} />
                        <Form.Input field={`${field}[msku]`} noLabel placeholder="MSKU" aria-label="MSKU" style={{ width: 150 }} />
                        <Form.Select field={`${field}[storeId]`} noLabel placeholder="店铺（可选）" showClear style={{ width: 140 }} optionList={stores.map((st) => ({ value: st.id, label: st.name }))} />
                        <Button type="danger" theme="borderless" icon={<IconDelete />} aria-label="删除 listing" onClick={remove} />
                      </Space>
                    );
                  })}
                  <Button icon={<IconPlus />} theme="borderless" onClick={() => add()} disabled={platforms.length === 0}>
                    添加 listing
                  </Button>
                  {platforms.length === 0 && <Typography.Text type="tertiary">尚无可用平台</Typography.Text>}
                </div>
              )}
            </ArrayField>
          </Form.Slot>
          <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={500} />
        </>
      )}
    </FormDialog>
  );
}
