import { Form } from '@douyinfe/semi-ui';
import { IconPrint } from '@douyinfe/semi-icons';
import { paymentDetailGet, paymentLog, paymentTransitions } from '@shared/api/b2b/payment';
import { paymentFields } from '@shared/api/b2b/recordFields';
import { paymentScreen } from '@shared/api/b2b/screens';
import { paymentMachine } from '@shared/workflow';
import { LockButton } from '../../../components/LockButton';
import { DetailSection, DetailSheet, useRecordDetail } from '../../../components/resource';
import { Auth } from '../../../lib/session/Auth';
import { usePayingAccounts } from '../pickers/usePickers';
import { AttachmentList } from './AttachmentList';

interface PaymentDrawerProps {
  id: number;
  onClose(): void;
  onEdit(id: number): void;
  onChanged(): void;
}

/** 确认付款 asks which account paid, the bank's reference and the day. */
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

const ALWAYS = ['type', 'customerName', 'invoiceNumber', 'orderNos', 'payeeName', 'payeeBank', 'payeeAccount', 'payeeSwift', 'amount', 'exchangeRate', 'amountCny', 'reason', 'expectedPayDate', 'creatorName', 'createdAt'] as const;
const AUDITED = ['auditorName', 'auditedAt'] as const;
const PAID = ['payerName', 'paidAt', 'paidFromBank', 'paidReference'] as const;

/** A payment request: its fields, attachments, the actions allowed now, its log, 编辑 and 打印. */
export function PaymentDrawer({ id, onClose, onEdit, onChanged }: PaymentDrawerProps) {
  const drawer = useRecordDetail({ detail: { endpoint: paymentDetailGet, params: { id } }, log: { endpoint: paymentLog, query: { paymentId: id } }, onClose, onChanged });
  const p = drawer.record;

  return (
    <DetailSheet
      {...drawer.sheet}
      machine={paymentMachine}
      heading={p?.serialNo}
      fields={paymentFields}
      names={[...ALWAYS, ...(p?.auditorName ? AUDITED : []), ...(p?.payerName ? PAID : [])]}
      transitions={paymentTransitions}
      actionFields={{ confirm: <ConfirmFields /> }}
      buttons={
        <>
          {p?.editable && <LockButton onClick={() => onEdit(p.id)}>编辑</LockButton>}
          <Auth code={paymentScreen.code('print')}>
            <a href={`/print-payment?id=${id}`} target="_blank" rel="noreferrer">
              <LockButton icon={<IconPrint />}>打印</LockButton>
            </a>
          </Auth>
        </>
      }
    >
      {p && (
        <DetailSection title="附件" empty="无附件">
          <AttachmentList p={p} onChanged={() => void drawer.reload()} />
        </DetailSection>
      )}
    </DetailSheet>
  );
}
