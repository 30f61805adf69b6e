import { useEffect, useMemo, useState } from 'react';
import { Select, Spin, Tag } from '@douyinfe/semi-ui';
import { groupUsers, putGroupUsers } from '@shared/api/admin';
import { LockButton } from '../../../components/LockButton';
import { Field } from '../../../components/Field';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { useSession } from '../../../lib/session/SessionContext';
import { useUserOptions } from '../../../components/pickers/options';
import { groupScreen } from '@shared/api/admin/screens';

type Person = { id: number; username: string; name: string };

const label = (p: Person) => `${p.name}（${p.username}）`;

function People({ people }: { people: Person[] }) {
  if (!people.length) return <span className="cd-cell-muted">无</span>;
  return (
    <span className="cd-screen-tags">
      {people.map((p) => (
        <Tag key={p.id} size="small">
          {label(p)}
        </Tag>
      ))}
    </span>
  );
}

/**
 * 成员与领导 of one group. Everyone on the screen sees them; holders of
 * groupManager:btn_userManager pick them from the active users and save both lists at once.
 */
export function GroupUsers({ groupId, onSaved }: { groupId: number; onSaved(): void }) {
  const { can } = useSession();
  const editable = can(groupScreen.code('userManager'));
  const { data, mutate } = useApi(groupUsers, undefined, { params: { id: groupId } });
  const users = useUserOptions(editable);
  const [members, setMembers] = useState<number[]>([]);
  const [leaders, setLeaders] = useState<number[]>([]);

  useEffect(() => {
    if (!data) return;
    setMembers(data.members.map((m) => m.id));
    setLeaders(data.leaders.map((m) => m.id));
  }, [data]);

  // Current members who are no longer active are kept selectable, so saving does not drop them silently.
  const options = useMemo(() => {
    const known = new Set(users.options.map((o) => o.value));
    const extra = [...(data?.members ?? []), ...(data?.leaders ?? [])]
      .filter((p, i, all) => !known.has(p.id) && all.findIndex((q) => q.id === p.id) === i)
      .map((p) => ({ value: p.id, label: `${label(p)}（已停用）` }));
    return [...users.options, ...extra];
  }, [users.options, data]);

  if (!data) return <Spin />;

  if (!editable) {
    return (
      <div>
        <Field id="cd-group-members" label={`成员（${data.members.length}）`}>
          <People people={data.members} />
        </Field>
        <Field id="cd-group-leaders" label={`领导（${data.leaders.length}）`}>
          <People people={data.leaders} />
        </Field>
      </div>
    );
  }

  const save = async () => {
    await call(putGroupUsers, { params: { id: groupId }, body: { members, leaders } });
    notice.success('保存成功');
    void mutate();
    onSaved();
  };

  const picker = (id: string, value: number[], onChange: (v: number[]) => void) => (
    <Select
      id={id}
      multiple
      filter
      value={value}
      onChange={(v) => onChange((v as number[]) ?? [])}
      optionList={options}
      loading={users.loading}
      maxTagCount={12}
      style={{ width: '100%' }}
      placeholder="输入姓名或账号搜索"
      emptyContent="没有匹配的用户"
    />
  );

  return (
    <div style={{ maxWidth: 720 }}>
      <Field id="cd-group-members" label={`成员（${members.length}）`}>
        {picker('cd-group-members', members, setMembers)}
      </Field>
      <Field id="cd-group-leaders" label={`领导（${leaders.length}）`}>
        {picker('cd-group-leaders', leaders, setLeaders)}
      </Field>
      <p className="cd-screen-note">领导同样拥有这个角色的全部权限。系统管理员角色至少要保留一名启用中的成员。</p>
      <LockButton theme="solid" onClick={() => void save().catch(() => undefined)}>
        保存成员与领导
      </LockButton>
    </div>
  );
}
