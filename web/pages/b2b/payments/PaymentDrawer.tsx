import { Descriptions, Divider, Form, SideSheet, Space, Typography } from '@douyinfe/semi-ui';
import { IconPrint } from '@douyinfe/semi-icons';
import {
  auditPayment,
  confirmPayment,
  deletePayment,
  paymentCode,
  paymentDetailGet,
  paymentLog,
  submitPayment,
  type PaymentDetail,
} from '@shared/api/b2b/payment';
import { formatDateTime, formatMoney, formatTime } from '@shared/format';
import { paymentMachine } from '@shared/workflow';
import { LockButton } from '../../../components/LockButton';
import { WorkflowActions, WorkflowStatusTag, WorkflowTimeline, type ActionValues } from '../../../components/workflow';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { Auth } from '../../../lib/session/Auth';
import { AttachmentList } from './AttachmentList';
import { typeLabel } from './looks';
import { usePayingAccounts } from './usePickers';

interface PaymentDrawerProps {
  id?: number;
  onClose(): void;
  onEdit(id: number): void;
  onChanged(): void;
}

/** Runs one action of the detail's buttons through its endpoint, with the version shown. */
function runAction(p: PaymentDetail, action: string, v: ActionValues) {
  const ref = { id: p.id, version: p.version };
  const comment = v.comment || undefined;
  switch (action) {
    case 'submit':
      return call(submitPayment, { query: ref });
    case 'delete':
      return call(deletePayment, { query: ref });
    case 'approve':
    case 'reject':
      return call(auditPayment, { body: { ...ref, pass: action === 'approve', comment } });
    default:
      return call(confirmPayment, {
        body: {
          ...ref,
          pass: action === 'confirm',
          comment,
          paidFromBankId: v.paidFromBankId as number | undefined,
          paidReference: v.paidReference as string | undefined,
          paidAt: v.paidAt ? formatTime(v.paidAt as Date, 'yyyy-MM-dd') : undefined,
        },
      });
  }
}

function ConfirmFields() {
  const accounts = usePayingAccounts(true);
  return (
    <>
      <Form.Select field="paidFromBankId" label="付款账户" style={{ width: '100%' }} optionList={accounts} rules={[{ required: true, message: '请选择付款账户' }]} emptyContent="没有可用的付款账户" />
      <Form.Input field="paidReference" label="付款流水号" rules={[{ required: true, message: '请填写付款流水号' }]} />
      <Form.DatePicker field="paidAt" label="付款日期" style={{ width: '100%' }} placeholder="默认今天" />
    </>
  );
}

const orNone = (v: string | null | undefined) => v || '-';

function Fields({ p }: { p: PaymentDetail }) {
  const rows = [
    { key: '流水号', value: p.serialNo },
    { key: '状态', value: <WorkflowStatusTag machine={paymentMachine} status={p.status} /> },
    { key: '付款类型', value: typeLabel(p.type) },
    { key: '客户', value: orNone(p.customerName) },
    { key: '发票号', value: orNone(p.invoiceNumber) },
    { key: '订单', value: p.orderNos.length ? p.orderNos.join('、') : '-' },
    { key: '收款人', value: p.payeeName },
    { key: '收款银行', value: p.payeeBank },
    { key: '收款账号', value: p.payeeAccount },
    { key: 'SWIFT', value: orNone(p.payeeSwift) },
    { key: '金额', value: formatMoney(p.amount, p.currency) },
    { key: '汇率', value: p.exchangeRate },
    { key: '人民币金额', value: formatMoney(p.amountCny, 'CNY') },
    { key: '付款事由', value: p.reason },
    { key: '期望付款日', value: orNone(p.expectedPayDate) },
    { key: '创建人', value: `${orNone(p.creatorName)} ${formatDateTime(p.createdAt)}` },
    ...(p.auditorName ? [{ key: '审核人', value: `${p.auditorName} ${formatDateTime(p.auditedAt)}` }] : []),
    ...(p.payerName
      ? [
          { key: '付款人', value: `${p.payerName} ${formatDateTime(p.paidAt)}` },
          { key: '付款账户', value: p.paidFromBank ? `${p.paidFromBank.accountName} ${p.paidFromBank.accountNo}` : '-' },
          { key: '付款流水号', value: orNone(p.paidReference) },
        ]
      : []),
  ];
  return <Descriptions data={rows} row size="small" />;
}

/** The detail drawer: fields, attachments, the actions allowed now, the timeline and 打印. */
export function PaymentDrawer({ id, onClose, onEdit, onChanged }: PaymentDrawerProps) {
  const detail = useApi(id ? paymentDetailGet : null, undefined, { params: { id: id ?? 0 } });
  const log = useApi(id ? paymentLog : null, { paymentId: id ?? 0 });
  const p = detail.data;

  const act = async (action: string, values: ActionValues) => {
    await runAction(p!, action, values);
    notice.success('操作成功');
    onChanged();
    if (action === 'delete') return onClose();
    await Promise.all([detail.mutate(), log.mutate()]);
  };

  return (
    <SideSheet title={p ? `付款申请 ${p.serialNo}` : '付款申请'} visible={id !== undefined} onCancel={onClose} closeOnEsc width={720} bodyStyle={{ padding: 16 }}>
      {p && (
        <div aria-label="付款申请详情">
          <Space wrap style={{ marginBottom: 12 }}>
            <WorkflowActions machine={paymentMachine} record={p} onAction={act} fields={{ confirm: <ConfirmFields /> }} />
            {p.editable && <LockButton onClick={() => onEdit(p.id)}>编辑</LockButton>}
            <Auth code={paymentCode('print')}>
              <a href={`/print-payment?id=${p.id}`} target="_blank" rel="noreferrer">
                <LockButton icon={<IconPrint />}>打印</LockButton>
              </a>
            </Auth>
          </Space>
          <Fields p={p} />
          <Divider margin={12} />
          <Typography.Title heading={6}>附件</Typography.Title>
          <AttachmentList
            p={p}
            onChanged={() => {
              void Promise.all([detail.mutate(), log.mutate()]);
            }}
          />
          <Divider margin={12} />
          <Typography.Title heading={6}>审批记录</Typography.Title>
          <WorkflowTimeline machine={paymentMachine} log={log.data} />
        </div>
      )}
    </SideSheet>
  );
}
