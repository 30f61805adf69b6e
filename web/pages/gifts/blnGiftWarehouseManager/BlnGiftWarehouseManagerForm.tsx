import { Form } from '@douyinfe/semi-ui';
import { blnGiftWarehouseManagerBody, saveBlnGiftWarehouseManager, type BlnGiftWarehouseManagerRow } from '@shared/api/gifts/blnGiftWarehouseManager';
import { FormDialog } from '../../../components/form/FormDialog';
import { formValues } from '../../../components/form/zodForm';
import { call } from '../../../lib/api';

/** 新增/编辑礼品仓库. */
export function BlnGiftWarehouseManagerForm({ row, visible, onClose, onSaved }: { row?: BlnGiftWarehouseManagerRow; visible: boolean; onClose(): void; onSaved(): void }) {
  return (
    <FormDialog
      title={row ? `编辑礼品仓库：${row.name}` : '新增礼品仓库'}
      visible={visible}
      schema={blnGiftWarehouseManagerBody}
      initValues={row ? formValues(row) : {}}
      successText={row ? '保存成功' : '新增成功'}
      onClose={onClose}
      onSubmit={async (body) => {
        await call(saveBlnGiftWarehouseManager, { body: { ...body, id: row?.id } });
        onSaved();
      }}
    >
      <Form.Input field="code" label="编码" />
      <Form.Input field="name" label="名称" />
      <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={500} />
    </FormDialog>
  );
}
