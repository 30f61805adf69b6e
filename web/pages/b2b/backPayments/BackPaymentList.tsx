import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { addB2bBackPaymentExcelTask, getBackPaymentTabNum, getFinanceBackPayment, queryBackPaymentList } from '@shared/api/b2b/backPayment';
import { backPaymentFields } from '@shared/api/b2b/recordFields';
import { backPaymentScreen } from '@shared/api/b2b/screens';
import { backPaymentMachine } from '@shared/workflow';
import { rangePresets } from '../../../components/DateRangePicker';
import { fieldColumns } from '../../../components/fields';
import { AddButton, ExportButton, ResourceList, useResourceList, useRecordDrawer } from '../../../components/resource';
import { useSession } from '../../../lib/session/SessionContext';

import { BackPaymentDetail } from './BackPaymentDetail';
import { BackPaymentForm } from './BackPaymentForm';
import { CURRENCY_OPTIONS } from '../../../components/options';

const FILTERS = { status: '', serialNo: '', currency: '', received: [] as string[] };
const COLUMNS = ['serialNo', 'customerName', 'amount', 'amountCny', 'receivedOn', 'bank', 'status', 'creatorName', 'createdAt'] as const;

/** 回款: money customers sent, recorded by sales and confirmed by finance. */
export function BackPaymentList() {
  const { can } = useSession();
  const state = useResourceList({
    endpoint: queryBackPaymentList,
    counts: getBackPaymentTabNum,
    filters: FILTERS,
    toQuery: ({ received, ...rest }) => ({ ...rest, receivedFrom: received[0], receivedTo: received[1] }),
    // Finance's 待财务确认 tab: everyone's submitted back payments, whatever their own view.
    source: ({ status }) => (status === 'submitted' && can(backPaymentScreen.code('confirm')) ? { endpoint: getFinanceBackPayment, query: {} } : undefined),
  });
  const drawer = useRecordDrawer();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <ResourceList
        title={backPaymentMachine.title}
        state={state}
        machine={backPaymentMachine}
        tableKey="b2b.backPayments"
        columns={fieldColumns(backPaymentFields, COLUMNS)}
        open={{ column: 'serialNo', onOpen: (r) => drawer.open(r.id) }}
        filterFields={
          <>
            <Form.Input field="serialNo" label="回款单号" showClear style={{ width: 200 }} placeholder="前缀匹配" />
            <Form.Select field="currency" label="币种" showClear style={{ width: 150 }} optionList={CURRENCY_OPTIONS} />
            <Form.DatePicker field="received" label="到账日期" type="dateRange" presets={rangePresets()} style={{ width: 300 }} showClear />
          </>
        }
        toolbar={
          <>
            <AddButton code={backPaymentScreen.code('add')} onClick={() => setAdding(true)}>
              新增回款
            </AddButton>
            <ExportButton endpoint={addB2bBackPaymentExcelTask} query={state.query} />
          </>
        }
      />
      {adding && <BackPaymentForm onClose={() => setAdding(false)} onSaved={state.refresh} />}
      {drawer.id !== undefined && <BackPaymentDetail id={drawer.id} onClose={drawer.close} onChanged={state.refresh} />}
    </>
  );
}
