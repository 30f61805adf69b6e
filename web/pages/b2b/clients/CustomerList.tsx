import { useMemo, useState } from 'react';
import { Button, Form, Tag } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import { customerPage, setCustomerEnabled, settlementLabels, type CustomerRow } from '@shared/api/b2b/customer';
import { CURRENCIES } from '@shared/api/b2b/fields';
import { LockButton } from '../../../components/LockButton';
import { DataTable, FilterBar, useListQuery, useUrlFilters, type DataColumn } from '../../../components/table';
import { call } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { ConfirmButton } from '../../admin/common/ConfirmButton';
import { useUserOptions } from '../../admin/common/options';
import { Money, optionsOf } from '../pickers/cells';
import { CustomerForm } from './CustomerForm';
import { CustomerInvoicesSheet } from './CustomerInvoicesSheet';

const FILTERS = { name: '', code: '', settlement: '', salesUserId: '', currency: '', enabled: '' };
const enabledOptions = [
  { value: 'true', label: '启用' },
  { value: 'false', label: '停用' },
];

type Dialog = { kind: 'add' } | { kind: 'edit'; customer: CustomerRow } | null;

/** 客户列表: B2B customers with their settlement terms; add, edit, disable; a click shows the invoices. */
export function CustomerList() {
  const filters = useUrlFilters(FILTERS);
  const list = useListQuery(customerPage, filters.values);
  const users = useUserOptions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [shown, setShown] = useState<CustomerRow | null>(null);
  const refresh = () => void list.refresh();

  const columns = useMemo<DataColumn<CustomerRow>[]>(
    () => [
      { key: 'code', title: '编码', width: 100 },
      {
        key: 'name',
        title: '客户名称',
        width: 220,
        render: (c) => (
          <Button theme="borderless" size="small" style={{ padding: 0 }} onClick={() => setShown(c)}>
            {c.name}
          </Button>
        ),
      },
      { key: 'country', title: '国家/地区', width: 90 },
      { key: 'currency', title: '币种', width: 70 },
      {
        key: 'settlement',
        title: '结算',
        width: 110,
        render: (c) => (c.settlement === 'credit' ? <Tag color="blue">账期 {c.creditDays} 天</Tag> : <Tag color="cyan">{settlementLabels.prepaid}</Tag>),
      },
      { key: 'creditLimit', title: '信用额度', width: 140, align: 'right', render: (c) => <Money amount={c.creditLimit} currency={c.currency} /> },
      { key: 'salesUserName', title: '负责销售', width: 90 },
      { key: 'contactName', title: '联系人', width: 110, ellipsis: true },
      { key: 'contactEmail', title: '邮箱', width: 180, ellipsis: true, defaultHidden: true },
      { key: 'invoiceTitle', title: '发票抬头', width: 180, ellipsis: true, defaultHidden: true },
      { key: 'enabled', title: '状态', width: 70, render: (c) => (c.enabled ? <Tag color="green">启用</Tag> : <Tag color="grey">停用</Tag>) },
      {
        key: 'actions',
        title: '操作',
        pinned: true,
        fixed: 'right',
        width: 140,
        render: (c) => (
          <span className="cd-admin-actions">
            <Auth code="client-list:btn_edit">
              <LockButton size="small" theme="borderless" onClick={() => setDialog({ kind: 'edit', customer: c })}>
                编辑
              </LockButton>
            </Auth>
            <Auth code="client-list:btn_disable">
              <ConfirmButton
                size="small"
                theme="borderless"
                danger={c.enabled}
                title={`${c.enabled ? '停用' : '启用'}客户 ${c.name}？`}
                content={c.enabled ? '停用后不能再为该客户开票、付款或发货，历史记录保留。' : '启用后可以继续开票、付款和发货。'}
                onConfirm={async () => {
                  await call(setCustomerEnabled, { body: { id: c.id, enabled: !c.enabled } });
                  refresh();
                }}
              >
                {c.enabled ? '停用' : '启用'}
              </ConfirmButton>
            </Auth>
          </span>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <div className="cd-list">
      <div className="cd-panel">
        <FilterBar filters={filters} label="客户筛选">
          <Form.Input field="name" label="名称" showClear style={{ width: 200 }} placeholder="前缀或完整编码" />
          <Form.Input field="code" label="编码" showClear style={{ width: 150 }} />
          <Form.Select field="settlement" label="结算方式" showClear style={{ width: 140 }} optionList={optionsOf(settlementLabels)} />
          <Form.Select field="salesUserId" label="负责销售" showClear filter style={{ width: 180 }} optionList={users.options.map((o) => ({ value: String(o.value), label: o.label }))} />
          <Form.Select field="currency" label="币种" showClear style={{ width: 120 }} optionList={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          <Form.Select field="enabled" label="状态" showClear style={{ width: 120 }} optionList={enabledOptions} />
        </FilterBar>
      </div>
      <DataTable
        tableKey="b2b.customers"
        label="客户列表"
        columns={columns}
        list={list}
        emptyText="没有符合条件的客户"
        toolbar={
          <Auth code="client-list:btn_add">
            <LockButton theme="solid" icon={<IconPlus />} onClick={() => setDialog({ kind: 'add' })}>
              新增客户
            </LockButton>
          </Auth>
        }
      />
      <CustomerForm visible={dialog !== null} customer={dialog?.kind === 'edit' ? dialog.customer : undefined} onClose={() => setDialog(null)} onSaved={refresh} />
      <CustomerInvoicesSheet customer={shown} onClose={() => setShown(null)} />
    </div>
  );
}
