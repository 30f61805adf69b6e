import { useState } from 'react';
import { Form, Tag } from '@douyinfe/semi-ui';
import { categoryLevelLabels, categoryUserList, setCategoryEnabled, type CategoryUserRow } from '@shared/api/products/category';
import { categoryOwnerScreen } from '@shared/api/products/screens';
import { optionsOf, useUserOptions } from '../../../components/pickers/options';
import { AddButton, EnableAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { LockButton } from '../../../components/LockButton';
import { Auth } from '../../../lib/session/Auth';
import { call } from '../../../lib/api';
import { CategoryForm, type CategoryDialog } from './CategoryForm';
import { OwnerForm } from './OwnerForm';

const FILTERS = { name: '', level: '', userId: '', unowned: '' };
const EFFECTS = { disable: '停用后不能再选择该品类及其下级，已绑定的SKU保留。', enable: '启用后可再次选择。' };
const names = (list: Array<{ name: string }>) => list.map((o) => o.name).join('、');

/** 品类负责人: each category of the tree with its owners; category upkeep for holders of btn_category. */
export function OwnerList() {
  const state = useResourceList({ endpoint: categoryUserList, filters: FILTERS });
  const [owners, setOwners] = useState<CategoryUserRow | null>(null);
  const [category, setCategory] = useState<CategoryDialog>(null);
  const users = useUserOptions();
  const columns = [
    { key: 'path', title: '品类', width: 260, render: (r: CategoryUserRow) => <span style={{ paddingLeft: (r.level - 1) * 20 }}>{r.path}</span> },
    { key: 'level', title: '层级', width: 90, render: (r: CategoryUserRow) => categoryLevelLabels[r.level] },
    { key: 'owners', title: '负责人', width: 200, render: (r: CategoryUserRow) => names(r.owners) || '-' },
    { key: 'inherited', title: '上级负责人', width: 180, render: (r: CategoryUserRow) => names(r.inheritedOwners) || '-' },
    { key: 'enabled', title: '状态', width: 80, render: (r: CategoryUserRow) => <Tag color={r.enabled ? 'green' : 'grey'}>{r.enabled ? '启用' : '停用'}</Tag> },
    {
      key: 'actions',
      title: '操作',
      pinned: true,
      fixed: 'right' as const,
      width: 260,
      render: (r: CategoryUserRow) => (
        <RowActions>
          <Auth code={categoryOwnerScreen.code('owner')}>
            <LockButton size="small" theme="borderless" onClick={() => setOwners(r)}>
              设置负责人
            </LockButton>
          </Auth>
          <Auth code={categoryOwnerScreen.code('category')}>
            <LockButton size="small" theme="borderless" onClick={() => setCategory({ kind: 'edit', id: r.categoryId, name: r.name, sort: r.sort, path: r.path })}>
              编辑
            </LockButton>
            {r.level < 3 && (
              <LockButton size="small" theme="borderless" onClick={() => setCategory({ kind: 'add', parentId: r.categoryId, parentPath: r.path })}>
                新增下级
              </LockButton>
            )}
          </Auth>
          <EnableAction code={categoryOwnerScreen.code('category')} enabled={r.enabled} name={`品类 ${r.path}`} effects={EFFECTS} onToggle={(enabled) => call(setCategoryEnabled, { body: { id: r.categoryId, enabled } }).then(state.refresh)} />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <ResourceList
        title="品类"
        state={state}
        tableKey="products.categoryOwners"
        columns={columns}
        rowKey={(r) => r.categoryId}
        filterFields={
          <>
            <Form.Input field="name" label="品类名称" showClear style={{ width: 160 }} placeholder="前缀匹配" />
            <Form.Select field="level" label="层级" showClear style={{ width: 120 }} optionList={optionsOf(categoryLevelLabels)} />
            <Form.Select field="userId" label="负责人" showClear filter style={{ width: 160 }} optionList={users.options.map((o) => ({ ...o, value: String(o.value) }))} />
            <Form.Select field="unowned" label="无负责人" showClear style={{ width: 110 }} optionList={[{ value: 'true', label: '是' }]} />
          </>
        }
        toolbar={
          <AddButton code={categoryOwnerScreen.code('category')} onClick={() => setCategory({ kind: 'add', parentId: null })}>
            新增一级品类
          </AddButton>
        }
      />
      <OwnerForm key={owners?.categoryId ?? 'none'} row={owners} onClose={() => setOwners(null)} onSaved={state.refresh} />
      <CategoryForm key={category ? JSON.stringify(category) : 'none'} dialog={category} onClose={() => setCategory(null)} onSaved={state.refresh} />
    </>
  );
}
