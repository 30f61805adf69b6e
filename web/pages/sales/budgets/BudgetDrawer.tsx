import { useNavigate } from 'react-router-dom';
import { budgetDetailGet, budgetLog, budgetTransitions } from '@shared/api/sales/budget';
import { budgetFields } from '@shared/api/sales/recordFields';
import { budgetDetailScreen } from '@shared/api/sales/screens';
import { budgetMachine } from '@shared/workflow';
import { LockButton } from '../../../components/LockButton';
import { DetailSheet, useRecordDetail } from '../../../components/resource';
import { BudgetSections } from './BudgetSections';

export const BUDGET_NAMES = ['storeName', 'year', 'totalQty', 'totalAmount', 'creatorName', 'createdAt', 'submittedAt', 'auditorName', 'auditedAt'] as const;

/** A budget: its figures, the actions allowed now, budget against actual, its lines, the audit log; 全屏查看 opens budget-detail. */
export function BudgetDrawer({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const navigate = useNavigate();
  const drawer = useRecordDetail({ detail: { endpoint: budgetDetailGet, query: { id } }, log: { endpoint: budgetLog, query: { budgetId: id } }, onClose, onChanged });
  const b = drawer.record;
  return (
    <DetailSheet
      {...drawer.sheet}
      machine={budgetMachine}
      heading={b?.serialNo}
      fields={budgetFields}
      names={BUDGET_NAMES}
      transitions={budgetTransitions}
      buttons={<LockButton onClick={() => navigate(`${budgetDetailScreen.path}?id=${id}`)}>全屏查看</LockButton>}
    >
      <BudgetSections budget={b} />
    </DetailSheet>
  );
}
