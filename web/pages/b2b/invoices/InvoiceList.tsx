import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { deleteInvoice, invoicePage, type InvoiceRow } from '@shared/api/b2b/invoice';
import { invoiceFields } from '@shared/api/b2b/recordFields';
import { invoiceScreen } from '@shared/api/b2b/screens';
import { rangePresets } from '../../../components/DateRangePicker';
import { fieldColumns, Money } from '../../../components/fields';
import { CustomerSelect } from '../../../components/pickers/CustomerSelect';
import { actionsColumn, AddButton, DeleteAction, EditAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { StatusTag } from '../../../components/table';
import { call } from '../../../lib/api';
import { invoiceStatusLooks, invoiceStatusOptions } from '../pickers/looks';
import { InvoiceForm } from './InvoiceForm';

const FILTERS = { customerId: '', invoiceNumber: '', status: '', range: [] as string[] };

type Dialog = { kind: 'add' } | { kind: 'edit'; invoice: InvoiceRow } | null;

/** B2B发票: invoices with what was received and what is overdue; issue, edit and delete while unpaid. */
export function InvoiceList() {
  const state = useResourceList({
    endpoint: invoicePage,
    filters: FILTERS,
    toQuery: ({ range, ...rest }) => ({ ...rest, dateFrom: range[0], dateTo: range[1] }),
  });
  const [dialog, setDialog] = useState<Dialog>(null);

  const columns = [
    ...fieldColumns(
      invoiceFields,
      ['invoiceNumber', 'customerName', 'amount', 'taxAmount', 'received', 'outstanding', 'invoiceDate', 'dueDate', 'status', 'orderNos', 'createdByName', 'remark'],
      {
        taxAmount: { render: (r) => <span>{r.taxRate}% · <Money amount={r.taxAmount} /></span> },
        status: {
          render: (r) => (
            <span>
              <StatusTag value={r.status} looks={invoiceStatusLooks} />
              {r.overdueDays > 0 && <span className="cd-cell-muted"> {r.overdueDays}天</span>}
            </span>
          ),
        },
      },
    ),
    actionsColumn(130, (r: InvoiceRow) => {
      const blocked = Number(r.received) > 0 ? '已有回款，不能修改或删除' : undefined;
      return (
        <RowActions>
          <EditAction code={invoiceScreen.code('edit')} disabled={!!blocked} onClick={() => setDialog({ kind: 'edit', invoice: r })} />
          <DeleteAction
            code={invoiceScreen.code('del')}
            blockedReason={blocked}
            title={`删除发票 ${r.invoiceNumber}？`}
            content="删除后发票号不能再使用，所含订单可以重新开票。"
            onDelete={() => call(deleteInvoice, { params: { id: r.id } })}
            onDeleted={state.refresh}
          />
        </RowActions>
      );
    }),
  ];

  return (
    <>
      <ResourceList
        title="发票"
        state={state}
        tableKey="b2b.invoices"
        columns={columns}
        filterFields={
          <>
            <CustomerSelect field="customerId" label="客户" style={{ width: 220 }} />
            <Form.Input field="invoiceNumber" label="发票号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
            <Form.DatePicker field="range" label="开票日期" type="dateRange" presets={rangePresets()} style={{ width: 320 }} showClear />
            <Form.Select field="status" label="状态" showClear style={{ width: 140 }} optionList={invoiceStatusOptions} />
          </>
        }
        toolbar={
          <AddButton code={invoiceScreen.code('add')} onClick={() => setDialog({ kind: 'add' })}>
            开票
          </AddButton>
        }
      />
      <InvoiceForm
        key={dialog?.kind === 'edit' ? dialog.invoice.id : 'new'}
        visible={dialog !== null}
        invoice={dialog?.kind === 'edit' ? dialog.invoice : undefined}
        onClose={() => setDialog(null)}
        onSaved={state.refresh}
      />
    </>
  );
}
