import { orderFields } from '@shared/api/warranty/fields';
import { getWarrantyOrderById, orderTransitions, warrantyOrderLog } from '@shared/api/warranty/order';
import { warrantyOrderMachine } from '@shared/workflow';
import { DetailSheet, useRecordDetail } from '../../../components/resource';

const NAMES = ['buyerName', 'email', 'orderNo', 'marketplace', 'language', 'projectName', 'sku', 'code', 'warrantyMonths', 'warrantyUntil', 'rejectReason', 'createdAt'] as const;

/** One order: the buyer's answers, 核实 / 延保 / 驳回 as allowed now, and its log. */
export function OrderDrawer({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const drawer = useRecordDetail({ detail: { endpoint: getWarrantyOrderById, query: { id } }, log: { endpoint: warrantyOrderLog, query: { id } }, onClose, onChanged });
  return (
    <DetailSheet
      {...drawer.sheet}
      machine={warrantyOrderMachine}
      heading={drawer.record?.serialNo}
      fields={orderFields}
      names={NAMES}
      transitions={orderTransitions}
    />
  );
}
