import { Form } from '@douyinfe/semi-ui';
import { addElement, putElement, type ElementRow } from '@shared/api/admin';
import { call } from '../../../lib/api';
import { FormDialog } from '../../../components/form/FormDialog';
import { formValues } from '../../../components/form/zodForm';

interface ElementFormProps {
  menuId: number;
  menuTitle: string;
  /** The button to edit; absent to add one. */
  element?: ElementRow;
  visible: boolean;
  onClose(): void;
  onSaved(): void;
}

const catalogElementEdit = putElement.body!.omit({ code: true });

/** 新增按钮 / 编辑按钮 of one screen. System buttons keep their code. */
export function ElementForm({ menuId, menuTitle, element, visible, onClose, onSaved }: ElementFormProps) {
  const fields = (lockedCode?: string) => (
    <>
      {lockedCode ? (
        <Form.Slot label="按钮编码">
          <span className="cd-screen-mono" style={{ lineHeight: '32px' }}>
            {lockedCode}
          </span>
        </Form.Slot>
      ) : (
        <Form.Input field="code" label="按钮编码" placeholder="例如 reportManager:btn_export" />
      )}
      <Form.Input field="name" label="按钮名称" placeholder="例如 导出" />
      <Form.TextArea field="description" label="描述" autosize rows={2} maxCount={500} />
    </>
  );

  if (!element) {
    return (
      <FormDialog
        title={`新增按钮：${menuTitle}`}
        visible={visible}
        schema={addElement.body!}
        toInput={(v) => ({ ...v, menuId })}
        initValues={{}}
        successText="新增成功"
        onClose={onClose}
        onSubmit={async (body) => {
          await call(addElement, { body });
          onSaved();
        }}
      >
        {fields()}
      </FormDialog>
    );
  }
  const system = element.source !== 'custom';
  return (
    <FormDialog
      title={`编辑按钮：${element.name}`}
      visible={visible}
      schema={system ? catalogElementEdit : putElement.body!}
      initValues={formValues(element)}
      successText="保存成功"
      onClose={onClose}
      onSubmit={async (body) => {
        await call(putElement, { params: { id: element.id }, body });
        onSaved();
      }}
    >
      {fields(system ? element.code : undefined)}
    </FormDialog>
  );
}
