import { Button, Empty, Spin } from '@douyinfe/semi-ui';
import { IconPrint } from '@douyinfe/semi-icons';
import { paymentDetailGet, paymentLog, type PaymentDetail } from '@shared/api/b2b/payment';
import type { WorkflowLogRow } from '@shared/api/workflow';
import { formatDateTime, formatMoney, formatTime, toChineseCurrency } from '@shared/format';
import { paymentMachine, stateLabel } from '@shared/workflow';
import { useRecordParam } from '../../components/resource/useRecordDrawer';
import { actionLabel } from '../../components/workflow';
import { useApi } from '../../lib/api';
import { paymentFields } from '@shared/api/b2b/recordFields';
import { fieldText } from '@shared/screen';
import './print.css';

/** Whose name heads the printed form. */
const COMPANY = 'Crossdock 跨境电商有限公司';
/** The steps a paid request went through, shown as its approval chain. */
const CHAIN = new Set(['submit', 'approve', 'reject', 'confirm', 'financeReject']);

function Sheet({ p, log }: { p: PaymentDetail; log: WorkflowLogRow[] }) {
  const cell = (label: string, value: string, wide = false) => (
    <>
      <th>{label}</th>
      <td colSpan={wide ? 3 : 1}>{value || '-'}</td>
    </>
  );
  const chain = log.filter((l) => CHAIN.has(l.action));
  return (
    <article className="cd-print-sheet" aria-label="付款申请单">
      <header>
        <div className="cd-print-company">{COMPANY}</div>
        <h1>付款申请单</h1>
        <div className="cd-print-meta">
          <span>流水号：{p.serialNo}</span>
          <span>申请日期：{formatTime(p.createdAt, 'yyyy-MM-dd')}</span>
        </div>
      </header>
      <table className="cd-print-table">
        <tbody>
          <tr>{cell('付款类型', fieldText(paymentFields.type, p, 'type'))}{cell('状态', stateLabel(paymentMachine, p.status))}</tr>
          <tr>{cell('客户', p.customerName ?? '')}{cell('发票号', p.invoiceNumber ?? '')}</tr>
          <tr>{cell('收款人', p.payeeName, true)}</tr>
          <tr>{cell('收款银行', p.payeeBank)}{cell('SWIFT', p.payeeSwift ?? '')}</tr>
          <tr>{cell('收款账号', p.payeeAccount, true)}</tr>
          <tr>{cell('金额（小写）', formatMoney(p.amount, p.currency))}{cell('汇率', p.exchangeRate)}</tr>
          <tr>{cell('折合人民币', formatMoney(p.amountCny, 'CNY'))}{cell('期望付款日', p.expectedPayDate ?? '')}</tr>
          <tr>{cell('人民币（大写）', toChineseCurrency(p.amountCny), true)}</tr>
          <tr>{cell('付款事由', p.reason, true)}</tr>
          {p.orderNos.length > 0 && <tr>{cell('关联订单', p.orderNos.join('、'), true)}</tr>}
          {p.paidAt && (
            <tr>
              {cell('付款账户', p.paidFromBank ? `${p.paidFromBank.accountName} ${p.paidFromBank.accountNo}` : '')}
              {cell('付款流水号', p.paidReference ?? '')}
            </tr>
          )}
        </tbody>
      </table>
      <h2>审批记录</h2>
      <table className="cd-print-table cd-print-chain">
        <thead>
          <tr>
            <th>环节</th>
            <th>处理人</th>
            <th>时间</th>
            <th>意见</th>
          </tr>
        </thead>
        <tbody>
          {chain.length ? (
            chain.map((l) => (
              <tr key={l.id}>
                <td>{actionLabel(paymentMachine, l.action)}</td>
                <td>{l.actorName}</td>
                <td>{formatDateTime(l.createdAt)}</td>
                <td>{l.comment ?? ''}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={4}>尚未提交</td>
            </tr>
          )}
        </tbody>
      </table>
      <div className="cd-print-signs">
        {['申请人', '部门主管', '财务', '总经理'].map((who) => (
          <div key={who} className="cd-print-sign">
            <span>{who}签字：</span>
            <span className="cd-print-sign-date">日期：</span>
          </div>
        ))}
      </div>
      <footer>打印时间：{formatDateTime(new Date())}</footer>
    </article>
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
        <Button theme="solid" icon={<IconPrint />} onClick={() => window.print()}>
          打印
        </Button>
      </div>
      <Sheet p={detail.data} log={log.data} />
    </div>
  );
}
