import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { IconDownload } from '@douyinfe/semi-icons';
import { paymentAllStatus, paymentBatchDownload, paymentExport, paymentPage, paymentTabNum } from '@shared/api/b2b/payment';
import { paymentFields } from '@shared/api/b2b/recordFields';
import { paymentScreen } from '@shared/api/b2b/screens';
import { paymentMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { LockButton } from '../../../components/LockButton';
import { CustomerSelect } from '../../../components/pickers/CustomerSelect';
import { optionsOf } from '../../../components/pickers/options';
import { AddButton, ExportButton, ResourceList, useRecordDrawer, useResourceList } from '../../../components/resource';
import { download, useApi } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';

import { PaymentDrawer } from './PaymentDrawer';
import { PaymentForm } from './PaymentForm';
import { CURRENCY_OPTIONS } from '../../../components/options';

const FILTERS = { status: '', serialNo: '', type: '', customerId: '', invoiceNumber: '', currency: '', range: [] as string[] };

/** 付款申请: tabs with counts, filters, the list, 新增, export, batch download of attachments, the detail drawer. */
export function PaymentList() {
  const state = useResourceList({
    endpoint: paymentPage,
    counts: paymentTabNum,
    filters: FILTERS,
    toQuery: ({ range, ...rest }) => ({ ...rest, createdFrom: range[0], createdTo: range[1] }),
  });
  const states = useApi(paymentAllStatus);
  // `?id=` (links from Lark cards and widgets) opens that request's detail.
  const drawer = useRecordDrawer();
  const [selected, setSelected] = useState<Array<string | number>>([]);

  const columns = fieldColumns(
    paymentFields,
    ['serialNo', 'type', 'customerName', 'payeeName', 'amount', 'amountCny', 'status', 'invoiceNumber', 'creatorName', 'createdAt'],
    {
      serialNo: { fixed: 'left' },
      invoiceNumber: { defaultHidden: true },
    },
  );

  /** The same name the server gives: the serial for one request, else how many. */
  const downloadSelected = () => {
    const one = selected.length === 1 ? state.list.rows.find((r) => String(r.id) === String(selected[0])) : undefined;
    const name = one ? `${one.serialNo}_附件.zip` : `付款申请附件_${selected.length}条.zip`;
    return download(paymentBatchDownload, { ids: selected.map(String).join(',') }, name);
  };

  return (
    <>
      <ResourceList
        title={paymentMachine.title}
        state={state}
        machine={paymentMachine}
        tableKey="b2b.payments"
        open={{ column: 'serialNo', onOpen: (r) => drawer.open(r.id) }}
        columns={columns}
        selection={{ selectedKeys: selected, onChange: setSelected }}
        filterFields={
          <>
            <Form.Input field="serialNo" label="流水号" showClear style={{ width: 200 }} placeholder="前缀匹配" />
            <Form.Select field="status" label="状态" showClear style={{ width: 170 }} optionList={(states.data ?? []).map((s) => ({ value: s.value, label: s.label }))} />
            <Form.Select field="type" label="类型" showClear style={{ width: 140 }} optionList={optionsOf(paymentFields.type.options!)} />
            <CustomerSelect field="customerId" style={{ width: 220 }} placeholder="输入名称搜索" />
            <Form.Input field="invoiceNumber" label="发票号" showClear style={{ width: 180 }} />
            <Form.Select field="currency" label="币种" showClear style={{ width: 130 }} optionList={CURRENCY_OPTIONS} />
            <Form.DatePicker field="range" label="创建日期" type="dateRange" style={{ width: 280 }} showClear />
          </>
        }
        toolbar={
          <>
            <AddButton code={paymentScreen.code('add')} onClick={() => drawer.edit()} />
            <ExportButton endpoint={paymentExport} query={state.query} />
            <Auth code={paymentScreen.code('download')}>
              <LockButton icon={<IconDownload />} disabled={selected.length === 0} onClick={downloadSelected}>
                批量下载附件{selected.length ? `（${selected.length}）` : ''}
              </LockButton>
            </Auth>
          </>
        }
      />
      <PaymentForm
        visible={drawer.editing !== null}
        id={drawer.editing?.id}
        onClose={drawer.closeForm}
        onSaved={(id) => {
          state.refresh();
          drawer.saved(id);
        }}
      />
      {drawer.id !== undefined && (
        <PaymentDrawer
          id={drawer.id}
          onClose={drawer.close}
          onEdit={(id) => drawer.edit(id)}
          onChanged={state.refresh}
        />
      )}
    </>
  );
}
