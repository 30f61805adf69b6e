import { Form } from '@douyinfe/semi-ui';
import { z } from 'zod';
import { bindSkuCategory } from '@shared/api/products/sku';
import { FormDialog } from '../../../components/form/FormDialog';
import { call } from '../../../lib/api';
import { categorySelectProps, useCategoryTree } from '../common/pickers';

const schema = z.object({
  skus: z.string({ error: '请填写SKU' }).trim().min(1, '请填写SKU'),
  categoryId: z.union([z.string(), z.number()], { error: '请选择品类' }),
});

/** 绑定品类: the chosen (or pasted) SKUs go into one level-3 category, all or none. */
export function BindForm({ skus, visible, onClose, onSaved }: { skus: string[]; visible: boolean; onClose(): void; onSaved(): void }) {
  const categories = useCategoryTree(true);
  return (
    <FormDialog
      title="绑定品类"
      visible={visible}
      schema={schema}
      initValues={{ skus: skus.join('\n') }}
      successText="绑定成功"
      onClose={onClose}
      onSubmit={async (body) => {
        await call(bindSkuCategory, { body: { skus: body.skus as never, categoryId: Number(body.categoryId) } });
        onSaved();
      }}
    >
      <Form.TextArea field="skus" label="SKU" rows={6} placeholder="每行一个，也可用逗号或空格分隔；最多500个" />
      <Form.TreeSelect field="categoryId" label="品类" treeData={categories} placeholder="选择三级品类" style={{ width: '100%' }} {...categorySelectProps} />
    </FormDialog>
  );
}
