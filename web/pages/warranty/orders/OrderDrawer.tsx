import { orderFields } from '@shared/api/warranty/fields';
import { getWarrantyOrderById, orderTransitions, warrantyOrderLog } from '@shared/api/warranty/order';
import { warrantyOrderMachine } from '@shared/workflow';
import { DetailSheet } from '../../../components/resource';
import { useApi } from '../../../lib/api';

const NAMES = ['buyerName', 'email', 'orderNo', 'marketplace', 'language', 'projectName', 'sku', 'code', 'warrantyMonths', 'warrantyUntil', 'rejectReason', 'createdAt'] as const;

/** One order: the buyer's answers, 核实 / 延保 / 驳回 as allowed now, and its log. */
export function OrderDrawer({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const detail = useApi(getWarrantyOrderById, { id });
  const log = useApi(warrantyOrderLog, { id });
  return (
    <DetailSheet
      machine={warrantyOrderMachine}
      record={detail.data}
      heading={detail.data?.serialNo}
      fields={orderFields}
      names={NAMES}
      transitions={orderTransitions}
      log={log.data}
      onClose={onClose}
      onChanged={onChanged}
      reload={() => Promise.all([detail.mutate(), log.mutate()])}
    />
  );
}
