import { useMemo, useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { addB2bBackPaymentExcelTask, BACK_PAYMENT_CONFIRM, getBackPaymentTabNum, getFinanceBackPayment, queryBackPaymentList, type BackPaymentRow } from '@shared/api/b2b/backPayment';
import { CURRENCIES } from '@shared/api/b2b/fields';
import { backPaymentMachine } from '@shared/workflow';
import { rangePresets } from '../../../components/DateRangePicker';
import { useListQuery, useUrlFilters, type DataColumn } from '../../../components/table';
import { WorkflowStatusTag } from '../../../components/workflow';
import { useSession } from '../../../lib/session/SessionContext';
import { Money, SerialLink, When } from '../flow/cells';
import { FlowListLayout } from '../flow/FlowListLayout';
import { useFlowTabs } from '../flow/useFlowTabs';
import { BackPaymentDetail } from './BackPaymentDetail';
import { BackPaymentForm } from './BackPaymentForm';

const FILTERS = { status: '', serialNo: '', currency: '', received: [] as string[] };

/** 回款: money customers sent, recorded by sales and confirmed by finance. */
export function BackPaymentList() {
  const filters = useUrlFilters(FILTERS);
  const tabs = useFlowTabs(filters, getBackPaymentTabNum);
  const { can } = useSession();
  const { received, status, ...rest } = filters.values;
  // Finance's 待财务确认 tab: everyone's submitted back payments, whatever their own view.
  const financeQueue = status === 'submitted' && can(BACK_PAYMENT_CONFIRM);
  const listFilter = { ...rest, status, receivedFrom: received[0], receivedTo: received[1] };
  const list = useListQuery(financeQueue ? getFinanceBackPayment : queryBackPaymentList, financeQueue ? {} : listFilter);
  const [openId, setOpenId] = useState<number>();
  const [adding, setAdding] = useState(false);
  const changed = () => {
    void list.refresh();
    void tabs.refreshCounts();
  };

  const columns = useMemo<DataColumn<BackPaymentRow>[]>(
    () => [
      { key: 'serialNo', title: '回款单号', width: 160, render: (r) => <SerialLink serialNo={r.serialNo} onOpen={() => setOpenId(r.id)} /> },
      { key: 'customerName', title: '客户', width: 200, ellipsis: true },
      { key: 'amount', title: '金额', width: 150, align: 'right', render: (r) => <Money amount={r.amount} currency={r.currency} /> },
      { key: 'amountCny', title: '人民币金额', width: 150, align: 'right', render: (r) => <Money amount={r.amountCny} currency="CNY" /> },
      { key: 'receivedOn', title: '到账日期', width: 110 },
      { key: 'bankName', title: '收款账户', width: 200, ellipsis: true, render: (r) => `${r.bankName ?? ''} ${r.bankAccountNo ?? ''}` },
      { key: 'status', title: '状态', width: 110, render: (r) => <WorkflowStatusTag machine={backPaymentMachine} status={r.status} /> },
      { key: 'creatorName', title: '创建人', width: 90 },
      { key: 'createdAt', title: '创建时间', width: 160, render: (r) => <When at={r.createdAt} /> },
    ],
    [],
  );

  return (
    <div className="cd-list">
      <FlowListLayout
        machine={backPaymentMachine}
        filters={filters}
        filterFields={[
          <Form.Input key="serialNo" field="serialNo" label="回款单号" showClear style={{ width: 200 }} placeholder="前缀匹配" />,
          <Form.Select key="currency" field="currency" label="币种" showClear style={{ width: 150 }} optionList={CURRENCIES.map((c) => ({ value: c, label: c }))} />,
          <Form.DatePicker key="received" field="received" label="到账日期" type="dateRange" presets={rangePresets()} style={{ width: 300 }} showClear />,
        ]}
        tabs={tabs}
        tableKey="b2b.backPayments"
        columns={columns}
        list={list}
        add={{ code: 'back-payment-list:btn_add', text: '新增回款', onClick: () => setAdding(true) }}
        exportTask={{ code: 'back-payment-list:btn_export', endpoint: addB2bBackPaymentExcelTask, query: listFilter }}
      />
      {adding && <BackPaymentForm onClose={() => setAdding(false)} onSaved={changed} />}
      {openId !== undefined && <BackPaymentDetail id={openId} onClose={() => setOpenId(undefined)} onChanged={changed} />}
    </div>
  );
}
