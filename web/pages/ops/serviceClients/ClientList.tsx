import { useState } from 'react';
import { Form, Tooltip, Typography } from '@douyinfe/semi-ui';
import { formatDateTime } from '@shared/format';
import { findEntry } from '@shared/catalog';
import { revokeServiceClient, rotateServiceSecret, serviceClientPage, type ServiceClientRow } from '@shared/api/ops/clients';
import { serviceClientScreen as screen } from '@shared/api/ops/screens';
import { actionsColumn, AddButton, ConfirmAction, EditAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { StatusTag, type DataColumn } from '../../../components/table';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { ClientForm } from './ClientForm';
import { STATUS_LOOKS, STATUS_OPTIONS } from './looks';
import { SecretDialog, type IssuedSecret } from './SecretDialog';

const FILTERS = { name: '', status: '' };
type Dialog = { kind: 'add' } | { kind: 'edit'; client: ServiceClientRow } | null;

const codeLabel = (code: string) => findEntry(code)?.title ?? code;
const time = (v: string | null) => (v ? formatDateTime(v) : '-');

const COLUMNS: DataColumn<ServiceClientRow>[] = [
  { key: 'name', title: '名称', width: 160 },
  { key: 'clientId', title: '客户端标识', width: 190, render: (r) => <Typography.Text copyable>{r.clientId}</Typography.Text> },
  { key: 'status', title: '状态', width: 90, render: (r) => <StatusTag value={r.status} looks={STATUS_LOOKS} /> },
  {
    key: 'codes',
    title: '权限',
    width: 200,
    render: (r) => (
      <Tooltip content={r.codes.map(codeLabel).join('、')}>
        <span>{r.codes.length} 项：{r.codes.slice(0, 2).map(codeLabel).join('、')}{r.codes.length > 2 ? '…' : ''}</span>
      </Tooltip>
    ),
  },
  { key: 'allowedCidrs', title: '允许地址', width: 160, render: (r) => (r.allowedCidrs.length ? r.allowedCidrs.join(', ') : '不限') },
  { key: 'expiresAt', title: '过期时间', width: 160, render: (r) => (r.expiresAt ? formatDateTime(r.expiresAt) : '长期') },
  { key: 'lastUsedAt', title: '最近使用', width: 200, render: (r) => (r.lastUsedAt ? `${formatDateTime(r.lastUsedAt)} ${r.lastUsedFrom ?? ''}` : '从未使用') },
  { key: 'createdByName', title: '创建人', width: 100 },
  { key: 'createdAt', title: '创建时间', width: 160, render: (r) => time(r.createdAt), defaultHidden: true },
  { key: 'secretRotatedAt', title: '密钥设置时间', width: 160, render: (r) => time(r.secretRotatedAt), defaultHidden: true },
  { key: 'remark', title: '备注', width: 160, ellipsis: true },
];

/** 服务授权: machine clients, their codes and addresses; secrets shown once. */
export function ClientList() {
  const state = useResourceList({ endpoint: serviceClientPage, filters: FILTERS });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [issued, setIssued] = useState<IssuedSecret | null>(null);

  const rotate = async (c: ServiceClientRow) => {
    const out = await call(rotateServiceSecret, { params: { id: c.id }, body: { version: c.version } });
    setIssued({ name: out.client.name, clientId: out.client.clientId, secret: out.secret });
    state.refresh();
  };
  const revoke = async (c: ServiceClientRow) => {
    await call(revokeServiceClient, { params: { id: c.id }, body: { version: c.version } });
    notice.success('已吊销');
    state.refresh();
  };

  const columns = [
    ...COLUMNS,
    actionsColumn(200, (c: ServiceClientRow) =>
      c.status === 'revoked' ? null : (
        <RowActions>
          <EditAction code={screen.code('edit')} onClick={() => setDialog({ kind: 'edit', client: c })} />
          <ConfirmAction code={screen.code('rotate')} title={`重置 ${c.name} 的密钥？`} content="旧密钥和用它换到的令牌立即失效，对接系统须换上新密钥。" onConfirm={() => rotate(c)}>
            重置密钥
          </ConfirmAction>
          <ConfirmAction code={screen.code('revoke')} danger title={`吊销 ${c.name}？`} content="吊销后不能再换令牌，已发的令牌在几秒内失效；此操作不可恢复。" onConfirm={() => revoke(c)}>
            吊销
          </ConfirmAction>
        </RowActions>
      ),
    ),
  ];

  return (
    <>
      <ResourceList
        title="服务授权"
        state={state}
        tableKey="ops.serviceClients"
        columns={columns}
        emptyText="还没有服务授权：点击 新增服务授权 为 ERP、BI 等系统开通只读或受限的接口访问"
        filterFields={
          <>
            <Form.Input field="name" label="名称/标识" showClear style={{ width: 200 }} />
            <Form.Select field="status" label="状态" showClear style={{ width: 120 }} optionList={STATUS_OPTIONS} />
          </>
        }
        toolbar={
          <AddButton code={screen.code('add')} onClick={() => setDialog({ kind: 'add' })}>
            新增服务授权
          </AddButton>
        }
      />
      <ClientForm
        key={dialog?.kind === 'edit' ? dialog.client.id : 'new'}
        visible={dialog !== null}
        client={dialog?.kind === 'edit' ? dialog.client : undefined}
        onClose={() => setDialog(null)}
        onSaved={(secret) => {
          state.refresh();
          if (secret) setIssued(secret);
        }}
      />
      <SecretDialog issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
