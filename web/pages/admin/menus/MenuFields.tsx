import { useMemo } from 'react';
import { Form } from '@douyinfe/semi-ui';
import type { AdminMenuNode } from '@shared/api/admin';
import { MenuIcon, menuIcons } from '../../../app/layout/icons';
import { toMenuItems } from './menuTree';

const iconOptions = Object.keys(menuIcons).map((name) => ({
  value: name,
  label: (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <MenuIcon name={name} size="default" />
      {name}
    </span>
  ),
}));

/** Title, icon and description: what every menu row may change. */
export function MenuTextFields({ idPrefix = 'cd-menu' }: { idPrefix?: string }) {
  return (
    <>
      <Form.Input id={`${idPrefix}-title`} field="title" label="名称" placeholder="侧边栏、面包屑和标签页显示的名称" />
      <Form.Select
        id={`${idPrefix}-icon`}
        field="icon"
        label="图标"
        showClear
        filter
        allowCreate
        style={{ width: '100%' }}
        optionList={iconOptions}
        placeholder="Semi 图标名，仅一级菜单显示"
      />
      <Form.TextArea id={`${idPrefix}-description`} field="description" label="描述" autosize rows={2} maxCount={500} />
    </>
  );
}

interface StructureFieldsProps {
  tree: AdminMenuNode[];
  /** The current type, to show 链接地址 only for 外链. */
  type: unknown;
  /** Ids the parent may not be (editing: the menu itself and its subtree). */
  blocked?: Set<number>;
  /** Prefix of the input ids (the detail form and the add dialog can be on screen together). */
  idPrefix?: string;
}

/** Type, parent, code and link: only admin-added (custom) rows may set these. */
export function MenuStructureFields({ tree, type, blocked = new Set(), idPrefix = 'cd-menu' }: StructureFieldsProps) {
  const parents = useMemo(() => toMenuItems(tree, { keep: (n) => !n.fixed, blocked }), [tree, blocked]);
  return (
    <>
      <Form.RadioGroup
        id={`${idPrefix}-type`}
        field="type"
        label="类型"
        type="button"
        options={[
          { value: 'menu', label: '菜单' },
          { value: 'dirt', label: '目录' },
          { value: 'link', label: '外链' },
        ]}
      />
      <Form.TreeSelect
        field="parentId"
        label="上级菜单"
        treeData={parents}
        showClear
        filterTreeNode
        treeNodeFilterProp="label"
        placeholder="不选则为一级菜单"
        style={{ width: '100%' }}
        dropdownStyle={{ maxHeight: 360, overflow: 'auto' }}
      />
      <Form.Input
        id={`${idPrefix}-code`}
        field="code"
        label="编码"
        placeholder={type === 'menu' ? '路由路径，以 / 开头，例如 /report/custom' : '唯一编码，不含空格'}
      />
      {type === 'link' && <Form.Input id={`${idPrefix}-href`} field="href" label="链接地址" placeholder="http:// 或 https:// 开头，在新标签页打开" />}
    </>
  );
}

/** Hidden flag and sort order of a custom row. */
export function MenuFlagFields({ idPrefix = 'cd-menu' }: { idPrefix?: string }) {
  return (
    <>
      <Form.Switch id={`${idPrefix}-hidden`} field="hidden" label="隐藏" extraText="隐藏后不出现在侧边栏，授权后仍可通过地址打开" />
      <Form.InputNumber id={`${idPrefix}-orderNum`} field="orderNum" label="排序" min={0} max={1_000_000} precision={0} style={{ width: 160 }} extraText="同级菜单按数字从小到大排列" />
    </>
  );
}

/** Form values -> the contract's input: the parent id back to a number, no href unless 外链. */
export function menuInput(values: Record<string, unknown>): Record<string, unknown> {
  const parent = values.parentId;
  return {
    ...values,
    parentId: parent === undefined || parent === null || parent === '' ? null : Number(parent),
    href: values.type === 'link' ? values.href : null,
  };
}
