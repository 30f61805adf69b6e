import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { bankPurposeLabels, companyBankPage, setCompanyBankEnabled, type CompanyBankRow } from '@shared/api/b2b/bank';
import { bankFields } from '@shared/api/b2b/recordFields';
import { bankScreen } from '@shared/api/b2b/screens';
import { fieldColumns } from '../../../components/fields';
import { optionsOf } from '../../../components/pickers/options';
import { actionsColumn, AddButton, EditAction, EnableAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';

import { BankForm } from './BankForm';
import { CURRENCY_OPTIONS } from '../../../components/options';

const FILTERS = { name: '', accountNo: '', currency: '', purpose: '', enabled: '' };
const ENABLED_OPTIONS = [{ value: 'true', label: '启用' }, { value: 'false', label: '停用' }];
const EFFECTS = { disable: '停用后不再出现在回款和付款的账户选择中，历史单据保留。', enable: '启用后可在回款和付款中选择。' };

type Dialog = { kind: 'add' } | { kind: 'edit'; bank: CompanyBankRow } | null;

/** 公司收款账户: the accounts customers pay into and payments leave from. */
export function BankList() {
  const state = useResourceList({ endpoint: companyBankPage, filters: FILTERS });
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns = [
    ...fieldColumns(bankFields, ['accountName', 'bankName', 'accountNo', 'currency', 'swiftCode', 'purpose', 'enabled', 'remark']),
    actionsColumn(130, (b: CompanyBankRow) => (
      <RowActions>
        <EditAction code={bankScreen.code('edit')} onClick={() => setDialog({ kind: 'edit', bank: b })} />
        <EnableAction code={bankScreen.code('edit')} enabled={b.enabled} name={`账户 ${b.accountNo}`} effects={EFFECTS} onToggle={(enabled) => call(setCompanyBankEnabled, { body: { id: b.id, enabled } }).then(state.refresh)} />
      </RowActions>
    )),
  ];
  return (
    <>
      <ResourceList
        title="账户"
        state={state}
        tableKey="b2b.companyBanks"
        columns={columns}
        filterFields={
          <>
            <Form.Input field="name" label="账户名/银行" showClear style={{ width: 200 }} placeholder="前缀匹配" />
            <Form.Input field="accountNo" label="账号" showClear style={{ width: 180 }} />
            <Form.Select field="currency" label="币种" showClear style={{ width: 120 }} optionList={CURRENCY_OPTIONS} />
            <Form.Select field="purpose" label="用途" showClear style={{ width: 130 }} optionList={optionsOf(bankPurposeLabels)} />
            <Form.Select field="enabled" label="状态" showClear style={{ width: 110 }} optionList={ENABLED_OPTIONS} />
          </>
        }
        toolbar={
          <AddButton code={bankScreen.code('add')} onClick={() => setDialog({ kind: 'add' })}>
            新增账户
          </AddButton>
        }
      />
      <BankForm key={dialog?.kind === 'edit' ? dialog.bank.id : 'new'} visible={dialog !== null} bank={dialog?.kind === 'edit' ? dialog.bank : undefined} onClose={() => setDialog(null)} onSaved={state.refresh} />
    </>
  );
}
