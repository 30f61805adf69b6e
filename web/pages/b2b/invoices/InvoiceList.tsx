import { useMemo, useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import { deleteInvoice, invoicePage, type InvoiceRow } from '@shared/api/b2b/invoice';
import { rangePresets } from '../../../components/DateRangePicker';
import { LockButton } from '../../../components/LockButton';
import { DataTable, FilterBar, StatusTag, useListQuery, useUrlFilters, type DataColumn } from '../../../components/table';
import { call } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { DeleteButton } from '../../admin/common/DeleteButton';
import { CustomerSelect } from '../pickers/CustomerSelect';
import { invoiceStatusLooks, invoiceStatusOptions, Money } from '../pickers/cells';
import { InvoiceForm } from './InvoiceForm';

const FILTERS = { customerId: '', invoiceNumber: '', status: '', range: [] as string[] };

type Dialog = { kind: 'add' } | { kind: 'edit'; invoice: InvoiceRow } | null;

/** B2B发票: invoices with what was received and what is overdue; issue, edit and delete while unpaid. */
export function InvoiceList() {
  const filters = useUrlFilters(FILTERS);
  const { range, ...rest } = filters.values;
  const list = useListQuery(invoicePage, { ...rest, dateFrom: range[0], dateTo: range[1] });
  const [dialog, setDialog] = useState<Dialog>(null);
  const refresh = () => void list.refresh();

  const columns = useMemo<DataColumn<InvoiceRow>[]>(
    () => [
      { key: 'invoiceNumber', title: '发票号', width: 150 },
      { key: 'customerName', title: '客户', width: 200, ellipsis: true },
      { key: 'amount', title: '含税金额', width: 150, align: 'right', render: (r) => <Money amount={r.amount} currency={r.currency} /> },
      { key: 'taxAmount', title: '税额', width: 130, align: 'right', render: (r) => <span>{r.taxRate}% · <Money amount={r.taxAmount} /></span> },
      { key: 'received', title: '已收', width: 130, align: 'right', render: (r) => <Money amount={r.received} /> },
      { key: 'outstanding', title: '未收', width: 130, align: 'right', render: (r) => <Money amount={r.outstanding} /> },
      { key: 'invoiceDate', title: '开票日期', width: 110 },
      { key: 'dueDate', title: '到期日', width: 110 },
      {
        key: 'status',
        title: '状态',
        width: 130,
        render: (r) => (
          <span>
            <StatusTag value={r.status} looks={invoiceStatusLooks} />
            {r.overdueDays > 0 && <span className="cd-cell-muted"> {r.overdueDays}天</span>}
          </span>
        ),
      },
      { key: 'orderNos', title: '订单号', width: 200, ellipsis: true, render: (r) => r.orderNos.join('、') },
      { key: 'createdByName', title: '开票人', width: 90, defaultHidden: true },
      { key: 'remark', title: '备注', width: 160, ellipsis: true, defaultHidden: true },
      {
        key: 'actions',
        title: '操作',
        pinned: true,
        fixed: 'right',
        width: 130,
        render: (r) => {
          const blocked = Number(r.received) > 0 ? '已有回款，不能修改或删除' : undefined;
          return (
            <span className="cd-admin-actions">
              <Auth code="b2b-invoice-list:btn_edit">
                <LockButton size="small" theme="borderless" disabled={!!blocked} onClick={() => setDialog({ kind: 'edit', invoice: r })}>
                  编辑
                </LockButton>
              </Auth>
              <Auth code="b2b-invoice-list:btn_del">
                <DeleteButton
                  compact
                  blockedReason={blocked}
                  title={`删除发票 ${r.invoiceNumber}？`}
                  content="删除后发票号不能再使用，所含订单可以重新开票。"
                  onDelete={() => call(deleteInvoice, { params: { id: r.id } })}
                  onDeleted={refresh}
                />
              </Auth>
            </span>
          );
        },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <div className="cd-list">
      <div className="cd-panel">
        <FilterBar filters={filters} label="发票筛选">
          <CustomerSelect field="customerId" label="客户" style={{ width: 220 }} />
          <Form.Input field="invoiceNumber" label="发票号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
          <Form.DatePicker field="range" label="开票日期" type="dateRange" presets={rangePresets()} style={{ width: 260 }} showClear />
          <Form.Select field="status" label="状态" showClear style={{ width: 140 }} optionList={invoiceStatusOptions} />
        </FilterBar>
      </div>
      <DataTable
        tableKey="b2b.invoices"
        label="发票列表"
        columns={columns}
        list={list}
        emptyText="没有符合条件的发票"
        toolbar={
          <Auth code="b2b-invoice-list:btn_add">
            <LockButton theme="solid" icon={<IconPlus />} onClick={() => setDialog({ kind: 'add' })}>
              开票
            </LockButton>
          </Auth>
        }
      />
      <InvoiceForm
        key={dialog?.kind === 'edit' ? dialog.invoice.id : 'new'}
        visible={dialog !== null}
        invoice={dialog?.kind === 'edit' ? dialog.invoice : undefined}
        onClose={() => setDialog(null)}
        onSaved={refresh}
      />
    </div>
  );
}
