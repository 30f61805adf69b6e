import { Modal } from '@douyinfe/semi-ui';
import type { ClaimDetail } from '@shared/api/promotion/claim';
import { claimFields } from '@shared/api/promotion/recordFields';
import type { WorkflowLogRow } from '@shared/api/workflow';
import { fieldText } from '@shared/screen';
import { formatMoney, formatTime } from '@shared/format';
import { reimbursementMachine, stateLabel } from '@shared/workflow';
import { ApprovalChain, CapitalAmount, PrintButton, PrintCell as Cell, PrintSheet, Signatures } from '../../../components/print';

/** The steps of the approval chain printed on the form. */
const CHAIN = new Set(['submit', 'submitOver', 'overApprove', 'overReject', 'approve', 'reject', 'financeApprove', 'financeReject', 'pay']);

/** The printable claim form: lines, the total in figures and in Chinese capitals, the approval chain. */
function Sheet({ c, log }: { c: ClaimDetail; log: WorkflowLogRow[] }) {
  return (
    <PrintSheet
      title="费用报销单"
      label="报销单"
      meta={[
        ['单号', c.serialNo],
        ['填报日期', formatTime(c.createdAt, 'yyyy-MM-dd')],
      ]}
    >
      <table className="cd-print-table">
        <tbody>
          <tr><Cell label="报销人" value={c.creatorName} /><Cell label="状态" value={stateLabel(reimbursementMachine, c.status)} /></tr>
          <tr><Cell label="平台" value={c.platformName} /><Cell label="账户公司" value={`${c.accountCompanyName ?? ''} ${c.accountCompanyAccount ?? ''}`.trim()} /></tr>
          <tr><Cell label="推广类型" value={fieldText(claimFields.promoteType, c, 'promoteType')} /><Cell label="费用月份" value={c.month} /></tr>
          <tr><Cell label="报销事由" value={c.purpose} wide /></tr>
        </tbody>
      </table>
      <h2>报销明细</h2>
      <table className="cd-print-table cd-print-chain">
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
            <td colSpan={4}>
              <CapitalAmount amount={c.totalCny} />
            </td>
          </tr>
        </tbody>
      </table>
      {c.overLimit && <p>超限原因：{c.overReason ?? ''}</p>}
      <ApprovalChain machine={reimbursementMachine} log={log} steps={CHAIN} />
      <Signatures who={['报销人', '主管', '财务', '出纳']} />
    </PrintSheet>
  );
}

/** 打印: the claim form in a dialog, and the browser's print dialog on 打印. */
export function ClaimPrint({ claim, log, onClose }: { claim: ClaimDetail; log: WorkflowLogRow[]; onClose(): void }) {
  return (
    <Modal title="打印报销单" visible width={860} onCancel={onClose} footer={<PrintButton />}>
      <Sheet c={claim} log={log} />
    </Modal>
  );
}
