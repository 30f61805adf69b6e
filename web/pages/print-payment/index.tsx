import { Empty, Spin } from '@douyinfe/semi-ui';
import { paymentDetailGet, paymentLog, type PaymentDetail } from '@shared/api/b2b/payment';
import { paymentFields } from '@shared/api/b2b/recordFields';
import type { WorkflowLogRow } from '@shared/api/workflow';
import { formatMoney, formatTime, toChineseCurrency } from '@shared/format';
import { fieldText } from '@shared/screen';
import { paymentMachine, stateLabel } from '@shared/workflow';
import { ApprovalChain, PrintButton, PrintCell as Cell, PrintSheet, Signatures } from '../../components/print';
import { useRecordParam } from '../../components/resource/useRecordDrawer';
import { useApi } from '../../lib/api';

/** The steps a paid request went through, shown as its approval chain. */
const CHAIN = new Set(['submit', 'approve', 'reject', 'confirm', 'financeReject']);

function Sheet({ p, log }: { p: PaymentDetail; log: WorkflowLogRow[] }) {
  return (
    <PrintSheet
      title="付款申请单"
      label="付款申请单"
      meta={[
        ['流水号', p.serialNo],
        ['申请日期', formatTime(p.createdAt, 'yyyy-MM-dd')],
      ]}
    >
      <table className="cd-print-table">
        <tbody>
          <tr><Cell label="付款类型" value={fieldText(paymentFields.type, p, 'type')} /><Cell label="状态" value={stateLabel(paymentMachine, p.status)} /></tr>
          <tr><Cell label="客户" value={p.customerName} /><Cell label="发票号" value={p.invoiceNumber} /></tr>
          <tr><Cell label="收款人" value={p.payeeName} wide /></tr>
          <tr><Cell label="收款银行" value={p.payeeBank} /><Cell label="SWIFT" value={p.payeeSwift} /></tr>
          <tr><Cell label="收款账号" value={p.payeeAccount} wide /></tr>
          <tr><Cell label="金额（小写）" value={formatMoney(p.amount, p.currency)} /><Cell label="汇率" value={p.exchangeRate} /></tr>
          <tr><Cell label="折合人民币" value={formatMoney(p.amountCny, 'CNY')} /><Cell label="期望付款日" value={p.expectedPayDate} /></tr>
          <tr><Cell label="人民币（大写）" value={toChineseCurrency(p.amountCny)} wide /></tr>
          <tr><Cell label="付款事由" value={p.reason} wide /></tr>
          {p.orderNos.length > 0 && <tr><Cell label="关联订单" value={p.orderNos.join('、')} wide /></tr>}
          {p.paidAt && (
            <tr>
              <Cell label="付款账户" value={p.paidFromBank ? `${p.paidFromBank.accountName} ${p.paidFromBank.accountNo}` : ''} />
              <Cell label="付款流水号" value={p.paidReference} />
            </tr>
          )}
        </tbody>
      </table>
      <ApprovalChain machine={paymentMachine} log={log} steps={CHAIN} />
      <Signatures who={['申请人', '部门主管', '财务', '总经理']} />
    </PrintSheet>
  );
}

/** /print-payment?id=: the request on A4 with the amount in Chinese capitals, for signatures. */
export default function PrintPaymentPage() {
  const id = useRecordParam() ?? 0;
  const valid = id > 0;
  const detail = useApi(valid ? paymentDetailGet : null, undefined, { params: { id } });
  const log = useApi(valid ? paymentLog : null, { paymentId: id });
  if (!valid || detail.error) return <Empty title="付款申请不存在" description="请从付款申请详情中点击“打印”" />;
  if (!detail.data || !log.data) return <Spin size="large" />;
  return (
    <div className="cd-print-page">
      <div className="cd-print-toolbar">
        <PrintButton />
      </div>
      <Sheet p={detail.data} log={log.data} />
    </div>
  );
}
