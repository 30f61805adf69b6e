import { Form } from '@douyinfe/semi-ui';
import { addOrUpdCategory, categoryBody } from '@shared/api/products/category';
import { FormDialog } from '../../../components/form/FormDialog';
import { call } from '../../../lib/api';

export type CategoryDialog = { kind: 'add'; parentId: number | null; parentPath?: string } | { kind: 'edit'; id: number; name: string; sort: number; path: string } | null;

/** 新增品类 (top level or under a category) / 编辑品类 (name and order). */
export function CategoryForm({ dialog, onClose, onSaved }: { dialog: CategoryDialog; onClose(): void; onSaved(): void }) {
  const title = !dialog ? '' : dialog.kind === 'edit' ? `编辑品类：${dialog.path}` : dialog.parentPath ? `新增下级品类：${dialog.parentPath}` : '新增一级品类';
  return (
    <FormDialog
      title={title}
      visible={dialog !== null}
      schema={categoryBody}
      initValues={dialog?.kind === 'edit' ? { name: dialog.name, sort: dialog.sort } : { sort: 0 }}
      successText="保存成功"
      onClose={onClose}
      onSubmit={async (body) => {
        await call(addOrUpdCategory, { body: dialog!.kind === 'edit' ? { ...body, id: dialog!.id } : { ...body, parentId: dialog!.parentId } });
        onSaved();
      }}
    >
      <Form.Input field="name" label="品类名称" />
      <Form.InputNumber field="sort" label="排序" min={0} max={9999} precision={0} style={{ width: 160 }} />
    </FormDialog>
  );
}
