import { Descriptions, Empty } from '@douyinfe/semi-ui';
import { useSearchParams } from 'react-router-dom';
import { getPeriodOrderInfo } from '@shared/api/b2b/period';
import type { InvoiceRow } from '@shared/api/b2b/invoice';
import { settlementLabels } from '@shared/api/b2b/customer';
import { DataTable, StatusTag, type DataColumn, type ListQuery } from '../../../components/table';
import { useApi } from '../../../lib/api';
import { Money } from '../../../components/fields';
import { invoiceStatusLooks } from '../pickers/looks';

const columns: DataColumn<InvoiceRow>[] = [
  { key: 'invoiceNumber', title: '发票号', width: 150 },
  { key: 'invoiceDate', title: '开票日期', width: 110 },
  { key: 'dueDate', title: '到期日', width: 110 },
  { key: 'amount', title: '含税金额', width: 150, align: 'right', render: (r) => <Money amount={r.amount} currency={r.currency} /> },
  { key: 'received', title: '已收', width: 130, align: 'right', render: (r) => <Money amount={r.received} /> },
  { key: 'outstanding', title: '未收', width: 130, align: 'right', render: (r) => <Money amount={r.outstanding} /> },
  { key: 'overdueDays', title: '逾期天数', width: 90, render: (r) => (r.overdueDays ? `${r.overdueDays}天` : '-') },
  { key: 'status', title: '状态', width: 100, render: (r) => <StatusTag value={r.status} looks={invoiceStatusLooks} /> },
  { key: 'orderNos', title: '订单号', width: 200, ellipsis: true, render: (r) => r.orderNos.join('、') },
];

/** 账期明细 (?customerId=): a credit customer's invoices with due dates, received and days overdue. */
export function PeriodDetail() {
  const [params] = useSearchParams();
  const customerId = Number(params.get('customerId'));
  const valid = Number.isInteger(customerId) && customerId > 0;
  const { data, error, isLoading, mutate } = useApi(valid ? getPeriodOrderInfo : null, { customerId });
  if (!valid) return <Empty title="请从账期统计中选择客户" style={{ padding: 48 }} />;
  const c = data?.customer;
  const list: ListQuery<InvoiceRow> = {
    rows: data?.invoices ?? [],
    total: data?.invoices.length ?? 0,
    totalCapped: false,
    loading: isLoading,
    error,
    page: 1,
    limit: Math.max(data?.invoices.length ?? 0, 1),
    setPage: () => undefined,
    refresh: () => mutate(),
  };
  return (
    <div className="cd-list">
      {c && (
        <div className="cd-panel">
          <Descriptions
            row
            size="small"
            data={[
              { key: '客户', value: `${c.name}（${c.code}）` },
              { key: '结算', value: c.settlement === 'credit' ? `${settlementLabels.credit} ${c.creditDays} 天` : settlementLabels.prepaid },
              { key: '信用额度', value: <Money amount={c.creditLimit} currency={c.currency} /> },
              { key: '负责销售', value: c.salesUserName ?? '-' },
              { key: '统计日期', value: data.asOf },
            ]}
          />
        </div>
      )}
      <DataTable tableKey="b2b.periodDetail" label="账期明细" columns={columns} list={list} emptyText="该客户暂无发票" />
    </div>
  );
}
