import { Form } from '@douyinfe/semi-ui';
import { addOrUpdCategoryReason, categoryReasonBody, reasonKindLabels, type CategoryReasonRow } from '@shared/api/products/reason';
import { FormDialog } from '../../../components/form/FormDialog';
import { optionsOf } from '../../../components/pickers/options';
import { call } from '../../../lib/api';

/** 新增/编辑品类原因. */
export function ReasonForm({ reason, topCategories, visible, onClose, onSaved }: { reason?: CategoryReasonRow; topCategories: Array<{ value: string; label: string }>; visible: boolean; onClose(): void; onSaved(): void }) {
  return (
    <FormDialog
      title={reason ? '编辑品类原因' : '新增品类原因'}
      visible={visible}
      schema={categoryReasonBody}
      initValues={reason ? { categoryId: String(reason.categoryId), kind: reason.kind, reason: reason.reason, sort: reason.sort } : { kind: 'after_sale', sort: 0 }}
      successText={reason ? '保存成功' : '新增成功'}
      onClose={onClose}
      onSubmit={async (body) => {
        await call(addOrUpdCategoryReason, { body: { ...body, id: reason?.id } });
        onSaved();
      }}
    >
      <Form.Select field="categoryId" label="一级品类" style={{ width: '100%' }} optionList={topCategories} />
      <Form.RadioGroup field="kind" label="类型" options={optionsOf(reasonKindLabels)} />
      <Form.Input field="reason" label="原因" />
      <Form.InputNumber field="sort" label="排序" min={0} max={9999} precision={0} style={{ width: 160 }} />
    </FormDialog>
  );
}
