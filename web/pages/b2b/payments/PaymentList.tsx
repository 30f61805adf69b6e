import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Form, Typography } from '@douyinfe/semi-ui';
import { IconDownload, IconPlus } from '@douyinfe/semi-icons';
import { paymentAllStatus, paymentBatchDownload, paymentCode, paymentExport, paymentPage, paymentTabNum, type PaymentRow } from '@shared/api/b2b/payment';
import { formatDateTime, formatMoney } from '@shared/format';
import { paymentMachine } from '@shared/workflow';
import { ExportTaskButton } from '../../../components/excel';
import { LockButton } from '../../../components/LockButton';
import { DataTable, FilterBar, useListQuery, useUrlFilters, type DataColumn } from '../../../components/table';
import { ALL_TAB, StatusTabs, WorkflowStatusTag } from '../../../components/workflow';
import { download, useApi } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { currencyOptions, typeLabel, typeOptions } from './looks';
import { PaymentDrawer } from './PaymentDrawer';
import { PaymentForm } from './PaymentForm';
import { CustomerSelect } from './CustomerSelect';

const FILTERS = { status: '', serialNo: '', type: '', customerId: '', invoiceNumber: '', currency: '', range: [] as string[] };

type Sheet = { kind: 'add' } | { kind: 'edit'; id: number } | { kind: 'view'; id: number } | null;

/** 付款申请: tabs with counts, filters, the list, 新增, batch download of attachments, the detail drawer. */
export function PaymentList() {
  const filters = useUrlFilters(FILTERS);
  const { range, ...rest } = filters.values;
  const listFilter = { ...rest, createdFrom: range[0], createdTo: range[1] };
  const list = useListQuery(paymentPage, listFilter);
  const tabs = useApi(paymentTabNum);
  const states = useApi(paymentAllStatus);
  // `?id=` (links from Lark cards and widgets) opens that request's detail.
  const [params] = useSearchParams();
  const [sheet, setSheet] = useState<Sheet>(() => (Number(params.get('id')) > 0 ? { kind: 'view', id: Number(params.get('id')) } : null));
  const [selected, setSelected] = useState<Array<string | number>>([]);
  const refresh = () => void Promise.all([list.refresh(), tabs.mutate()]);

  const columns = useMemo<DataColumn<PaymentRow>[]>(
    () => [
      {
        key: 'serialNo',
        title: '流水号',
        width: 170,
        fixed: 'left',
        render: (r) => (
          <Typography.Text link onClick={() => setSheet({ kind: 'view', id: r.id })}>
            {r.serialNo}
          </Typography.Text>
        ),
      },
      { key: 'type', title: '类型', width: 80, render: (r) => typeLabel(r.type) },
      { key: 'customerName', title: '客户', width: 160, ellipsis: true },
      { key: 'payeeName', title: '收款人', width: 170, ellipsis: true },
      { key: 'amount', title: '金额', width: 140, align: 'right', render: (r) => formatMoney(r.amount, r.currency) },
      { key: 'amountCny', title: '人民币金额', width: 140, align: 'right', render: (r) => formatMoney(r.amountCny, 'CNY') },
      { key: 'status', title: '状态', width: 110, render: (r) => <WorkflowStatusTag machine={paymentMachine} status={r.status} /> },
      { key: 'invoiceNumber', title: '发票号', width: 140, defaultHidden: true },
      { key: 'creatorName', title: '创建人', width: 90 },
      { key: 'createdAt', title: '创建时间', width: 160, render: (r) => <span className="cd-nowrap">{formatDateTime(r.createdAt)}</span> },
      {
        key: 'actions',
        title: '操作',
        width: 120,
        pinned: true,
        fixed: 'right',
        render: (r) => (
          <Typography.Text link onClick={() => setSheet({ kind: 'view', id: r.id })}>
            查看
          </Typography.Text>
        ),
      },
    ],
    [],
  );

  /** The same name the server gives: the serial for one request, else how many. */
  const downloadSelected = () => {
    const one = selected.length === 1 ? list.rows.find((r) => String(r.id) === String(selected[0])) : undefined;
    const name = one ? `${one.serialNo}_附件.zip` : `付款申请附件_${selected.length}条.zip`;
    return download(paymentBatchDownload, { ids: selected.map(String).join(',') }, name);
  };

  return (
    <div className="cd-list">
      <div className="cd-panel">
        <StatusTabs
          machine={paymentMachine}
          value={filters.values.status || ALL_TAB}
          counts={tabs.data}
          onChange={(status) => filters.apply({ ...filters.values, status: status === ALL_TAB ? '' : status })}
        />
        <FilterBar filters={filters} label="付款申请筛选">
          <Form.Input field="serialNo" label="流水号" showClear style={{ width: 200 }} placeholder="前缀匹配" />
          <Form.Select
            field="status"
            label="状态"
            showClear
            style={{ width: 170 }}
            optionList={(states.data ?? []).map((s) => ({ value: s.value, label: s.label }))}
          />
          <Form.Select field="type" label="类型" showClear style={{ width: 140 }} optionList={typeOptions} />
          <CustomerSelect id="cd-filter-customerId" style={{ width: 220 }} placeholder="输入名称搜索" />
          <Form.Input field="invoiceNumber" label="发票号" showClear style={{ width: 180 }} />
          <Form.Select field="currency" label="币种" showClear style={{ width: 130 }} optionList={currencyOptions} />
          <Form.DatePicker field="range" label="创建日期" type="dateRange" style={{ width: 280 }} showClear />
        </FilterBar>
      </div>
      <DataTable
        tableKey="b2b.payments"
        label="付款申请列表"
        columns={columns}
        list={list}
        emptyText="没有符合条件的付款申请"
        selection={{ selectedKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <Auth code={paymentCode('add')}>
              <LockButton theme="solid" icon={<IconPlus />} onClick={() => setSheet({ kind: 'add' })}>
                新增
              </LockButton>
            </Auth>
            <Auth code={paymentCode('export')}>
              <ExportTaskButton endpoint={paymentExport} query={listFilter as never} />
            </Auth>
            <Auth code={paymentCode('download')}>
              <LockButton icon={<IconDownload />} disabled={selected.length === 0} onClick={downloadSelected}>
                批量下载附件{selected.length ? `（${selected.length}）` : ''}
              </LockButton>
            </Auth>
          </>
        }
      />
      <PaymentForm
        visible={sheet?.kind === 'add' || sheet?.kind === 'edit'}
        id={sheet?.kind === 'edit' ? sheet.id : undefined}
        onClose={() => setSheet(null)}
        onSaved={(id) => {
          refresh();
          setSheet({ kind: 'view', id });
        }}
      />
      <PaymentDrawer
        id={sheet?.kind === 'view' ? sheet.id : undefined}
        onClose={() => setSheet(null)}
        onEdit={(id) => setSheet({ kind: 'edit', id })}
        onChanged={refresh}
      />
    </div>
  );
}
