import { useMemo } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { ADMIN_GROUP_CODE, addGroup, putGroup, type GroupNode } from '@shared/api/admin';
import { call } from '../../../lib/api';
import { FormDialog } from '../../../components/form/FormDialog';
import { formValues } from '../../../components/form/zodForm';
import { subtreeIds } from '../../../components/tree/tree';
import { toGroupItems } from './groupTree';

interface GroupFormProps {
  visible: boolean;
  groupTypeId: number;
  groupTypeName: string;
  tree: GroupNode[];
  /** The group to edit; absent to add one. */
  group?: GroupNode;
  /** Preselected parent when adding. */
  parentId?: number | null;
  onClose(): void;
  onSaved(id: number): void;
}

const parentInput = (values: Record<string, unknown>) => ({
  ...values,
  parentId: values.parentId === undefined || values.parentId === '' || values.parentId === null ? null : Number(values.parentId),
});

/** 新增角色 / 编辑角色: code, name, parent (same type), description. */
export function GroupForm({ visible, groupTypeId, groupTypeName, tree, group, parentId, onClose, onSaved }: GroupFormProps) {
  const blocked = useMemo(() => (group ? subtreeIds(group) : new Set<number>()), [group]);
  const parents = useMemo(() => toGroupItems(tree, blocked), [tree, blocked]);
  const isAdmin = group?.code === ADMIN_GROUP_CODE;

  const fields = (
    <>
      <Form.Slot label="角色类型">
        <span style={{ lineHeight: '32px' }}>{groupTypeName}</span>
      </Form.Slot>
      {isAdmin ? (
        <Form.Slot label="编码">
          <span className="cd-screen-mono" style={{ lineHeight: '32px' }}>
            {group.code}（系统管理员，不可修改）
          </span>
        </Form.Slot>
      ) : (
        <Form.Input field="code" label="编码" placeholder="字母、数字、_ 和 -，例如 sales_cn" />
      )}
      <Form.Input field="name" label="名称" placeholder="例如 国内销售" />
      <Form.TreeSelect
        field="parentId"
        label="上级角色"
        treeData={parents}
        showClear
        filterTreeNode
        treeNodeFilterProp="label"
        placeholder="不选则为顶级"
        style={{ width: '100%' }}
        dropdownStyle={{ maxHeight: 360, overflow: 'auto' }}
      />
      <Form.TextArea field="description" label="描述" autosize rows={2} maxCount={500} />
    </>
  );

  if (group) {
    return (
      <FormDialog
        title={`编辑角色：${group.name}`}
        visible={visible}
        schema={isAdmin ? putGroup.body!.omit({ code: true }) : putGroup.body!}
        toInput={parentInput}
        initValues={{ ...formValues(group), parentId: group.parentId === null ? undefined : String(group.parentId) }}
        successText="保存成功"
        onClose={onClose}
        onSubmit={async (body) => {
          await call(putGroup, { params: { id: group.id }, body });
          onSaved(group.id);
        }}
      >
        {fields}
      </FormDialog>
    );
  }
  return (
    <FormDialog
      title={`新增角色（${groupTypeName}）`}
      visible={visible}
      schema={addGroup.body!}
      toInput={(v) => ({ ...parentInput(v), groupTypeId })}
      initValues={{ parentId: parentId ? String(parentId) : undefined }}
      successText="新增成功"
      onClose={onClose}
      onSubmit={async (body) => {
        const { id } = await call(addGroup, { body });
        onSaved(id);
      }}
    >
      {fields}
    </FormDialog>
  );
}
