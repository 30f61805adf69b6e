import { Button, Modal } from '@douyinfe/semi-ui';
import { IconPrint } from '@douyinfe/semi-icons';
import type { ClaimDetail } from '@shared/api/promotion/claim';
import { claimFields } from '@shared/api/promotion/recordFields';
import type { WorkflowLogRow } from '@shared/api/workflow';
import { fieldText } from '@shared/screen';
import { formatDateTime, formatMoney, formatTime, toChineseCurrency } from '@shared/format';
import { reimbursementMachine, stateLabel } from '@shared/workflow';
import { actionLabel } from '../../../components/workflow';
import '../../print-payment/print.css';
import './claimPrint.css';

const COMPANY = 'Crossdock 跨境电商有限公司';
/** The steps of the approval chain printed on the form. */
const CHAIN = new Set(['submit', 'submitOver', 'overApprove', 'overReject', 'approve', 'reject', 'financeApprove', 'financeReject', 'pay']);

/** The printable claim form: lines, the total in figures and in Chinese capitals, the approval chain. */
function Sheet({ c, log }: { c: ClaimDetail; log: WorkflowLogRow[] }) {
  const cell = (label: string, value: string, wide = false) => (
    <>
      <th>{label}</th>
      <td colSpan={wide ? 3 : 1}>{value || '-'}</td>
    </>
  );
  const chain = log.filter((l) => CHAIN.has(l.action));
  return (
    <article className="cd-print-sheet cd-claim-print" aria-label="报销单">
      <header>
        <div className="cd-print-company">{COMPANY}</div>
        <h1>费用报销单</h1>
        <div className="cd-print-meta">
          <span>单号：{c.serialNo}</span>
          <span>填报日期：{formatTime(c.createdAt, 'yyyy-MM-dd')}</span>
        </div>
      </header>
      <table className="cd-print-table">
        <tbody>
          <tr>{cell('报销人', c.creatorName ?? '')}{cell('状态', stateLabel(reimbursementMachine, c.status))}</tr>
          <tr>{cell('平台', c.platformName ?? '')}{cell('账户公司', `${c.accountCompanyName ?? ''} ${c.accountCompanyAccount ?? ''}`)}</tr>
          <tr>{cell('推广类型', fieldText(claimFields.promoteType, c, 'promoteType'))}{cell('费用月份', c.month)}</tr>
          <tr>{cell('报销事由', c.purpose, true)}</tr>
        </tbody>
      </table>
      <h2>报销明细</h2>
      <table className="cd-print-table">
        <thead>
          <tr>
            <th>行</th>
            <th>费用说明</th>
            <th>日期</th>
            <th>金额</th>
            <th>汇率</th>
            <th>人民币</th>
          </tr>
        </thead>
        <tbody>
          {c.lines.map((l) => (
            <tr key={l.id}>
              <td>{l.lineNo}</td>
              <td>{[l.sku, l.description].filter(Boolean).join(' ')}</td>
              <td>{l.spentOn}</td>
              <td>{formatMoney(l.amount, l.currency)}</td>
              <td>{l.exchangeRate}</td>
              <td>{formatMoney(l.amountCny, 'CNY')}</td>
            </tr>
          ))}
          <tr>
            <th colSpan={5}>合计（小写）</th>
            <td>{formatMoney(c.totalCny, 'CNY')}</td>
          </tr>
          <tr>
            <th colSpan={2}>合计人民币（大写）</th>
            <td colSpan={4} aria-label="大写金额">
              {toChineseCurrency(c.totalCny)}
            </td>
          </tr>
        </tbody>
      </table>
      {c.overLimit && <p>超限原因：{c.overReason ?? ''}</p>}
      <h2>审批记录</h2>
      <table className="cd-print-table">
        <tbody>
          {chain.map((l) => (
            <tr key={l.id}>
              <td>{actionLabel(reimbursementMachine, l.action)}</td>
              <td>{l.actorName}</td>
              <td>{formatDateTime(l.createdAt)}</td>
              <td>{l.comment ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="cd-claim-sign">
        <span>报销人签字：</span>
        <span>主管签字：</span>
        <span>财务签字：</span>
        <span>出纳签字：</span>
      </div>
    </article>
  );
}

/** 打印: the claim form in a dialog, and the browser's print dialog on 打印. */
export function ClaimPrint({ claim, log, onClose }: { claim: ClaimDetail; log: WorkflowLogRow[]; onClose(): void }) {
  return (
    <Modal title="打印报销单" visible width={860} onCancel={onClose} footer={<Button icon={<IconPrint />} theme="solid" onClick={() => window.print()}>打印</Button>}>
      <Sheet c={claim} log={log} />
    </Modal>
  );
}
