import { Form } from '@douyinfe/semi-ui';
import { SEEDED_GROUP_TYPES, addGroupType, putGroupType, type GroupTypeRow } from '@shared/api/admin';
import { call } from '../../../lib/api';
import { FormDialog } from '../../../components/form/FormDialog';
import { formValues } from '../../../components/form/zodForm';

interface GroupTypeFormProps {
  /** The type to edit; absent to add one. */
  type?: GroupTypeRow;
  visible: boolean;
  onClose(): void;
  onSaved(): void;
}

/** 新增 / 编辑角色类型: code (fixed for the built-in types), name, description. */
export function GroupTypeForm({ type, visible, onClose, onSaved }: GroupTypeFormProps) {
  const builtIn = type !== undefined && SEEDED_GROUP_TYPES.includes(type.code);
  const fields = (
    <>
      {builtIn ? (
        <Form.Slot label="编码">
          <span className="cd-screen-mono" style={{ lineHeight: '32px' }}>
            {type.code}（内置类型，不可修改）
          </span>
        </Form.Slot>
      ) : (
        <Form.Input field="code" label="编码" placeholder="字母、数字、_ 和 -，例如 project" />
      )}
      <Form.Input field="name" label="名称" placeholder="例如 项目组" />
      <Form.TextArea field="description" label="描述" autosize rows={2} maxCount={500} />
    </>
  );
  if (type) {
    return (
      <FormDialog
        title={`编辑角色类型：${type.name}`}
        visible={visible}
        schema={builtIn ? putGroupType.body!.omit({ code: true }) : putGroupType.body!}
        initValues={formValues(type)}
        successText="保存成功"
        onClose={onClose}
        onSubmit={async (body) => {
          await call(putGroupType, { params: { id: type.id }, body });
          onSaved();
        }}
      >
        {fields}
      </FormDialog>
    );
  }
  return (
    <FormDialog
      title="新增角色类型"
      visible={visible}
      schema={addGroupType.body!}
      initValues={{}}
      successText="新增成功"
      onClose={onClose}
      onSubmit={async (body) => {
        await call(addGroupType, { body });
        onSaved();
      }}
    >
      {fields}
    </FormDialog>
  );
}
