import { SideSheet, Descriptions, Table, Tag } from '@douyinfe/semi-ui';
import { getCustomerAndInvoice, settlementLabels, type CustomerRow } from '@shared/api/b2b/customer';
import type { InvoiceRow } from '@shared/api/b2b/invoice';
import { StatusTag } from '../../../components/table';
import { useApi } from '../../../lib/api';
import { Money } from '../../../components/fields';
import { invoiceStatusLooks } from '../pickers/looks';

/** A customer's terms and its invoices (click on a name in client-list). */
export function CustomerInvoicesSheet({ customer, onClose }: { customer: CustomerRow | null; onClose(): void }) {
  const { data, isLoading } = useApi(customer ? getCustomerAndInvoice : null, { id: customer?.id ?? 0 });
  const c = data?.customer ?? customer;
  return (
    <SideSheet title={c ? `${c.name}（${c.code}）` : ''} visible={customer !== null} onCancel={onClose} width={880}>
      {c && (
        <Descriptions
          row
          size="small"
          data={[
            { key: '结算', value: c.settlement === 'credit' ? `${settlementLabels.credit} ${c.creditDays} 天` : settlementLabels.prepaid },
            { key: '信用额度', value: <Money amount={c.creditLimit} currency={c.currency} /> },
            { key: '负责销售', value: c.salesUserName ?? '-' },
            { key: '状态', value: c.enabled ? <Tag color="green">启用</Tag> : <Tag color="grey">停用</Tag> },
          ]}
        />
      )}
      <Table<InvoiceRow>
        style={{ marginTop: 16 }}
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={data?.invoices ?? []}
        pagination={false}
        empty="暂无发票"
        columns={[
          { title: '发票号', dataIndex: 'invoiceNumber' },
          { title: '开票日期', dataIndex: 'invoiceDate' },
          { title: '到期日', dataIndex: 'dueDate' },
          { title: '金额', dataIndex: 'amount', align: 'right', render: (_: unknown, r: InvoiceRow) => <Money amount={r.amount} currency={r.currency} /> },
          { title: '未收', dataIndex: 'outstanding', align: 'right', render: (_: unknown, r: InvoiceRow) => <Money amount={r.outstanding} currency={r.currency} /> },
          { title: '状态', dataIndex: 'status', render: (_: unknown, r: InvoiceRow) => <StatusTag value={r.status} looks={invoiceStatusLooks} /> },
        ]}
      />
      {data && data.invoiceCount > data.invoices.length && <p className="cd-cell-muted">只显示最近 {data.invoices.length} 张，共 {data.invoiceCount} 张</p>}
    </SideSheet>
  );
}
