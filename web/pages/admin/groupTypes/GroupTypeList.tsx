import { useMemo, useState } from 'react';
import { Form, Tag } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import { Link } from 'react-router-dom';
import { SEEDED_GROUP_TYPES, deleteGroupType, groupTypePage, type GroupTypeRow } from '@shared/api/admin';
import { LockButton } from '../../../components/LockButton';
import { DeleteButton } from '../common/DeleteButton';
import { DataTable, FilterBar, useListQuery, useUrlFilters, type DataColumn } from '../../../components/table';
import { call } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { useSession } from '../../../lib/session/SessionContext';
import { GroupTypeForm } from './GroupTypeForm';

const FILTERS = { name: '' };

type Dialog = { kind: 'add' } | { kind: 'edit'; type: GroupTypeRow } | null;

/** Built-in types and types still holding groups cannot go; the button says why. */
function blockedReason(type: GroupTypeRow): string | undefined {
  if (SEEDED_GROUP_TYPES.includes(type.code)) return '内置类型不能删除';
  if (type.groupCount > 0) return `这个类型下还有 ${type.groupCount} 个角色，先在角色管理中删除或移走它们`;
  return undefined;
}

/** 角色类型管理: the kinds of groups (角色, 部门, ...); each holds its own tree in 角色管理. */
export function GroupTypeList() {
  const filters = useUrlFilters(FILTERS);
  const list = useListQuery(groupTypePage, filters.values);
  const { can } = useSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const refresh = () => void list.refresh();

  const columns = useMemo<DataColumn<GroupTypeRow>[]>(
    () => [
      { key: 'code', title: '编码', width: 160, render: (t) => <span className="cd-admin-mono">{t.code}</span> },
      {
        key: 'name',
        title: '名称',
        width: 180,
        render: (t) => (
          <span>
            {t.name}
            {SEEDED_GROUP_TYPES.includes(t.code) && (
              <Tag size="small" color="blue" style={{ marginLeft: 6 }}>
                内置
              </Tag>
            )}
          </span>
        ),
      },
      {
        key: 'groupCount',
        title: '角色数',
        width: 100,
        align: 'right',
        render: (t) => (can('/baseManager/groupManager') ? <Link className="cd-link" to={`/baseManager/groupManager?type=${t.id}`}>{t.groupCount}</Link> : t.groupCount),
      },
      { key: 'description', title: '描述', width: 320, ellipsis: true },
      {
        key: 'actions',
        title: '操作',
        pinned: true,
        fixed: 'right',
        width: 140,
        render: (t) => (
          <span className="cd-admin-actions">
            <Auth code="groupTypeManager:btn_edit">
              <LockButton size="small" theme="borderless" onClick={() => setDialog({ kind: 'edit', type: t })}>
                编辑
              </LockButton>
            </Auth>
            <Auth code="groupTypeManager:btn_del">
              <DeleteButton
                title={`删除角色类型「${t.name}」？`}
                content="删除后不可恢复。"
                onDelete={() => call(deleteGroupType, { params: { id: t.id } })}
                onDeleted={refresh}
                compact
                blockedReason={blockedReason(t)}
              />
            </Auth>
          </span>
        ),
      },
    ],
    [can],
  );

  return (
    <div className="cd-list">
      <div className="cd-panel">
        <FilterBar filters={filters} label="角色类型筛选">
          <Form.Input field="name" label="名称/编码" showClear style={{ width: 240 }} />
        </FilterBar>
      </div>
      <DataTable
        tableKey="admin.groupTypes"
        label="角色类型列表"
        columns={columns}
        list={list}
        emptyText="没有符合条件的角色类型"
        toolbar={
          <Auth code="groupTypeManager:btn_add">
            <LockButton theme="solid" icon={<IconPlus />} onClick={() => setDialog({ kind: 'add' })}>
              新增角色类型
            </LockButton>
          </Auth>
        }
      />
      <GroupTypeForm
        visible={dialog !== null}
        type={dialog?.kind === 'edit' ? dialog.type : undefined}
        onClose={() => setDialog(null)}
        onSaved={refresh}
      />
    </div>
  );
}
