import { useState } from 'react';
import { Form, Tag } from '@douyinfe/semi-ui';
import { customerPage, setCustomerEnabled, settlementLabels, type CustomerRow } from '@shared/api/b2b/customer';
import { customerFields } from '@shared/api/b2b/recordFields';
import { clientScreen } from '@shared/api/b2b/screens';
import { fieldText } from '@shared/screen';
import { fieldColumns } from '../../../components/fields';
import { optionsOf, useUserOptions } from '../../../components/pickers/options';
import { actionsColumn, AddButton, EditAction, EnableAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';

import { CustomerForm } from './CustomerForm';
import { CustomerInvoicesSheet } from './CustomerInvoicesSheet';
import { CURRENCY_OPTIONS } from '../../../components/options';

const FILTERS = { name: '', code: '', settlement: '', salesUserId: '', currency: '', enabled: '' };
const ENABLED_OPTIONS = [{ value: 'true', label: '启用' }, { value: 'false', label: '停用' }];
const EFFECTS = { disable: '停用后不能再为该客户开票、付款或发货，历史记录保留。', enable: '启用后可以继续开票、付款和发货。' };

type Dialog = { kind: 'add' } | { kind: 'edit'; customer: CustomerRow } | null;

/** 客户列表: B2B customers with their settlement terms; add, edit, disable; a click shows the invoices. */
export function CustomerList() {
  const state = useResourceList({ endpoint: customerPage, filters: FILTERS });
  const users = useUserOptions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [shown, setShown] = useState<CustomerRow | null>(null);

  const columns = [
    ...fieldColumns(
      customerFields,
      ['code', 'name', 'country', 'currency', 'settlement', 'creditLimit', 'salesUserName', 'contactName', 'contactEmail', 'invoiceTitle', 'enabled'],
      { settlement: { render: (c) => <Tag color={c.settlement === 'credit' ? 'blue' : 'cyan'}>{fieldText(customerFields.settlement, c, 'settlement')}</Tag> } },
    ),
    actionsColumn(140, (c: CustomerRow) => (
      <RowActions>
        <EditAction code={clientScreen.code('edit')} onClick={() => setDialog({ kind: 'edit', customer: c })} />
        <EnableAction code={clientScreen.code('disable')} enabled={c.enabled} name={`客户 ${c.name}`} effects={EFFECTS} onToggle={(enabled) => call(setCustomerEnabled, { body: { id: c.id, enabled } }).then(state.refresh)} />
      </RowActions>
    )),
  ];

  return (
    <>
      <ResourceList
        title="客户"
        state={state}
        tableKey="b2b.customers"
        columns={columns}
        open={{ column: 'name', onOpen: setShown }}
        filterFields={
          <>
            <Form.Input field="name" label="名称" showClear style={{ width: 200 }} placeholder="前缀或完整编码" />
            <Form.Input field="code" label="编码" showClear style={{ width: 150 }} />
            <Form.Select field="settlement" label="结算方式" showClear style={{ width: 140 }} optionList={optionsOf(settlementLabels)} />
            <Form.Select field="salesUserId" label="负责销售" showClear filter style={{ width: 180 }} optionList={users.options.map((o) => ({ value: String(o.value), label: o.label }))} />
            <Form.Select field="currency" label="币种" showClear style={{ width: 120 }} optionList={CURRENCY_OPTIONS} />
            <Form.Select field="enabled" label="状态" showClear style={{ width: 120 }} optionList={ENABLED_OPTIONS} />
          </>
        }
        toolbar={
          <AddButton code={clientScreen.code('add')} onClick={() => setDialog({ kind: 'add' })}>
            新增客户
          </AddButton>
        }
      />
      <CustomerForm visible={dialog !== null} customer={dialog?.kind === 'edit' ? dialog.customer : undefined} onClose={() => setDialog(null)} onSaved={state.refresh} />
      <CustomerInvoicesSheet customer={shown} onClose={() => setShown(null)} />
    </>
  );
}
