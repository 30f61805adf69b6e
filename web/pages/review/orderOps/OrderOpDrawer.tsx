import { useState } from 'react';
import { auditOrderOp, commitOrderOp, deleteOrderOp, getOrderOp } from '@shared/api/review/orderOps';
import { orderOpFields } from '@shared/api/review/recordFields';
import { orderOpMachine } from '@shared/workflow';
import { LockButton } from '../../../components/LockButton';
import { DetailSheet, useRecordDetail } from '../../../components/resource';
import { PayForm } from '../payments/PayForm';

export const orderOpTransitions = [commitOrderOp, auditOrderOp, deleteOrderOp] as const;

const NAMES = ['type', 'marketOrderNo', 'amount', 'orderAmount', 'planOrderSerialNo', 'invitationCode', 'platformName', 'sku', 'reviewerEmail', 'remark', 'creatorName', 'createdAt'] as const;

/** An order operation: fields, the actions allowed now (提交, 审核, 删除, 付款 through the payment form), its payment and its log. */
export function OrderOpDrawer({ id, onClose, onEdit, onChanged }: { id: number; onClose(): void; onEdit(id: number): void; onChanged(): void }) {
  const drawer = useRecordDetail({ detail: { endpoint: getOrderOp, query: { id } }, onClose, onChanged });
  const op = drawer.record;
  const [paying, setPaying] = useState(false);
  // A cancellation is done when approved: nothing to pay.
  const payable = op && op.type !== 'cancel' && op.amount;
  return (
    <>
      <DetailSheet
        {...drawer.sheet}
        machine={orderOpMachine}
        heading={op?.serialNo}
        fields={orderOpFields}
        names={[...NAMES, ...(op?.auditorName ? (['auditorName', 'auditedAt'] as const) : []), ...(op?.paymentId ? (['paymentSerialNo', 'amountCny'] as const) : [])]}
        transitions={orderOpTransitions}
        handlers={payable ? { pay: () => setPaying(true) } : {}}
        buttons={op?.editable && <LockButton onClick={() => onEdit(op.id)}>编辑</LockButton>}
      />
      {paying && op && <PayForm ops={[op]} onClose={() => setPaying(false)} onPaid={drawer.changed} />}
    </>
  );
}
