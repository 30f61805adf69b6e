import { Descriptions, TabPane, Tabs } from '@douyinfe/semi-ui';
import { ADMIN_GROUP_CODE, deleteGroup, type GroupNode } from '@shared/api/admin';
import { formatTime } from '@shared/format';
import { LockButton } from '../../../components/LockButton';
import { DeleteButton } from '../../../components/actions/DeleteButton';
import { call } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { GroupAuthority } from './GroupAuthority';
import { GroupUsers } from './GroupUsers';
import { groupScreen } from '@shared/api/admin/screens';

interface GroupDetailProps {
  group: GroupNode;
  parentName: string | undefined;
  typeName: string;
  /** The open tab (kept by the page so it survives choosing another group). */
  tab: string;
  onTab(tab: string): void;
  onEdit(): void;
  onDeleted(): void;
  onChanged(): void;
}

/** Right side of groupManager: details (编辑 / 删除), 成员与领导, 分配权限. */
export function GroupDetail({ group: data, parentName, typeName, tab, onTab, onEdit, onDeleted, onChanged }: GroupDetailProps) {
  const group = data;
  const isAdmin = group.code === ADMIN_GROUP_CODE;

  const facts = [
    { key: '编码', value: <span className="cd-screen-mono">{data.code}</span> },
    { key: '名称', value: data.name },
    { key: '角色类型', value: typeName },
    { key: '上级角色', value: parentName ?? '无（顶级）' },
    { key: '成员数', value: `${group.memberCount} 人` },
    { key: '创建时间', value: formatTime(data.createdAt) },
    { key: '描述', value: data.description || '-' },
  ];

  return (
    <div className="cd-panel">
      <div className="cd-screen-head">
        <span className="cd-screen-head-title">{data.name}</span>
        <Auth code={groupScreen.code('edit')}>
          <LockButton onClick={onEdit}>编辑</LockButton>
        </Auth>
        {!isAdmin && (
          <Auth code={groupScreen.code('del')}>
            <DeleteButton
              title={`删除角色「${data.name}」？`}
              content="其成员关系和所有授权一并删除（用户账号不受影响）；有下级角色时不能删除。"
              onDelete={() => call(deleteGroup, { params: { id: group.id } })}
              onDeleted={onDeleted}
            />
          </Auth>
        )}
      </div>
      <Tabs type="line" keepDOM={false} activeKey={tab} onChange={onTab}>
        <TabPane tab="基本信息" itemKey="info">
          <Descriptions data={facts} style={{ marginTop: 12 }} />
        </TabPane>
        <TabPane tab="成员与领导" itemKey="users">
          <div style={{ paddingTop: 12 }}>
            <GroupUsers groupId={group.id} onSaved={onChanged} />
          </div>
        </TabPane>
        <TabPane tab="分配权限" itemKey="authority">
          <div style={{ paddingTop: 12 }}>
            <GroupAuthority groupId={group.id} groupCode={group.code} />
          </div>
        </TabPane>
      </Tabs>
    </div>
  );
}
