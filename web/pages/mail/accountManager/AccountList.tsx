import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { accounts, disableAccount, enableAccount, updConnect, type AccountRow } from '@shared/api/mail/accounts';
import { handlePull, type PullLogRow } from '@shared/api/mail/pulls';
import { mailAccountFields } from '@shared/api/mail/recordFields';
import { accountManagerScreen as screen } from '@shared/api/mail/screens';
import { fieldColumns } from '../../../components/fields';
import { actionsColumn, AddButton, EditAction, EnableAction, ResourceList, RowAction, RowActions, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';

import { AccountForm } from './AccountForm';
import { PasswordDialog } from './PasswordDialog';
import { PullProgress } from './PullProgress';
import { useOptions } from '../../../components/options';

const FILTERS = { email: '', brandId: '', status: '' };
const EFFECTS = { disable: '停用后不再拉取新邮件，也不能用它发信；已有会话保留。', enable: '启用后恢复定时拉取。' };

/** 邮箱账号: every brand mailbox, its connection and last pull; passwords are never shown. */
export function AccountList() {
  const state = useResourceList({ endpoint: accounts, filters: FILTERS });
  const brands = useOptions('brands').options;
  const [editing, setEditing] = useState<AccountRow | 'new' | null>(null);
  const [pwd, setPwd] = useState<AccountRow | null>(null);
  const test = (r: AccountRow) =>
    call(updConnect, { body: { id: r.id } }).then((a) => {
      if (a.connectStatus === 'ok') notice.success('连接正常');
      else notice.error(a.connectMessage ?? '连接失败');
      state.refresh();
    });
  const [pulling, setPulling] = useState<{ log: PullLogRow; email: string } | null>(null);
  const pull = (r: AccountRow) => call(handlePull, { body: { accountId: r.id } }).then((log) => setPulling({ log, email: r.email }));
  const columns = [
    ...fieldColumns(mailAccountFields, ['email', 'senderName', 'brandName', 'imapHost', 'smtpHost', 'username', 'enabled', 'connectStatus', 'connectMessage', 'openErrors', 'lastPulledAt']),
    actionsColumn(330, (r: AccountRow) => (
      <RowActions>
        <EditAction code={screen.code('edit')} onClick={() => setEditing(r)} />
        <RowAction code={screen.code('changePwd')} onClick={() => setPwd(r)}>修改密码</RowAction>
        <RowAction code={screen.code('connect')} onClick={() => void test(r)}>测试连接</RowAction>
        <RowAction code={screen.code('pull')} disabled={!r.enabled} onClick={() => void pull(r)}>立即拉取</RowAction>
        <EnableAction code={screen.code('enable')} enabled={r.enabled} name={`邮箱 ${r.email}`} effects={EFFECTS} onToggle={(on) => call(on ? enableAccount : disableAccount, { body: { id: r.id } }).then(state.refresh)} />
      </RowActions>
    )),
  ];
  return (
    <>
      <ResourceList
        title="邮箱账号"
        state={state}
        tableKey="mail.accounts"
        columns={columns}
        emptyText="还没有邮箱账号：点 新增 添加品牌邮箱"
        filterFields={
          <>
            <Form.Input field="email" label="邮箱" showClear style={{ width: 200 }} placeholder="前缀匹配" />
            <Form.Select field="brandId" label="品牌" showClear style={{ width: 140 }} optionList={brands} />
            <Form.Select field="status" label="状态" showClear style={{ width: 110 }} optionList={[{ value: '1', label: '启用' }, { value: '0', label: '停用' }]} />
          </>
        }
        toolbar={<AddButton code={screen.code('add')} onClick={() => setEditing('new')} />}
      />
      <AccountForm key={editing === null || editing === 'new' ? 'new' : editing.id} row={editing === 'new' ? undefined : (editing ?? undefined)} visible={editing !== null} onClose={() => setEditing(null)} onSaved={state.refresh} />
      <PasswordDialog row={pwd} onClose={() => setPwd(null)} onSaved={state.refresh} />
      {pulling && (
        <PullProgress
          start={pulling.log}
          email={pulling.email}
          onClose={() => {
            setPulling(null);
            state.refresh();
          }}
        />
      )}
    </>
  );
}
