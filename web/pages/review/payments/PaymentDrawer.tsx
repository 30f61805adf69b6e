import { SideSheet, Spin, Table } from '@douyinfe/semi-ui';
import { getPayment } from '@shared/api/review/payments';
import { orderOpFields, paymentFields } from '@shared/api/review/recordFields';
import { fieldColumns } from '../../../components/fields';
import { FieldList } from '../../../components/fields/FieldList';
import { DetailSection } from '../../../components/resource';
import { useApi } from '../../../lib/api';
import { getToken } from '../../../lib/cookies';

const NAMES = ['method', 'account', 'transactionNo', 'amount', 'rate', 'rateDate', 'amountCny', 'reviewer', 'platformName', 'paidAt', 'creatorName', 'remark', 'attachments'] as const;
const OP_COLUMNS = ['serialNo', 'type', 'marketOrderNo', 'amount', 'amountCny', 'planOrderSerialNo'] as const;

/** A payment: how and when it was paid, its rate, the proofs (opened with the token: a link cannot carry the header) and the operations it paid. */
export function PaymentDrawer({ id, onClose }: { id: number; onClose(): void }) {
  const p = useApi(getPayment, { id }).data;
  const token = getToken();
  const row = p && { ...p, attachments: p.attachments.map((f) => ({ ...f, url: `${f.url}${token ? `?token=${encodeURIComponent(token)}` : ''}` })) };
  return (
    <SideSheet title={p ? `付款 ${p.serialNo}` : '付款'} visible onCancel={onClose} closeOnEsc width={720}>
      {!row ? (
        <Spin />
      ) : (
        <div aria-label="付款详情">
          <FieldList fields={paymentFields} names={NAMES} row={row} />
          <DetailSection title={`付款的订单操作（${row.ops.length}）`} empty="无">
            <Table size="small" rowKey="id" pagination={false} dataSource={row.ops} columns={fieldColumns(orderOpFields, OP_COLUMNS)} />
          </DetailSection>
        </div>
      )}
    </SideSheet>
  );
}
