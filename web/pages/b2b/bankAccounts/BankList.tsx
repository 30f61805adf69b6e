import { useMemo, useState } from 'react';
import { Form, Tag } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import { bankPurposeLabels, companyBankPage, setCompanyBankEnabled, type CompanyBankRow } from '@shared/api/b2b/bank';
import { CURRENCIES } from '@shared/api/b2b/fields';
import { LockButton } from '../../../components/LockButton';
import { DataTable, FilterBar, useListQuery, useUrlFilters, type DataColumn } from '../../../components/table';
import { call } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { ConfirmButton } from '../../admin/common/ConfirmButton';
import { optionsOf } from '../pickers/cells';
import { BankForm } from './BankForm';

const FILTERS = { name: '', accountNo: '', currency: '', purpose: '', enabled: '' };

type Dialog = { kind: 'add' } | { kind: 'edit'; bank: CompanyBankRow } | null;

/** 公司收款账户: the accounts customers pay into and payments leave from. */
export function BankList() {
  const filters = useUrlFilters(FILTERS);
  const list = useListQuery(companyBankPage, filters.values);
  const [dialog, setDialog] = useState<Dialog>(null);
  const refresh = () => void list.refresh();
  const columns = useMemo<DataColumn<CompanyBankRow>[]>(
    () => [
      { key: 'accountName', title: '账户名', width: 200 },
      { key: 'bankName', title: '开户银行', width: 180 },
      { key: 'accountNo', title: '账号', width: 220 },
      { key: 'currency', title: '币种', width: 70 },
      { key: 'swiftCode', title: 'SWIFT', width: 120 },
      { key: 'purpose', title: '用途', width: 90, render: (b) => bankPurposeLabels[b.purpose] },
      { key: 'enabled', title: '状态', width: 70, render: (b) => (b.enabled ? <Tag color="green">启用</Tag> : <Tag color="grey">停用</Tag>) },
      { key: 'remark', title: '备注', width: 160, ellipsis: true, defaultHidden: true },
      {
        key: 'actions',
        title: '操作',
        pinned: true,
        fixed: 'right',
        width: 130,
        render: (b) => (
          <Auth code="paymentAccountManager:btn_edit">
            <span className="cd-admin-actions">
              <LockButton size="small" theme="borderless" onClick={() => setDialog({ kind: 'edit', bank: b })}>
                编辑
              </LockButton>
              <ConfirmButton
                size="small"
                theme="borderless"
                danger={b.enabled}
                title={`${b.enabled ? '停用' : '启用'}账户 ${b.accountNo}？`}
                content={b.enabled ? '停用后不再出现在回款和付款的账户选择中，历史单据保留。' : '启用后可在回款和付款中选择。'}
                onConfirm={async () => {
                  await call(setCompanyBankEnabled, { body: { id: b.id, enabled: !b.enabled } });
                  refresh();
                }}
              >
                {b.enabled ? '停用' : '启用'}
              </ConfirmButton>
            </span>
          </Auth>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <div className="cd-list">
      <div className="cd-panel">
        <FilterBar filters={filters} label="账户筛选">
          <Form.Input field="name" label="账户名/银行" showClear style={{ width: 200 }} placeholder="前缀匹配" />
          <Form.Input field="accountNo" label="账号" showClear style={{ width: 180 }} />
          <Form.Select field="currency" label="币种" showClear style={{ width: 120 }} optionList={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          <Form.Select field="purpose" label="用途" showClear style={{ width: 130 }} optionList={optionsOf(bankPurposeLabels)} />
          <Form.Select field="enabled" label="状态" showClear style={{ width: 110 }} optionList={[{ value: 'true', label: '启用' }, { value: 'false', label: '停用' }]} />
        </FilterBar>
      </div>
      <DataTable
        tableKey="b2b.companyBanks"
        label="公司账户列表"
        columns={columns}
        list={list}
        emptyText="没有符合条件的账户"
        toolbar={
          <Auth code="paymentAccountManager:btn_add">
            <LockButton theme="solid" icon={<IconPlus />} onClick={() => setDialog({ kind: 'add' })}>
              新增账户
            </LockButton>
          </Auth>
        }
      />
      <BankForm key={dialog?.kind === 'edit' ? dialog.bank.id : 'new'} visible={dialog !== null} bank={dialog?.kind === 'edit' ? dialog.bank : undefined} onClose={() => setDialog(null)} onSaved={refresh} />
    </div>
  );
}
