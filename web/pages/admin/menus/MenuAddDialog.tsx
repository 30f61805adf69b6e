import { addMenu, type AdminMenuNode } from '@shared/api/admin';
import { call } from '../../../lib/api';
import { FormDialog } from '../../../components/form/FormDialog';
import { MenuFlagFields, MenuStructureFields, MenuTextFields, menuInput } from './MenuFields';

interface MenuAddDialogProps {
  visible: boolean;
  tree: AdminMenuNode[];
  /** Preselected parent (the menu selected in the tree). */
  parentId: number | null;
  onClose(): void;
  onAdded(id: number): void;
}

/** 新增菜单: a custom row (菜单 / 目录 / 外链) under a parent; the admin role gets it at once. */
export function MenuAddDialog({ visible, tree, parentId, onClose, onAdded }: MenuAddDialogProps) {
  return (
    <FormDialog
      title="新增菜单"
      visible={visible}
      schema={addMenu.body!}
      toInput={menuInput}
      initValues={{ type: 'menu', hidden: false, orderNum: 0, parentId: parentId === null ? undefined : String(parentId) }}
      successText="新增成功"
      onClose={onClose}
      onSubmit={async (body) => {
        const { id } = await call(addMenu, { body });
        onAdded(id);
      }}
    >
      {(values) => (
        <>
          <MenuStructureFields tree={tree} type={values.type} idPrefix="cd-menu-new" />
          <MenuTextFields idPrefix="cd-menu-new" />
          <MenuFlagFields idPrefix="cd-menu-new" />
        </>
      )}
    </FormDialog>
  );
}
