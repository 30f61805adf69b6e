import { useState } from 'react';
import { Form, Tag } from '@douyinfe/semi-ui';
import { Link } from 'react-router-dom';
import { SEEDED_GROUP_TYPES, deleteGroupType, groupTypePage, type GroupTypeRow } from '@shared/api/admin';
import { groupTypeFields } from '@shared/api/admin/recordFields';
import { groupScreen, groupTypeScreen } from '@shared/api/admin/screens';
import { fieldColumns } from '../../../components/fields';
import { actionsColumn, AddButton, DeleteAction, EditAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';
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
  const state = useResourceList({ endpoint: groupTypePage, filters: FILTERS });
  const { can } = useSession();
  const [dialog, setDialog] = useState<Dialog>(null);

  const columns = [
    ...fieldColumns(groupTypeFields, ['code', 'name', 'groupCount', 'description'], {
      code: { render: (t) => <span className="cd-screen-mono">{t.code}</span> },
      name: {
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
      groupCount: {
        render: (t) => (can(groupScreen.menu) ? <Link className="cd-link" to={`${groupScreen.path}?type=${t.id}`}>{t.groupCount}</Link> : t.groupCount),
      },
    }),
    actionsColumn(140, (t: GroupTypeRow) => (
      <RowActions>
        <EditAction code={groupTypeScreen.code('edit')} onClick={() => setDialog({ kind: 'edit', type: t })} />
        <DeleteAction
          code={groupTypeScreen.code('del')}
          title={`删除角色类型「${t.name}」？`}
          content="删除后不可恢复。"
          onDelete={() => call(deleteGroupType, { params: { id: t.id } })}
          onDeleted={state.refresh}
          blockedReason={blockedReason(t)}
        />
      </RowActions>
    )),
  ];

  return (
    <>
      <ResourceList
        title="角色类型"
        state={state}
        tableKey="admin.groupTypes"
        columns={columns}
        filterFields={<Form.Input field="name" label="名称/编码" showClear style={{ width: 240 }} />}
        toolbar={
          <AddButton code={groupTypeScreen.code('add')} onClick={() => setDialog({ kind: 'add' })}>
            新增角色类型
          </AddButton>
        }
      />
      <GroupTypeForm visible={dialog !== null} type={dialog?.kind === 'edit' ? dialog.type : undefined} onClose={() => setDialog(null)} onSaved={state.refresh} />
    </>
  );
}
