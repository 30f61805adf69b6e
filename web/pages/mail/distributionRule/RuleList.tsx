import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { ruleFields } from '@shared/api/mail/recordFields';
import { rulePageList, updateRuleStatus, type RuleRow } from '@shared/api/mail/rules';
import { distributionRuleScreen as screen } from '@shared/api/mail/screens';
import { fieldColumns } from '../../../components/fields';
import { actionsColumn, AddButton, EditAction, EnableAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';
import { ENABLED_OPTIONS } from '../shared/options';
import { RuleForm } from './RuleForm';

const FILTERS = { name: '', enabled: '' };
const EFFECTS = { disable: '停用后新会话不再按这条规则分配；已分配的会话不变。', enable: '启用后按顺序参与新会话的分配。' };

/** 分配规则: in order, the first enabled rule whose factors all match takes a new conversation; none: the pool. */
export function RuleList() {
  const state = useResourceList({ endpoint: rulePageList, filters: FILTERS });
  const [editing, setEditing] = useState<RuleRow | 'new' | null>(null);
  const columns = [
    ...fieldColumns(ruleFields, ['sort', 'name', 'assigneeName', 'accountEmail', 'brandName', 'senderContains', 'keywords', 'language', 'enabled', 'updatedAt']),
    actionsColumn(130, (r: RuleRow) => (
      <RowActions>
        <EditAction code={screen.code('edit')} onClick={() => setEditing(r)} />
        <EnableAction code={screen.code('enable')} enabled={r.enabled} name={`规则 ${r.name}`} effects={EFFECTS} onToggle={(enabled) => call(updateRuleStatus, { body: { id: r.id, enabled } }).then(state.refresh)} />
      </RowActions>
    )),
  ];
  return (
    <>
      <ResourceList
        title="分配规则"
        state={state}
        tableKey="mail.rules"
        columns={columns}
        emptyText="还没有分配规则：新会话都进入邮件池"
        filterFields={
          <>
            <Form.Input field="name" label="名称" showClear style={{ width: 180 }} />
            <Form.Select field="enabled" label="状态" showClear style={{ width: 110 }} optionList={ENABLED_OPTIONS} />
          </>
        }
        toolbar={<AddButton code={screen.code('add')} onClick={() => setEditing('new')} />}
      />
      <RuleForm key={editing === null || editing === 'new' ? 'new' : editing.id} row={editing === 'new' ? undefined : (editing ?? undefined)} visible={editing !== null} onClose={() => setEditing(null)} onSaved={state.refresh} />
    </>
  );
}
